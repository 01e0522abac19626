import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Ordina per conto di un cliente',
  intro: 'Trova lo studio per cui vuoi ordinare per nome, città o numero cliente.',
  customer_number: 'Numero cliente',
  submit: 'Seleziona lo studio',
  selected: 'Ora stai ordinando per {{company}}.',
  to_shop: 'Vai al negozio',
  find: {
    title: 'Trova uno studio',
    label: 'Nome, città o numero cliente',
    submit: 'Cerca',
    results: 'Studi trovati',
    none: 'Nessuno studio per cui puoi ordinare corrisponde a questa ricerca.',
    choose: 'Ordina per {{company}}',
  },
  recent: {
    title: 'I tuoi studi recenti',
    none: 'Qui compariranno gli studi per cui ordini.',
  },
  by_number: 'Oppure inserisci un numero cliente',
} satisfies Dictionary['order_on_behalf'];
