import type { Dictionary } from '../../dictionary';

export const checkout = {
  address: {
    title: 'Lieferadresse',
    default: 'Standardadresse',
    choose: 'An diese Adresse liefern',
    choose_label: 'Liefern an',
    add: 'Neue Adresse hinzufügen',
    save_and_use: 'Speichern und hierhin liefern',
    manage: 'Lieferadressen verwalten',
    unknown: 'Diese Adresse ist nicht mehr im Adressbuch. Bitte wählen Sie eine andere.',
    load_failed:
      'Die Adressen der Praxis konnten nicht geladen werden; die Praxisadresse wird verwendet.',
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
  reference: {
    title: 'Ihre Referenz',
    po_number: 'Ihre Kundenbestellnummer (optional)',
    po_number_help: 'Bis zu {{max}} Buchstaben, Ziffern, Leerzeichen und - / . _ #',
    note: 'Hinweis an die Marke (optional)',
    note_help: 'Lieferhinweise oder alles, was wir wissen sollten, bis zu {{max}} Zeichen.',
  },
  review: {
    title: 'Bestellung prüfen',
    intro: 'Prüfen Sie jede Zeile vor dem Bestätigen: Erst mit dem Absenden wird bestellt.',
    none: 'Keine',
    to_pay: 'Zu zahlender Gesamtbetrag',
    payment_free: 'Keine Zahlung nötig',
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
