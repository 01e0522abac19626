import type { Dictionary } from '../../dictionary';

export const mail = {
  greeting: 'Buongiorno,',
  signature: 'Il team Careshop',
  registration_received: {
    subject: 'Abbiamo ricevuto la sua registrazione',
    text: 'Grazie per essersi registrato. Stiamo verificando il suo numero di licenza e le scriveremo non appena il suo account sarà approvato.',
  },
  account_approved: {
    subject: 'Il suo account è stato approvato',
    text: 'La sua licenza è stata verificata. Ora può accedere ed effettuare ordini: {{url}}',
  },
  account_rejected: {
    subject: 'Non è stato possibile verificare il suo numero di licenza',
    text: 'Il numero di licenza non corrisponde ai dati del suo account. Contatti il servizio clienti.',
  },
  account_rejected_reason: 'Motivo: {{reason}}',
  password_reset: {
    subject: 'Reimposti la sua password',
    text: 'Per scegliere una nuova password apra questo link (valido per {{minutes}} minuti, una sola volta): {{url}}',
  },
  console_invite: {
    subject: 'Il suo account per la console dei report Careshop',
    text: 'È stato creato per lei un account per la console dei report. Scelga la sua password con questo link (valido per {{days}} giorni, una sola volta): {{url}}',
  },
  office_invitation: {
    subject: '{{company}} la invita su Careshop',
    text: '{{inviter}} la invita a ordinare per {{company}} (numero cliente {{cust_no}}) su Careshop come {{role}}. Si registri con questo link (valido per {{days}} giorni, una sola volta): {{url}}\n\nLa sua licenza professionale viene comunque verificata dal nostro team prima che possa ordinare.',
  },
  office_role: {
    admin: 'amministratore dello studio',
    approver: 'approvatore',
    buyer: 'acquirente',
    viewer: 'lettore (sola consultazione)',
  },
  order_confirmation: {
    subject: 'Conferma dell’ordine n. {{order}}',
    text: 'Grazie per il suo ordine n. {{order}}, per un totale di {{total}}.',
  },
  /** The VAT the order's total includes (decision 233). */
  order_vat: 'Di cui IVA: {{vat}}.',
  question_received: {
    subject: 'Abbiamo ricevuto la sua domanda',
    text: 'La sua domanda è stata inviata. La contatteremo il prima possibile.',
  },
  webinar_registration: {
    subject: 'È iscritto/a a {{title}}',
    text: 'Grazie per essersi iscritto/a a «{{title}}» il {{date}}. Le invieremo il link per partecipare poco prima dell’inizio.',
  },
  zoom_practice_confirmation: {
    subject: 'Zoom! Delivered: spedizione {{reference}} confermata',
    text: 'Consegneremo questi prodotti a {{patient}} (riferimento {{reference}}):\n{{lines}}',
  },
  zoom_patient_notice: {
    subject: 'Il suo pacco {{reference}} è in preparazione',
    text: 'Il suo studio le invia questi prodotti (riferimento {{reference}}):\n{{lines}}',
  },
  scheduled_report: {
    subject: '{{title}}: {{location}}, {{window}}',
    text: 'Il suo report {{title}} per {{location}} ({{window}}) è allegato come {{file}}.\n\n{{table}}',
    rows_cut:
      'Sono mostrate le prime {{shown}} di {{rows}} righe; tutte le righe sono nel file allegato.',
  },
  // Approval requests (issue 29, decision 330).
  approval_requested: {
    subject: 'Approvazione di un ordine richiesta da {{requester}}',
    text: '{{requester}} le chiede di approvare un ordine di {{total}}. Lo approvi o lo rifiuti qui: {{url}}',
  },
  approval_approved: {
    subject: 'La sua richiesta d’ordine è stata approvata: ordine {{order}}',
    text: 'La sua richiesta d’ordine è stata approvata ed effettuata come ordine {{order}}, totale {{total}}: {{url}}',
  },
  approval_rejected: {
    subject: 'La sua richiesta d’ordine è stata rifiutata',
    text: 'La sua richiesta d’ordine di {{total}} è stata rifiutata. Motivo: {{reason}}\n\nDettagli: {{url}}',
  },
  approval_expired: {
    subject: 'La sua richiesta d’ordine è scaduta',
    text: 'La sua richiesta d’ordine di {{total}} non è stata decisa in tempo ed è scaduta; non è stato ordinato nulla. Può effettuare di nuovo l’ordine: {{url}}',
  },
} satisfies Dictionary['mail'];
