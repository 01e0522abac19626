import type { Dictionary } from '../../dictionary';

export const snackbar = {
  undo: 'ONGEDAAN MAKEN',
  close: 'Melding sluiten',
} satisfies Dictionary['snackbar'];
