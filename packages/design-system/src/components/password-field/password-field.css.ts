import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingInlineEnd: '5.5rem' });

export const toggle = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineEnd: vars.space.xs,
    minHeight: '32px',
    padding: `0 ${vars.space.sm}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.primary,
    fontWeight: vars.font.weightBold,
    font: 'inherit',
    cursor: 'pointer',
  },
]);

export const meter = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const track = style({
  flex: 1,
  height: '6px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const bar = recipe({
  base: {
    height: '100%',
    transition: `width ${vars.motion.durationShort} ${vars.motion.easing}`,
  },
  variants: {
    strength: {
      poor: { width: '20%', backgroundColor: vars.color.error },
      weak: { width: '40%', backgroundColor: vars.color.warning },
      normal: { width: '60%', backgroundColor: vars.color.info },
      good: { width: '80%', backgroundColor: vars.color.success },
      strong: { width: '100%', backgroundColor: vars.color.success },
    },
  },
});

export const meterLabel = style({ fontSize: vars.font.sizeSm, minWidth: '5em' });
