import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme-contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const dot = recipe({
  base: {
    width: '14px',
    height: '14px',
    borderRadius: vars.radius.full,
    flexShrink: 0,
    border: `2px solid ${vars.color.border}`,
  },
  variants: {
    level: {
      disabled: { backgroundColor: 'transparent', borderStyle: 'dashed' },
      green: { backgroundColor: vars.color.success, borderColor: vars.color.success },
      orange: { backgroundColor: vars.color.warning, borderColor: vars.color.warning },
      red: { backgroundColor: vars.color.error, borderColor: vars.color.error },
    },
  },
});

export const text = style({ fontSize: vars.font.sizeSm });
