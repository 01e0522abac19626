import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme-contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: '2px solid currentColor',
    borderInlineEndColor: 'transparent',
    animation: `${spin} 800ms linear infinite`,
    '@media': {
      // A still ring is still recognisable as "busy"; the text alternative carries the meaning.
      '(prefers-reduced-motion: reduce)': { animation: 'none', borderStyle: 'dotted' },
    },
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center' });
