import type { Dictionary } from '../../dictionary';

export const zoom = {
  title: 'Zoom! Delivered',
  intro: 'Verstuur producten rechtstreeks naar het huisadres van uw patiënt.',
  steps: {
    label: 'Bestelstappen',
    start: 'Start',
    order_form: 'Bestelformulier',
    summary: 'Overzicht',
    send: 'Verzenden',
  },
  start: {
    title: 'Voordat u begint',
    text: 'Controleer of uw patiënt ermee heeft ingestemd dat het adres en de scan-ID met ons worden gedeeld.',
    button: 'Bestelling starten',
  },
  form: {
    patient: 'Gegevens van de patiënt',
    first_name: 'Voornaam',
    last_name: 'Achternaam',
    zip: 'Postcode',
    street: 'Adresregel 1',
    number: 'Adresregel 2',
    city: 'Plaats',
    state: 'Staat / provincie',
    scanner_type: 'Type scanner',
    patient_scan_id: 'Scan-ID van de patiënt',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    products: 'Producten',
    choose_product: 'Kies een product',
  },
  consents: {
    title: 'Toestemmingen',
    informed_consent_practice: 'De praktijk heeft geïnformeerde toestemming gegeven.',
    informed_consent_patient: 'De patiënt heeft geïnformeerde toestemming gegeven.',
    net_terms: 'Ik ga akkoord met de betalingstermijn.',
    terms: 'Ik ga akkoord met de algemene voorwaarden.',
    confirm_correct: 'Ik bevestig dat de bovenstaande gegevens juist zijn.',
  },
  summary: {
    title: 'Controleer uw bestelling',
    edit: 'Gegevens bewerken',
  },
  send: {
    button: 'Bestelling verzenden',
    sending: 'Uw bestelling wordt verzonden…',
    success_title: 'Bestelling verzonden',
    success_text: 'We bezorgen de producten bij uw patiënt en sturen u een bevestiging per e-mail.',
    new_order: 'Nieuwe bestelling starten',
  },
} satisfies Dictionary['zoom'];
