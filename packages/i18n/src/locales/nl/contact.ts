import type { Dictionary } from '../../dictionary';

export const contact = {
  title: 'Contact',
  intro: 'Hebt u een vraag? Vul het formulier in en we nemen contact met u op.',
  name: 'Naam',
  office_name: 'Naam van de praktijk',
  company: 'Bedrijf',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  question_type: {
    label: 'Waar gaat uw vraag over?',
    checkout: 'Afrekenen',
    order: 'Mijn bestelling',
    account: 'Mijn account',
    backorder: 'Nalevering',
    website: 'Website',
    other: 'Overig',
  },
  preference: {
    label: 'Hoe wilt u dat we contact met u opnemen?',
    email: 'Per e-mail',
    call: 'Telefonisch',
  },
  message: 'Uw bericht',
  submit: 'Vraag versturen',
  support: {
    title: 'Klantenservice',
    hours: 'Maandag-vrijdag, 8.00-19.00 uur EST',
    phone: 'Bel ons op {{phone}}',
    email: 'Mail ons op {{email}}',
  },
} satisfies Dictionary['contact'];
