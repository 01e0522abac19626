import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme-contract.css';

const bar = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.md,
} as const;

// SPEC 2 / 9: top bar 48px.
export const topBar = style({
  ...bar,
  height: vars.layout.topBar,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

// SPEC 2 / 9: sticky header 85px.
export const header = style({
  ...bar,
  position: 'sticky',
  top: 0,
  zIndex: 1100,
  height: vars.layout.header,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  boxShadow: vars.elevation.low,
});

export const slot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const grow = style({ flex: 1, justifyContent: 'center' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const footerColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
  gap: vars.space.lg,
});

export const copyright = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
