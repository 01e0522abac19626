import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme-contract.css';

export const card = recipe({
  base: {
    display: 'grid',
    height: '100%',
    boxSizing: 'border-box',
    gap: vars.space.md,
    padding: vars.space.md,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.surfaceMuted}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.elevation.low,
  },
  variants: {
    layout: {
      grid: { gridTemplateRows: 'auto 1fr auto' },
      list: {
        gridTemplateColumns: '120px 1fr auto',
        alignItems: 'center',
        '@media': { '(max-width: 599px)': { gridTemplateColumns: '80px 1fr' } },
      },
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const media = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/**
 * At most `lines` lines, the rest cut with an ellipsis: long names and descriptions keep the
 * cards of a row equally tall. The whole text stays in the page (screen readers read it all) and
 * the product page shows it in full.
 */
const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    lineClamp: lines,
    overflow: 'hidden',
  }) as const;

export const name = style({
  margin: 0,
  ...clamp(2),
  // Long compound names (German "Feuchtigkeitscreme") break rather than widen a narrow card.
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const description = style({
  margin: 0,
  ...clamp(3),
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const price = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const availability = recipe({
  base: { fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold },
  variants: {
    tone: {
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.error },
      info: { color: vars.color.info },
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    // On a phone the list view's actions take the whole width under the picture and the text,
    // not the picture's narrow column.
    '(max-width: 599px)': { selectors: { '[data-layout="list"] > &': { gridColumn: '1 / -1' } } },
  },
});
