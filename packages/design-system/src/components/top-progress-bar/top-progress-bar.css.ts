import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme-contract.css';

const indeterminate = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '3px',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
  zIndex: 1500,
});

export const bar = style({
  height: '100%',
  backgroundColor: vars.color.primary,
  transition: `width ${vars.motion.durationShort} linear`,
});

export const moving = style({
  width: '40%',
  animation: `${indeterminate} 1.4s ${vars.motion.easing} infinite`,
  '@media': {
    // Without motion an indeterminate bar is shown full and still.
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
  },
});
