import type { Dictionary } from '../../dictionary';

export const maintenance = {
  title: 'We voeren onderhoud uit',
  text: 'De shop is tijdelijk niet beschikbaar terwijl we hem verbeteren. Probeer het later opnieuw.',
  thanks: 'Bedankt voor uw geduld.',
} satisfies Dictionary['maintenance'];
