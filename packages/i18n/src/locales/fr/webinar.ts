import type { Dictionary } from '../../dictionary';

export const webinar = {
  title: 'Webinaires',
  intro: 'Participez à nos webinaires destinés aux professionnels de santé.',
  upcoming: 'Webinaires à venir',
  past: 'Webinaires passés',
  date_time: '{{date}} à {{time}}',
  speaker: 'Intervenant(e)',
  register: "S'inscrire",
  watch_recording: "Voir l'enregistrement",
  no_webinars: "Aucun webinaire n'est prévu pour le moment.",
  form: {
    title: 'Inscription à {{title}}',
    first_name: 'Prénom',
    last_name: 'Nom',
    email: 'Adresse e-mail',
    profession: 'Profession',
    submit: "S'inscrire",
  },
  confirmed: {
    title: 'Vous êtes inscrit(e)',
    text: 'Vous recevrez un e-mail contenant le lien pour rejoindre le webinaire.',
  },
} satisfies Dictionary['webinar'];
