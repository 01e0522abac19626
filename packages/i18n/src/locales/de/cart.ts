import type { Dictionary } from '../../dictionary';

export const cart = {
  title: 'Warenkorb',
  steps: {
    label: 'Bestellschritte',
    /** Hidden after a completed step's label (issue 15). */
    completed: 'abgeschlossen',
    cart: 'Warenkorb',
    address: 'Adresse',
    shipping: 'Versand',
    payment: 'Zahlung',
    review: 'Prüfen',
  },
  product: 'Produkt',
  unit_price: 'Stückpreis',
  quantity: 'Menge',
  line_total: 'Summe',
  remove_line: '{{name}} aus dem Warenkorb entfernen',
  increase: 'Menge erhöhen',
  decrease: 'Menge verringern',
  subtotal: 'Zwischensumme',
  shipping: 'Versand',
  discount: 'Rabatt',
  total: 'Gesamtsumme',
  /** The VAT the total includes at the delivery country's rate (decision 233). */
  vat_included: 'Darin enthaltene MwSt. ({{rate}})',
  max_spend: 'Maximaler Bestellwert: {{amount}}',
  continue_shopping: 'Weiter einkaufen',
  to_checkout: 'Zur Kasse',
  ordering_for: 'Sie bestellen für {{company}}',
  limits: {
    quota_left: 'Noch {{amount}} in diesem Jahr',
    orders_left: 'Verbleibende Bestellungen in diesem Jahr: {{amount}}',
    cap_left: 'Noch verfügbarer Bestellwert: {{amount}}',
  },
  line_status: {
    can_order_all: 'Verfügbar',
    can_order_part: 'Nur {{quantity}} verfügbar',
    cannot_order: 'Nicht verfügbar',
  },
  coupon: {
    label: 'Gutscheincode',
    apply: 'Einlösen',
    remove: 'Gutschein entfernen',
    applied: 'Gutschein {{code}} eingelöst',
  },
} satisfies Dictionary['cart'];
