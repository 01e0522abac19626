/** Default maintenance texts, used when the organisation has not set its own. */
export const maintenance = {
  title: 'We are carrying out maintenance',
  text: 'The shop is temporarily unavailable while we improve it. Please try again later.',
  thanks: 'Thank you for your patience.',
};
