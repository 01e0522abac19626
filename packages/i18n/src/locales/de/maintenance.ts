import type { Dictionary } from '../../dictionary';

export const maintenance = {
  title: 'Wir führen Wartungsarbeiten durch',
  text: 'Der Shop ist vorübergehend nicht verfügbar, während wir ihn verbessern. Bitte versuchen Sie es später erneut.',
  thanks: 'Vielen Dank für Ihre Geduld.',
} satisfies Dictionary['maintenance'];
