import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme-contract.css';

const slideFrom = createVar();
const slideIn = keyframes({
  from: { transform: `translateX(${slideFrom})` },
  to: { transform: 'none' },
});

export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    width: 'min(320px, 85vw)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.md,
    overflowY: 'auto',
    backgroundColor: vars.color.background,
    color: vars.color.text,
    boxShadow: vars.elevation.high,
    animation: `${slideIn} ${vars.motion.durationMedium} ${vars.motion.easing}`,
    zIndex: 1301,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
  },
  // Sides are logical, so a start drawer opens from the right in RTL and slides from there.
  variants: {
    side: {
      start: {
        insetInlineStart: 0,
        vars: { [slideFrom]: '-100%' },
        selectors: { '[dir="rtl"] &': { vars: { [slideFrom]: '100%' } } },
      },
      end: {
        insetInlineEnd: 0,
        vars: { [slideFrom]: '100%' },
        selectors: { '[dir="rtl"] &': { vars: { [slideFrom]: '-100%' } } },
      },
    },
  },
  defaultVariants: { side: 'start' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});
