import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme-contract.css';

export const wrapper = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  transform: 'translate(35%, -35%)',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  // A count, not a status: the brand colour, not the error red (decision 251).
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeXs,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  pointerEvents: 'none',
  selectors: { '[dir="rtl"] &': { transform: 'translate(-35%, -35%)' } },
});
