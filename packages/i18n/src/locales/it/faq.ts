import type { Dictionary } from '../../dictionary';

export const faq = {
  title: 'Domande frequenti',
  intro: 'Trova rapidamente le risposte alle domande più comuni.',
  subjects: {
    label: 'Argomenti',
    authentication: 'Accesso e registrazione',
    account: 'Il mio account',
    ordering: 'Ordini',
    delivery: 'Consegna',
    products: 'Prodotti',
  },
  back: 'Torna a tutte le domande',
  no_questions: 'Non ci sono ancora domande su questo argomento.',
  more_help: 'Non hai trovato la risposta?',
  contact_link: 'Contattaci',
} satisfies Dictionary['faq'];
