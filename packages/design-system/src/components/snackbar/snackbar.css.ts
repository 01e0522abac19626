import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme-contract.css';

const slideFrom = createVar();

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slide = keyframes({
  from: { opacity: 0, transform: `translateY(${slideFrom})` },
  to: { opacity: 1, transform: 'none' },
});
const grow = keyframes({
  from: { opacity: 0, transform: 'scale(0.75)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = recipe({
  base: {
    position: 'fixed',
    zIndex: 1400,
    display: 'flex',
    maxWidth: 'calc(100vw - 32px)',
    pointerEvents: 'none',
  },
  // Left and right are logical (start / end) so the snackbar mirrors with an RTL layout.
  variants: {
    vertical: {
      top: { top: vars.space.md, vars: { [slideFrom]: '-100%' } },
      bottom: { bottom: vars.space.md, vars: { [slideFrom]: '100%' } },
    },
    horizontal: {
      left: { insetInlineStart: vars.space.md },
      center: { left: '50%', transform: 'translateX(-50%)' },
      right: { insetInlineEnd: vars.space.md },
    },
  },
});

export const snackbar = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    minWidth: 'min(288px, calc(100vw - 32px))',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.elevation.medium,
  },
  variants: {
    tone: {
      default: { backgroundColor: vars.color.text, color: vars.color.background },
      info: { backgroundColor: vars.color.info, color: vars.color.onInfo },
      success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
      warning: { backgroundColor: vars.color.warning, color: vars.color.onWarning },
      error: { backgroundColor: vars.color.error, color: vars.color.onError },
    },
    transition: {
      fade: { animation: `${fade} ${vars.motion.durationMedium} ${vars.motion.easing}` },
      slide: { animation: `${slide} ${vars.motion.durationMedium} ${vars.motion.easing}` },
      grow: { animation: `${grow} ${vars.motion.durationMedium} ${vars.motion.easing}` },
    },
  },
});

export const message = style({ flex: 1, minWidth: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const actionButton = style({
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: '2px' },
  },
});

export const closeButton = style([
  actionButton,
  { width: '32px', padding: 0, border: 'none', fontSize: vars.font.sizeLg },
]);
