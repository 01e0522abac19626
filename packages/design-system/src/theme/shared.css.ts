import { style } from '@vanilla-extract/css';
import { vars } from './theme-contract.css';

/** Visible focus for keyboard users only (WCAG 2.4.7 / 2.4.11), drawn outside the control. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Direction-bound glyphs (arrows, chevrons) point the other way in RTL. */
export const flipInRtl = style({
  display: 'inline-block',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
