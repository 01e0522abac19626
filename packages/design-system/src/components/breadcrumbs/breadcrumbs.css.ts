import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme-contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
});

// The separator is a slash: it reads correctly in both directions, unlike › or >.
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '& + &::before': { content: '"/"', color: vars.color.textMuted },
  },
});

export const current = style({ color: vars.color.textMuted });
