import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Ordina per conto di un cliente',
  intro: 'Inserisci il numero cliente dello studio per cui vuoi ordinare.',
  customer_number: 'Numero cliente',
  submit: 'Seleziona lo studio',
  selected: 'Ora stai ordinando per {{company}}.',
  to_shop: 'Vai al negozio',
} satisfies Dictionary['order_on_behalf'];
