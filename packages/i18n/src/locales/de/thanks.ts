import type { Dictionary } from '../../dictionary';

export const thanks = {
  title: 'Vielen Dank',
  text: 'Wir haben Ihre Nachricht erhalten und melden uns so schnell wie möglich bei Ihnen.',
  back_home: 'Zurück zur Startseite',
} satisfies Dictionary['thanks'];
