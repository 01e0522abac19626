import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme-contract.css';

const bar = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.md,
} as const;

// SPEC 2 / 9: top bar 48px.
export const topBar = style({
  ...bar,
  height: vars.layout.topBar,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

// SPEC 2 / 9: sticky header 85px.
export const header = style({
  ...bar,
  position: 'sticky',
  top: 0,
  zIndex: 1100,
  height: vars.layout.header,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  boxShadow: vars.elevation.low,
});

export const slot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const grow = style({ flex: 1, justifyContent: 'center' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const footerColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
  gap: vars.space.lg,
});

export const copyright = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

// The brand chrome (decision 251): logo, main nav, language, shared by the shop and Zoom!.

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const brandMark = style({
  flex: '0 0 auto',
  width: '36px',
  height: '36px',
});

export const brandWordmark = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.1,
  fontSize: vars.font.sizeLg,
  fontWeight: 700,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const brandProduct = style({
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

/** Below 900px the main nav and the header's language switcher give way to the app's menu. */
export const wideOnly = style({
  display: 'contents',
  '@media': { '(max-width: 900px)': { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  color: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover, &[data-status="active"], &[aria-current="page"]': {
      borderBottomColor: vars.color.primary,
    },
  },
});

export const footerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const footerLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const footerInner = style({
  width: '100%',
  maxWidth: vars.layout.container,
  marginInline: 'auto',
});
