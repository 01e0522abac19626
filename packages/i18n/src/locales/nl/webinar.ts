import type { Dictionary } from '../../dictionary';

export const webinar = {
  title: 'Webinars',
  intro: 'Neem deel aan onze webinars voor zorgprofessionals.',
  upcoming: 'Komende webinars',
  past: 'Eerdere webinars',
  date_time: '{{date}} om {{time}}',
  speaker: 'Spreker',
  register: 'Aanmelden',
  watch_recording: 'Opname bekijken',
  no_webinars: 'Er zijn op dit moment geen webinars gepland.',
  form: {
    title: 'Aanmelden voor {{title}}',
    first_name: 'Voornaam',
    last_name: 'Achternaam',
    email: 'E-mailadres',
    profession: 'Beroep',
    submit: 'Aanmelden',
  },
  confirmed: {
    title: 'U bent aangemeld',
    text: 'U ontvangt een e-mail met de link om deel te nemen aan het webinar.',
  },
} satisfies Dictionary['webinar'];
