/** App start (SPEC 4): restoring a stored session that is slow or fails (decision 234). */
export const start = {
  slow: 'The shop is taking longer than usual to answer. Your session is kept; you can wait or try again.',
  failed:
    'The shop could not load your account. Check your connection and try again; you are still logged in.',
  retry: 'Try again',
};
