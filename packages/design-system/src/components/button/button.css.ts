import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: 'inherit',
      fontWeight: vars.font.weightBold,
      lineHeight: 1.2,
      cursor: 'pointer',
      textDecoration: 'none',
      transition: `background-color ${vars.motion.durationShort} ${vars.motion.easing}`,
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
      },
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
        color: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
      danger: { backgroundColor: vars.color.error, color: vars.color.onError },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.space.sm}`, fontSize: vars.font.sizeSm },
      md: { minHeight: '40px', padding: `0 ${vars.space.md}`, fontSize: vars.font.sizeMd },
      lg: { minHeight: '48px', padding: `0 ${vars.space.lg}`, fontSize: vars.font.sizeLg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
