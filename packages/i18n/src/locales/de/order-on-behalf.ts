import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Im Auftrag bestellen',
  intro: 'Suchen Sie die Praxis, für die Sie bestellen möchten, nach Name, Ort oder Kundennummer.',
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
