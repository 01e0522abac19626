import type { Dictionary } from '../../dictionary';

export const snackbar = {
  undo: 'ANNULLA',
  close: 'Chiudi la notifica',
} satisfies Dictionary['snackbar'];
