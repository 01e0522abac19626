import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

/** Shared look of checkbox and radio rows. */
export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  minHeight: '24px',
});

export const input = style([
  focusRing,
  {
    width: '20px',
    height: '20px',
    margin: '2px 0 0',
    flexShrink: 0,
    accentColor: vars.color.primary,
    cursor: 'inherit',
  },
]);

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
});

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.md });
