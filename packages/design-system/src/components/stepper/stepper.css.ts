import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  flexWrap: 'wrap',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 0',
  minWidth: '7rem',
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '28px',
    height: '28px',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.border}`,
    fontWeight: vars.font.weightBold,
    fontSize: vars.font.sizeSm,
  },
  variants: {
    state: {
      complete: {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
      current: { borderColor: vars.color.primary, color: vars.color.primary },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const label = recipe({
  base: { fontSize: vars.font.sizeSm },
  variants: {
    state: {
      complete: {},
      current: { fontWeight: vars.font.weightBold },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const stepButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.xxs,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
  },
]);
