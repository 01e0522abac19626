import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSm });

export const required = style({ color: vars.color.error, marginInlineStart: vars.space.xxs });

export const help = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: vars.font.sizeSm, color: vars.color.error, margin: 0 });

const filledLook = {
  backgroundColor: vars.color.surfaceMuted,
  borderColor: 'transparent',
  borderBottomColor: vars.color.border,
};

/**
 * Input, select and textarea share this look. Outlined is the default; the theme's
 * `outlinedFilled` (ThemeProvider's `data-field-style`) or a field's own `variant` turns on the
 * filled look.
 */
export const control = style([
  focusRing,
  {
    width: '100%',
    minHeight: '44px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
    selectors: {
      '&[data-variant="filled"]': filledLook,
      '[data-field-style="filled"] &:not([data-variant="outlined"])': filledLook,
      '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
]);
