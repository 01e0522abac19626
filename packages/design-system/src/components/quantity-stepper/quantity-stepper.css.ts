import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.background,
});

export const stepButton = style([
  focusRing,
  {
    width: '40px',
    minHeight: '40px',
    border: 'none',
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontSize: vars.font.sizeLg,
    cursor: 'pointer',
    selectors: {
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
  },
]);

export const input = style([
  focusRing,
  {
    width: '3.5rem',
    border: 'none',
    textAlign: 'center',
    backgroundColor: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    MozAppearance: 'textfield',
    selectors: {
      '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none' },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
  },
]);
