import type { Dictionary } from '../../dictionary';

export const contact = {
  title: 'Contatti',
  intro: 'Hai una domanda? Compila il modulo e ti ricontatteremo.',
  name: 'Nome',
  office_name: 'Nome dello studio',
  company: 'Azienda',
  email: 'Indirizzo e-mail',
  phone: 'Numero di telefono',
  question_type: {
    label: 'Di che cosa tratta la tua domanda?',
    checkout: 'Checkout',
    order: 'Il mio ordine',
    account: 'Il mio account',
    backorder: 'Ordine in arretrato',
    website: 'Sito web',
    other: 'Altro',
  },
  preference: {
    label: 'Come preferisci essere contattato/a?',
    email: 'Via e-mail',
    call: 'Per telefono',
  },
  message: 'Il tuo messaggio',
  submit: 'Invia la domanda',
  support: {
    title: 'Servizio clienti',
    hours: 'Dal lunedì al venerdì, dalle 8:00 alle 19:00 (EST)',
    phone: 'Chiamaci al numero {{phone}}',
    email: 'Scrivici a {{email}}',
  },
} satisfies Dictionary['contact'];
