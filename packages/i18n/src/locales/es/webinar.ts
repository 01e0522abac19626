import type { Dictionary } from '../../dictionary';

export const webinar = {
  title: 'Seminarios web',
  intro: 'Participe en nuestros seminarios web para profesionales sanitarios.',
  upcoming: 'Próximos seminarios web',
  past: 'Seminarios web anteriores',
  date_time: '{{date}} a las {{time}}',
  speaker: 'Ponente',
  register: 'Inscribirse',
  watch_recording: 'Ver grabación',
  no_webinars: 'En este momento no hay seminarios web programados.',
  form: {
    title: 'Inscripción en {{title}}',
    first_name: 'Nombre',
    last_name: 'Apellidos',
    email: 'Correo electrónico',
    profession: 'Profesión',
    submit: 'Inscribirse',
  },
  confirmed: {
    title: 'Se ha inscrito correctamente',
    text: 'Recibirá un correo electrónico con el enlace para unirse al seminario web.',
  },
} satisfies Dictionary['webinar'];
