import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const trigger = style([
  focusRing,
  {
    minHeight: '44px',
    padding: `0 ${vars.space.md}`,
    border: 'none',
    borderBottom: '3px solid transparent',
    background: 'transparent',
    color: vars.color.textMuted,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-state="active"]': {
        color: vars.color.primary,
        borderBottomColor: vars.color.primary,
      },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
  },
]);

export const panel = style([focusRing, { paddingTop: vars.space.md }]);
