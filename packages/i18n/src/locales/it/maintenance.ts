import type { Dictionary } from '../../dictionary';

export const maintenance = {
  title: 'Manutenzione in corso',
  text: 'Il negozio è temporaneamente non disponibile mentre lo miglioriamo. Riprova più tardi.',
  thanks: 'Grazie per la pazienza.',
} satisfies Dictionary['maintenance'];
