import type { Dictionary } from '../../dictionary';

export const checkout = {
  address: {
    title: 'Lieferadresse',
    default: 'Standardadresse',
    choose: 'An diese Adresse liefern',
  },
  shipping: {
    /** The latest delivery date of an option (decision 238). */
    expected: 'voraussichtlich bis {{date}}',
    title: 'Versandart',
    overnight: {
      label: 'Express über Nacht',
      description:
        'Lieferung am nächsten Werktag bei Bestellung bis 14:00 Uhr ET, sonst innerhalb von 1-2 Werktagen.',
    },
    regular: {
      label: 'Regulär',
      description: 'Lieferung innerhalb von 2-3 Werktagen.',
    },
    standard: {
      label: 'Standard',
      description: 'Lieferung innerhalb von 3-7 Werktagen.',
    },
  },
  payment: {
    title: 'Zahlungsart',
    cod: 'Rechnung / Nachnahme',
    creditcard: 'Kreditkarte',
    card: 'Karte',
    no_payment_needed: 'Für diese Bestellung ist keine Zahlung erforderlich.',
  },
  terms: {
    sales_terms: 'Ich akzeptiere die Verkaufsbedingungen',
    terms_of_use: 'Ich akzeptiere die Nutzungsbedingungen',
  },
  place_order: 'Bestellung absenden',
  confirmation: {
    title: 'Vielen Dank für Ihre Bestellung',
    order_number: 'Ihre Bestellnummer lautet {{orderNumber}}.',
    email_sent: 'Wir haben Ihnen eine Bestätigung per E-Mail gesendet.',
    view_orders: 'Meine Bestellungen ansehen',
    back_to_shop: 'Zurück zum Shop',
  },
} satisfies Dictionary['checkout'];
