import type { Dictionary } from '../../dictionary';

export const zoom = {
  title: 'Zoom! Delivered',
  intro: 'Senden Sie Produkte direkt zu Ihrer Patientin oder Ihrem Patienten nach Hause.',
  steps: {
    label: 'Bestellschritte',
    start: 'Start',
    order_form: 'Bestellformular',
    summary: 'Zusammenfassung',
    send: 'Senden',
  },
  start: {
    title: 'Bevor Sie beginnen',
    text: 'Stellen Sie sicher, dass die Patientin oder der Patient der Weitergabe von Adresse und Scan-ID zugestimmt hat.',
    button: 'Bestellung beginnen',
  },
  form: {
    patient: 'Angaben zur Patientin / zum Patienten',
    first_name: 'Vorname',
    last_name: 'Nachname',
    zip: 'Postleitzahl',
    street: 'Adresszeile 1',
    number: 'Adresszeile 2',
    city: 'Ort',
    state: 'Bundesland / Bundesstaat',
    scanner_type: 'Scannertyp',
    patient_scan_id: 'Scan-ID der Patientin / des Patienten',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    products: 'Produkte',
    choose_product: 'Produkt auswählen',
  },
  consents: {
    title: 'Einwilligungen',
    informed_consent_practice: 'Die Praxis hat ihre Einwilligung nach Aufklärung erteilt.',
    informed_consent_patient:
      'Die Patientin / der Patient hat ihre bzw. seine Einwilligung nach Aufklärung erteilt.',
    net_terms: 'Ich akzeptiere die Zahlungsbedingungen (Zahlungsziel).',
    terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
    confirm_correct: 'Ich bestätige, dass die obigen Angaben korrekt sind.',
  },
  summary: {
    title: 'Bestellung prüfen',
    edit: 'Angaben bearbeiten',
  },
  send: {
    button: 'Bestellung senden',
    sending: 'Ihre Bestellung wird gesendet…',
    success_title: 'Bestellung gesendet',
    success_text:
      'Wir liefern die Produkte an Ihre Patientin bzw. Ihren Patienten und senden Ihnen eine Bestätigung per E-Mail.',
    new_order: 'Neue Bestellung beginnen',
  },
} satisfies Dictionary['zoom'];
