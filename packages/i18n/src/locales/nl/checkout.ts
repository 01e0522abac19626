import type { Dictionary } from '../../dictionary';

export const checkout = {
  address: {
    title: 'Verzendadres',
    default: 'Standaardadres',
    choose: 'Naar dit adres verzenden',
  },
  shipping: {
    /** The latest delivery date of an option (decision 238). */
    expected: 'verwacht uiterlijk {{date}}',
    title: 'Bezorgoptie',
    overnight: {
      label: 'Overnight',
      description:
        'Levering de volgende werkdag bij bestelling vóór 14.00 uur ET, anders binnen 1-2 werkdagen.',
    },
    regular: {
      label: 'Normaal',
      description: 'Levering binnen 2-3 werkdagen.',
    },
    standard: {
      label: 'Standaard',
      description: 'Levering binnen 3-7 werkdagen.',
    },
  },
  payment: {
    title: 'Betaalmethode',
    cod: 'Factuur / rembours',
    creditcard: 'Creditcard',
    card: 'Kaart',
    no_payment_needed: 'Voor deze bestelling is geen betaling nodig.',
  },
  terms: {
    sales_terms: 'Ik ga akkoord met de verkoopvoorwaarden',
    terms_of_use: 'Ik ga akkoord met de gebruiksvoorwaarden',
  },
  place_order: 'Bestelling plaatsen',
  confirmation: {
    title: 'Bedankt voor uw bestelling',
    order_number: 'Uw bestelnummer is {{orderNumber}}.',
    email_sent: 'We hebben een bevestiging naar uw e-mailadres gestuurd.',
    view_orders: 'Mijn bestellingen bekijken',
    back_to_shop: 'Terug naar de shop',
  },
} satisfies Dictionary['checkout'];
