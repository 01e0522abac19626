import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme-contract.css';

const gaps = {
  none: { gap: 0 },
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
};

export const stack = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    direction: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row' },
    },
    gap: gaps,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' } },
  },
  defaultVariants: { direction: 'vertical', gap: 'md', align: 'stretch', justify: 'start' },
});
