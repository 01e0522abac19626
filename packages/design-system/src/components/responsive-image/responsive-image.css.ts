import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme-contract.css';

export const image = recipe({
  base: {
    display: 'block',
    width: '100%',
    // With the width and height attributes, the browser reserves the box from their ratio.
    height: 'auto',
    maxWidth: '100%',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceMuted,
  },
  variants: {
    fit: {
      contain: { objectFit: 'contain' },
      cover: { objectFit: 'cover' },
    },
  },
  defaultVariants: { fit: 'contain' },
});
