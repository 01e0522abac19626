import type { Dictionary } from '../../dictionary';

export const cart = {
  title: 'Carrello',
  steps: {
    label: "Fasi dell'ordine",
    /** Hidden after a completed step's label (issue 15). */
    completed: 'completato',
    cart: 'Carrello',
    address: 'Indirizzo',
    shipping: 'Spedizione',
    payment: 'Pagamento',
    review: 'Verifica',
  },
  product: 'Prodotto',
  unit_price: 'Prezzo unitario',
  quantity: 'Quantità',
  line_total: 'Totale',
  remove_line: 'Rimuovi {{name}} dal carrello',
  increase: 'Aumenta la quantità',
  decrease: 'Riduci la quantità',
  subtotal: 'Subtotale',
  shipping: 'Spedizione',
  discount: 'Sconto',
  total: 'Totale',
  /** The VAT the total includes at the delivery country's rate (decision 233). */
  vat_included: 'Di cui IVA ({{rate}})',
  max_spend: "Importo massimo dell'ordine: {{amount}}",
  continue_shopping: 'Continua gli acquisti',
  to_checkout: 'Procedi al checkout',
  ordering_for: 'Stai ordinando per {{company}}',
  limits: {
    quota_left: "Ancora {{amount}} quest'anno",
    orders_left: "Ordini rimanenti quest'anno: {{amount}}",
    cap_left: 'Ancora da spendere: {{amount}}',
  },
  line_status: {
    can_order_all: 'Disponibile',
    can_order_part: 'Solo {{quantity}} disponibili',
    cannot_order: 'Non disponibile',
  },
  coupon: {
    label: 'Codice coupon',
    apply: 'Applica',
    remove: 'Rimuovi il coupon',
    applied: 'Coupon {{code}} applicato',
  },
} satisfies Dictionary['cart'];
