import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme-contract.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.md,
    '@media': { '(min-width: 600px)': { paddingInline: vars.space.lg } },
  },
  // SPEC 9: content width max 1180 (one layout) or container max 1420px.
  variants: {
    size: {
      content: { maxWidth: vars.layout.content },
      wide: { maxWidth: vars.layout.container },
    },
  },
  defaultVariants: { size: 'content' },
});
