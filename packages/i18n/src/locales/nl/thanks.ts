import type { Dictionary } from '../../dictionary';

export const thanks = {
  title: 'Bedankt',
  text: 'We hebben uw bericht ontvangen en nemen zo snel mogelijk contact met u op.',
  back_home: 'Terug naar de startpagina',
} satisfies Dictionary['thanks'];
