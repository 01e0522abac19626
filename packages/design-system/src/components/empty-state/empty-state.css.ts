import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme-contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const icon = style({ fontSize: '3rem', color: vars.color.textMuted, lineHeight: 1 });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '32rem' });
