import type { Dictionary } from '../../dictionary';

export const mail = {
  greeting: 'Guten Tag,',
  signature: 'Ihr Careshop-Team',
  registration_received: {
    subject: 'Wir haben Ihre Registrierung erhalten',
    text: 'Vielen Dank für Ihre Registrierung. Wir prüfen Ihre Lizenznummer und schreiben Ihnen, sobald Ihr Konto freigegeben ist.',
  },
  account_approved: {
    subject: 'Ihr Konto ist freigegeben',
    text: 'Ihre Lizenz wurde geprüft. Sie können sich jetzt anmelden und bestellen: {{url}}',
  },
  account_rejected: {
    subject: 'Ihre Lizenznummer konnte nicht bestätigt werden',
    text: 'Die Lizenznummer passt nicht zu Ihren Kontodaten. Bitte wenden Sie sich an den Kundenservice.',
  },
  account_rejected_reason: 'Begründung: {{reason}}',
  password_reset: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    text: 'Um ein neues Passwort zu wählen, öffnen Sie diesen Link ({{minutes}} Minuten lang und nur einmal gültig): {{url}}',
  },
  console_invite: {
    subject: 'Ihr Konto für die Careshop-Berichtskonsole',
    text: 'Für Sie wurde ein Konto für die Berichtskonsole angelegt. Wählen Sie Ihr Passwort über diesen Link ({{days}} Tage lang und nur einmal gültig): {{url}}',
  },
  office_invitation: {
    subject: '{{company}} lädt Sie zu Careshop ein',
    text: '{{inviter}} lädt Sie ein, auf Careshop für {{company}} (Kundennummer {{cust_no}}) als {{role}} zu bestellen. Registrieren Sie sich über diesen Link ({{days}} Tage lang und nur einmal gültig): {{url}}\n\nIhre Berufslizenz wird vor Ihrer ersten Bestellung weiterhin von unserem Team geprüft.',
  },
  office_role: {
    admin: 'Praxis-Administrator',
    approver: 'Freigebende Person',
    buyer: 'Besteller',
    viewer: 'Betrachter (nur ansehen)',
  },
  order_confirmation: {
    subject: 'Bestellbestätigung Nr. {{order}}',
    text: 'Vielen Dank für Ihre Bestellung Nr. {{order}} über insgesamt {{total}}.',
  },
  /** The VAT the order's total includes (decision 233). */
  order_vat: 'Darin enthaltene MwSt.: {{vat}}.',
  question_received: {
    subject: 'Wir haben Ihre Frage erhalten',
    text: 'Ihre Frage wurde übermittelt. Wir melden uns so schnell wie möglich bei Ihnen.',
  },
  webinar_registration: {
    subject: 'Sie sind angemeldet: {{title}}',
    text: 'Vielen Dank für Ihre Anmeldung zu „{{title}}“ am {{date}}. Den Link zur Teilnahme schicken wir Ihnen kurz vor Beginn.',
  },
  zoom_practice_confirmation: {
    subject: 'Zoom! Delivered: Sendung {{reference}} bestätigt',
    text: 'Wir liefern diese Produkte an {{patient}} (Referenz {{reference}}):\n{{lines}}',
  },
  zoom_patient_notice: {
    subject: 'Ihr Paket {{reference}} wird vorbereitet',
    text: 'Ihre Praxis schickt Ihnen diese Produkte (Referenz {{reference}}):\n{{lines}}',
  },
  scheduled_report: {
    subject: '{{title}}: {{location}}, {{window}}',
    text: 'Ihr Bericht {{title}} für {{location}} ({{window}}) ist als {{file}} angehängt.\n\n{{table}}',
    rows_cut:
      'Die ersten {{shown}} von {{rows}} Zeilen werden angezeigt; alle Zeilen stehen in der angehängten Datei.',
  },
  // Approval requests (issue 29, decision 330).
  approval_requested: {
    subject: 'Bestellfreigabe angefragt von {{requester}}',
    text: '{{requester}} bittet Sie, eine Bestellung über {{total}} freizugeben. Hier freigeben oder ablehnen: {{url}}',
  },
  approval_approved: {
    subject: 'Ihre Bestellanfrage wurde freigegeben: Bestellung {{order}}',
    text: 'Ihre Bestellanfrage wurde freigegeben und als Bestellung {{order}} aufgegeben, Gesamtbetrag {{total}}: {{url}}',
  },
  approval_rejected: {
    subject: 'Ihre Bestellanfrage wurde abgelehnt',
    text: 'Ihre Bestellanfrage über {{total}} wurde abgelehnt. Grund: {{reason}}\n\nDetails: {{url}}',
  },
  approval_expired: {
    subject: 'Ihre Bestellanfrage ist abgelaufen',
    text: 'Über Ihre Bestellanfrage über {{total}} wurde nicht rechtzeitig entschieden; sie ist abgelaufen und es wurde nichts bestellt. Sie können die Bestellung erneut aufgeben: {{url}}',
  },
} satisfies Dictionary['mail'];
