/** Webinar overview, registration and confirmation. */
export const webinar = {
  title: 'Webinars',
  intro: 'Join our webinars for healthcare professionals.',
  upcoming: 'Upcoming webinars',
  past: 'Past webinars',
  date_time: '{{date}} at {{time}}',
  speaker: 'Speaker',
  register: 'Register',
  watch_recording: 'Watch recording',
  no_webinars: 'There are no webinars planned at the moment.',
  form: {
    title: 'Register for {{title}}',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail address',
    profession: 'Profession',
    submit: 'Register',
  },
  confirmed: {
    title: 'You are registered',
    text: 'You will receive an e-mail with the link to join the webinar.',
  },
};
