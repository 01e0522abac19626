import type { Dictionary } from '../../dictionary';

export const snackbar = {
  undo: 'DESHACER',
  close: 'Cerrar notificación',
} satisfies Dictionary['snackbar'];
