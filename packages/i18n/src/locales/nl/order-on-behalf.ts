import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Bestellen namens klant',
  intro: 'Vul het klantnummer in van de praktijk waarvoor u wilt bestellen.',
  customer_number: 'Klantnummer',
  submit: 'Praktijk selecteren',
  selected: 'U bestelt nu voor {{company}}.',
  to_shop: 'Naar de shop',
} satisfies Dictionary['order_on_behalf'];
