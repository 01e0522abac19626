import type { Dictionary } from '../../dictionary';

export const snackbar = {
  undo: 'RÜCKGÄNGIG',
  close: 'Benachrichtigung schließen',
} satisfies Dictionary['snackbar'];
