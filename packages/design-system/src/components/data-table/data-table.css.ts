import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const scroller = style([
  focusRing,
  {
    overflowX: 'auto',
    border: `1px solid ${vars.color.surfaceMuted}`,
    borderRadius: vars.radius.md,
  },
]);

// Figures in columns line up (decision 251: tabular numbers in prices, tables and counts).
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

export const cell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.surfaceMuted}`,
    textAlign: 'start',
  },
  variants: {
    align: { start: {}, end: { textAlign: 'end' }, center: { textAlign: 'center' } },
    header: {
      true: { backgroundColor: vars.color.surfaceMuted, fontWeight: vars.font.weightBold },
    },
  },
});

export const empty = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const rowsPerPage = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const pageSelect = style([
  focusRing,
  {
    minHeight: '36px',
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
  },
]);
