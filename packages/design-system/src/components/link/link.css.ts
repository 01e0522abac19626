import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

/** Link styles, exported so router links (TanStack Router `<Link>`) can share them. */
export const linkStyles = recipe({
  base: [
    focusRing,
    {
      color: vars.color.primary,
      // Underlined so links are not told apart by colour alone (WCAG 1.4.1).
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      borderRadius: vars.radius.sm,
      selectors: { '&:hover': { color: vars.color.primaryHover } },
    },
  ],
  variants: {
    tone: {
      primary: {},
      inherit: { color: 'inherit', selectors: { '&:hover': { color: 'inherit' } } },
    },
  },
  defaultVariants: { tone: 'primary' },
});
