import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 0,
      border: '1px solid transparent',
      borderRadius: vars.radius.full,
      cursor: 'pointer',
      fontSize: vars.font.sizeLg,
      lineHeight: 1,
      selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
    },
  ],
  variants: {
    variant: {
      primary: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
      secondary: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      outline: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        borderColor: vars.color.primary,
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
    },
    // 24px is the WCAG 2.2 minimum target; sm stays above it.
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: '40px', height: '40px' },
      lg: { width: '48px', height: '48px' },
    },
  },
});
