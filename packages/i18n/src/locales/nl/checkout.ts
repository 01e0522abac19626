import type { Dictionary } from '../../dictionary';

export const checkout = {
  address: {
    title: 'Verzendadres',
    default: 'Standaardadres',
    choose: 'Naar dit adres verzenden',
    choose_label: 'Leveren op',
    add: 'Nieuw adres toevoegen',
    save_and_use: 'Opslaan en hier leveren',
    manage: 'Afleveradressen beheren',
    unknown: 'Dit adres staat niet meer in het adresboek. Kies een ander adres.',
    load_failed:
      'De adressen van de praktijk konden niet worden geladen; het praktijkadres wordt gebruikt.',
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
  reference: {
    title: 'Uw referentie',
    po_number: 'Inkoopordernummer (optioneel)',
    po_number_help: 'Maximaal {{max}} letters, cijfers, spaties en - / . _ #',
    note: 'Opmerking voor het merk (optioneel)',
    note_help: 'Leveringsinstructies of iets anders dat we moeten weten, maximaal {{max}} tekens.',
  },
  review: {
    title: 'Controleer uw bestelling',
    intro:
      'Controleer elke regel voordat u bevestigt: er wordt pas besteld als u de bestelling plaatst.',
    none: 'Geen',
    to_pay: 'Totaal te betalen bedrag',
    payment_free: 'Geen betaling nodig',
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
