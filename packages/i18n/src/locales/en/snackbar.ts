/** Snackbar actions. */
export const snackbar = {
  undo: 'UNDO',
  close: 'Close notification',
};
