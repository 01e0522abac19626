import type { Dictionary } from '../../dictionary';

export const zoom = {
  title: 'Zoom! Delivered',
  intro: 'Senden Sie Produkte direkt zu Ihrer Patientin oder Ihrem Patienten nach Hause.',
  steps: {
    label: 'Bestellschritte',
    completed: 'abgeschlossen',
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
  app: {
    sections: 'Bereiche von Zoom! Delivered',
    new_delivery: 'Neue Lieferung',
    sent_deliveries: 'Gesendete Lieferungen',
    back_to_shop: 'Zurück zum Shop',
    login_intro:
      'Melden Sie sich mit Ihrem Careshop-Konto an, um Produkte an eine Patientin oder einen Patienten zu senden.',
  },
  lines: {
    product: 'Produkt {{number}}',
    quantity: 'Menge von Produkt {{number}}',
    increase: 'Eins mehr von Produkt {{number}}',
    decrease: 'Eins weniger von Produkt {{number}}',
    add: 'Weiteres Produkt hinzufügen',
    remove: 'Produkt {{number}} entfernen',
  },
  review: {
    intro: 'Genau diese Angaben werden gesendet. Prüfen Sie sie vor dem Senden.',
    patient: 'Patientin / Patient',
    contact: 'Kontakt',
    scanner: 'Scanner',
    given: 'Erteilt',
    fix_errors: 'Bitte korrigieren Sie die markierten Felder.',
  },
  result: {
    reference: 'Lieferreferenz: {{reference}}',
    failed_title: 'Ihre Bestellung wurde nicht gesendet',
    retry: 'Erneut senden',
    back_to_summary: 'Zurück zur Zusammenfassung',
    conflict:
      'Diese Bestellung wurde bereits mit anderen Angaben gesendet. Prüfen Sie die Zusammenfassung und senden Sie sie erneut.',
  },
  refusals: {
    cannot_order:
      'Ein Produkt kann nicht an Patientinnen oder Patienten gesendet werden: {{products}}.',
    out_of_stock: 'Ein Produkt ist nicht vorrätig: {{products}}.',
    insufficient_stock: 'Für ein Produkt ist nicht genug Bestand vorhanden: {{products}}.',
    max_product_amount_reached:
      'Ein Produkt überschreitet die Höchstmenge pro Bestellung: {{products}}.',
  },
  office_role: {
    title: 'Sie können keine Bestellungen senden',
    viewer:
      'Mit Ihrer Rolle in der Praxis können Sie deren Bestellungen ansehen, aber nicht senden. Bitten Sie Ihren Praxisadministrator, Ihre Rolle zu ändern.',
    removed:
      'Sie sind nicht mehr Mitglied dieser Praxis und können daher keine Bestellungen für sie senden. Wenden Sie sich an den Praxisadministrator, falls dies ein Irrtum ist.',
  },
  sent: {
    title: 'Gesendete Lieferungen',
    empty: 'Sie haben noch keine Lieferungen gesendet.',
    reference: 'Referenz',
    date: 'Datum',
    patient: 'Patientin / Patient',
    city: 'Ort',
    products: 'Produkte',
    status: 'Status',
    load_failed: 'Die gesendeten Lieferungen konnten nicht geladen werden.',
  },
} satisfies Dictionary['zoom'];
