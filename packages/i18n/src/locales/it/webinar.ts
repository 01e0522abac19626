import type { Dictionary } from '../../dictionary';

export const webinar = {
  title: 'Webinar',
  intro: 'Partecipa ai nostri webinar per i professionisti sanitari.',
  upcoming: 'Prossimi webinar',
  past: 'Webinar passati',
  date_time: '{{date}} alle {{time}}',
  speaker: 'Relatore/relatrice',
  register: 'Iscriviti',
  watch_recording: 'Guarda la registrazione',
  no_webinars: 'Al momento non sono previsti webinar.',
  form: {
    title: 'Iscrizione a {{title}}',
    first_name: 'Nome',
    last_name: 'Cognome',
    email: 'Indirizzo e-mail',
    profession: 'Professione',
    submit: 'Iscriviti',
  },
  confirmed: {
    title: 'Iscrizione completata',
    text: "Riceverai un'e-mail con il link per partecipare al webinar.",
  },
} satisfies Dictionary['webinar'];
