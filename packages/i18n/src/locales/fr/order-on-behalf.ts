import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Commander pour un client',
  intro: 'Saisissez le numéro client du cabinet pour lequel vous souhaitez commander.',
  customer_number: 'Numéro client',
  submit: 'Sélectionner le cabinet',
  selected: 'Vous commandez désormais pour {{company}}.',
  to_shop: 'Aller à la boutique',
} satisfies Dictionary['order_on_behalf'];
