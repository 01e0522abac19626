import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const root = style([
  focusRing,
  {
    position: 'relative',
    width: '44px',
    height: '24px',
    flexShrink: 0,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceMuted,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationShort} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"]': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
      },
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
]);

export const thumb = style({
  display: 'block',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  transform: 'translateX(2px)',
  transition: `transform ${vars.motion.durationShort} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': {
      backgroundColor: vars.color.onPrimary,
      transform: 'translateX(22px)',
    },
    // The thumb travels toward the end side, so it mirrors in RTL.
    '[dir="rtl"] &': { transform: 'translateX(-2px)' },
    '[dir="rtl"] &[data-state="checked"]': { transform: 'translateX(-22px)' },
  },
});
