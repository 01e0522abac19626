import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css';
import { vars } from '../../theme/theme-contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

const hint = 'rgb(0 0 0 / 0.2)';

// A table wider than its region scrolls inside it. A shadow at a cut edge says there is more to
// scroll to: the two covers scroll with the content (`local`) and uncover the shadows (`scroll`)
// only where content is hidden. Physical sides on purpose: the shadow is where the cut is, in LTR
// and RTL alike.
export const scroller = style([
  focusRing,
  {
    overflowX: 'auto',
    border: `1px solid ${vars.color.surfaceMuted}`,
    borderRadius: vars.radius.md,
    background: [
      `linear-gradient(to right, ${vars.color.background} 30%, transparent) left / 2rem 100% no-repeat local`,
      `linear-gradient(to left, ${vars.color.background} 30%, transparent) right / 2rem 100% no-repeat local`,
      `radial-gradient(farthest-side at 0 50%, ${hint}, transparent) left / 0.75rem 100% no-repeat scroll`,
      `radial-gradient(farthest-side at 100% 50%, ${hint}, transparent) right / 0.75rem 100% no-repeat scroll`,
      vars.color.background,
    ].join(', '),
  },
]);

// Figures in columns line up (decision 251: tabular numbers in prices, tables and counts).
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

export const cell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.surfaceMuted}`,
    textAlign: 'start',
  },
  variants: {
    align: { start: {}, end: { textAlign: 'end' }, center: { textAlign: 'center' } },
    header: {
      true: { backgroundColor: vars.color.surfaceMuted, fontWeight: vars.font.weightBold },
    },
    // A pinned column (a row's actions) stays in view at the inline end while the rest scrolls
    // sideways under it, with a shadow on its edge. Only where there is room beside it: on a
    // phone it would cover the row, so there it scrolls with the others.
    pinned: {
      true: {
        '@media': {
          'screen and (min-width: 48rem)': {
            position: 'sticky',
            insetInlineEnd: 0,
            boxShadow: `-8px 0 8px -8px ${hint}`,
            selectors: { '[dir="rtl"] &': { boxShadow: `8px 0 8px -8px ${hint}` } },
          },
        },
      },
    },
  },
  compoundVariants: [
    // The body's pinned cells need a ground of their own to hide what scrolls under them.
    {
      variants: { pinned: true, header: false },
      style: { backgroundColor: vars.color.background },
    },
  ],
});

export const empty = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const rowsPerPage = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const pageSelect = style([
  focusRing,
  {
    minHeight: '36px',
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
  },
]);
