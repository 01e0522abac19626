import type { Dictionary } from '../../dictionary';

export const zoom = {
  title: 'Zoom! Delivered',
  intro: 'Invia i prodotti direttamente a casa del tuo paziente.',
  steps: {
    label: "Fasi dell'ordine",
    start: 'Inizio',
    order_form: "Modulo d'ordine",
    summary: 'Riepilogo',
    send: 'Invio',
  },
  start: {
    title: 'Prima di iniziare',
    text: "Assicurati che il paziente abbia acconsentito a condividere con noi il proprio indirizzo e l'ID della scansione.",
    button: "Inizia l'ordine",
  },
  form: {
    patient: 'Dati del paziente',
    first_name: 'Nome',
    last_name: 'Cognome',
    zip: 'CAP',
    street: 'Indirizzo (riga 1)',
    number: 'Indirizzo (riga 2)',
    city: 'Città',
    state: 'Stato / provincia',
    scanner_type: 'Tipo di scanner',
    patient_scan_id: 'ID scansione del paziente',
    email: 'Indirizzo e-mail',
    phone: 'Numero di telefono',
    products: 'Prodotti',
    choose_product: 'Scegli un prodotto',
  },
  consents: {
    title: 'Consensi',
    informed_consent_practice: 'Lo studio ha fornito il consenso informato.',
    informed_consent_patient: 'Il paziente ha fornito il consenso informato.',
    net_terms: 'Accetto i termini di pagamento dilazionato.',
    terms: 'Accetto i termini e le condizioni.',
    confirm_correct: 'Confermo che le informazioni riportate sopra sono corrette.',
  },
  summary: {
    title: 'Controlla il tuo ordine',
    edit: 'Modifica i dati',
  },
  send: {
    button: "Invia l'ordine",
    sending: 'Invio del tuo ordine in corso…',
    success_title: 'Ordine inviato',
    success_text: 'Consegneremo i prodotti al tuo paziente e ti invieremo una conferma via e-mail.',
    new_order: 'Inizia un nuovo ordine',
  },
} satisfies Dictionary['zoom'];
