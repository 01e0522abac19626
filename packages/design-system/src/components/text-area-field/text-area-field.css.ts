import { style } from '@vanilla-extract/css';

/** The field's control look, grown to several lines the user may make taller. */
export const textArea = style({
  minHeight: '6rem',
  resize: 'vertical',
  lineHeight: 1.5,
});
