import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easing}`,
  zIndex: 1300,
});

export const content = recipe({
  base: [
    {
      position: 'fixed',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: 'calc(100vw - 32px)',
      maxHeight: 'calc(100vh - 32px)',
      overflowY: 'auto',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      padding: vars.space.lg,
      backgroundColor: vars.color.background,
      color: vars.color.text,
      borderRadius: vars.radius.lg,
      boxShadow: vars.elevation.high,
      animation: `${zoomIn} ${vars.motion.durationMedium} ${vars.motion.easing}`,
      zIndex: 1301,
      selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
    },
  ],
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '600px' },
      lg: { maxWidth: '900px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const close = style([
  focusRing,
  {
    flexShrink: 0,
    width: '40px',
    height: '40px',
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.font.sizeLg,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
  },
]);
