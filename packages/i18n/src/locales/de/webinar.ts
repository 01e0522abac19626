import type { Dictionary } from '../../dictionary';

export const webinar = {
  title: 'Webinare',
  intro: 'Nehmen Sie an unseren Webinaren für medizinische Fachkräfte teil.',
  upcoming: 'Kommende Webinare',
  past: 'Vergangene Webinare',
  date_time: '{{date}} um {{time}}',
  speaker: 'Referent/in',
  register: 'Anmelden',
  watch_recording: 'Aufzeichnung ansehen',
  no_webinars: 'Derzeit sind keine Webinare geplant.',
  form: {
    title: 'Anmeldung zu {{title}}',
    first_name: 'Vorname',
    last_name: 'Nachname',
    email: 'E-Mail-Adresse',
    profession: 'Beruf',
    submit: 'Anmelden',
  },
  confirmed: {
    title: 'Sie sind angemeldet',
    text: 'Sie erhalten eine E-Mail mit dem Link zur Teilnahme am Webinar.',
  },
} satisfies Dictionary['webinar'];
