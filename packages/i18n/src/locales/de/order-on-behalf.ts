import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Im Auftrag bestellen',
  intro: 'Geben Sie die Kundennummer der Praxis ein, für die Sie bestellen möchten.',
  customer_number: 'Kundennummer',
  submit: 'Praxis auswählen',
  selected: 'Sie bestellen jetzt für {{company}}.',
  to_shop: 'Zum Shop',
  find: {
    title: 'Praxis suchen',
    label: 'Name, Ort oder Kundennummer',
    submit: 'Suchen',
    results: 'Gefundene Praxen',
    none: 'Keine Praxis, für die Sie bestellen dürfen, entspricht dieser Suche.',
    choose: 'Für {{company}} bestellen',
  },
  recent: {
    title: 'Ihre letzten Praxen',
    none: 'Hier erscheinen die Praxen, für die Sie bestellen.',
  },
  by_number: 'Oder geben Sie eine Kundennummer ein',
} satisfies Dictionary['order_on_behalf'];
