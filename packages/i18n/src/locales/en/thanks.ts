/** Generic thank-you page after a submitted form. */
export const thanks = {
  title: 'Thank you',
  text: 'We have received your message and will get back to you as soon as possible.',
  back_home: 'Back to the home page',
};
