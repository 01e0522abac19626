import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Im Auftrag bestellen',
  intro: 'Geben Sie die Kundennummer der Praxis ein, für die Sie bestellen möchten.',
  customer_number: 'Kundennummer',
  submit: 'Praxis auswählen',
  selected: 'Sie bestellen jetzt für {{company}}.',
  to_shop: 'Zum Shop',
} satisfies Dictionary['order_on_behalf'];
