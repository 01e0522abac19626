import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme-contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.low,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
