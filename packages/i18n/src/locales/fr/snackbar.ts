import type { Dictionary } from '../../dictionary';

export const snackbar = {
  undo: 'ANNULER',
  close: 'Fermer la notification',
} satisfies Dictionary['snackbar'];
