import type { Dictionary } from '../../dictionary';

export const cart = {
  title: 'Winkelwagen',
  steps: {
    label: 'Bestelstappen',
    /** Hidden after a completed step's label (issue 15). */
    completed: 'voltooid',
    cart: 'Winkelwagen',
    address: 'Adres',
    shipping: 'Verzending',
    payment: 'Betaling',
    review: 'Controleren',
  },
  product: 'Product',
  unit_price: 'Stukprijs',
  quantity: 'Aantal',
  line_total: 'Totaal',
  remove_line: '{{name}} uit de winkelwagen verwijderen',
  increase: 'Aantal verhogen',
  decrease: 'Aantal verlagen',
  subtotal: 'Subtotaal',
  shipping: 'Verzendkosten',
  discount: 'Korting',
  total: 'Totaal',
  /** The VAT the total includes at the delivery country's rate (decision 233). */
  vat_included: 'Waarvan btw ({{rate}})',
  max_spend: 'Maximale bestelwaarde: {{amount}}',
  continue_shopping: 'Verder winkelen',
  to_checkout: 'Naar afrekenen',
  ordering_for: 'U bestelt voor {{company}}',
  limits: {
    quota_left: 'Nog {{amount}} dit jaar',
    orders_left: 'Resterende bestellingen dit jaar: {{amount}}',
    cap_left: 'Nog te besteden: {{amount}}',
  },
  line_status: {
    can_order_all: 'Beschikbaar',
    can_order_part: 'Slechts {{quantity}} beschikbaar',
    cannot_order: 'Niet beschikbaar',
  },
  coupon: {
    label: 'Couponcode',
    apply: 'Toepassen',
    remove: 'Coupon verwijderen',
    applied: 'Coupon {{code}} toegepast',
  },
} satisfies Dictionary['cart'];
