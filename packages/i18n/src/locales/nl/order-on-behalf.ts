import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Bestellen namens klant',
  intro: 'Zoek de praktijk waarvoor u wilt bestellen op naam, plaats of klantnummer.',
  customer_number: 'Klantnummer',
  submit: 'Praktijk selecteren',
  selected: 'U bestelt nu voor {{company}}.',
  to_shop: 'Naar de shop',
  find: {
    title: 'Praktijk zoeken',
    label: 'Naam, plaats of klantnummer',
    submit: 'Zoeken',
    results: 'Gevonden praktijken',
    none: 'Geen praktijk waarvoor u mag bestellen past bij deze zoekopdracht.',
    choose: 'Bestellen voor {{company}}',
  },
  recent: {
    title: 'Uw recente praktijken',
    none: 'Hier verschijnen de praktijken waarvoor u bestelt.',
  },
  by_number: 'Of vul een klantnummer in',
} satisfies Dictionary['order_on_behalf'];
