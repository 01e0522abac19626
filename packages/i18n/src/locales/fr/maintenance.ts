import type { Dictionary } from '../../dictionary';

export const maintenance = {
  title: 'Maintenance en cours',
  text: 'La boutique est temporairement indisponible le temps de nos améliorations. Veuillez réessayer plus tard.',
  thanks: 'Merci de votre patience.',
} satisfies Dictionary['maintenance'];
