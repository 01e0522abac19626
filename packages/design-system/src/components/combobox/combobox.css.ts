import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme-contract.css';

export const anchor = style({ position: 'relative', width: '100%' });

export const listbox = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xxs})`,
  zIndex: 20,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  maxHeight: '16rem',
  overflowY: 'auto',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minHeight: '44px',
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-active="true"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[aria-selected="true"]': { fontWeight: vars.font.weightBold },
  },
});

export const description = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightRegular,
  opacity: 0.85,
});

export const empty = style({
  padding: `${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
