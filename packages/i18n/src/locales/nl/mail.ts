import type { Dictionary } from '../../dictionary';

export const mail = {
  greeting: 'Geachte heer, mevrouw,',
  signature: 'Het Careshop-team',
  registration_received: {
    subject: 'We hebben uw registratie ontvangen',
    text: 'Bedankt voor uw registratie. We controleren uw licentienummer en mailen u zodra uw account is goedgekeurd.',
  },
  account_approved: {
    subject: 'Uw account is goedgekeurd',
    text: 'Uw licentie is gecontroleerd. U kunt nu inloggen en bestellen: {{url}}',
  },
  account_rejected: {
    subject: 'Uw licentienummer kon niet worden gecontroleerd',
    text: 'Het licentienummer komt niet overeen met uw accountgegevens. Neem contact op met de klantenservice.',
  },
  account_rejected_reason: 'Reden: {{reason}}',
  password_reset: {
    subject: 'Stel uw wachtwoord opnieuw in',
    text: 'Open deze link om een nieuw wachtwoord te kiezen ({{minutes}} minuten en één keer geldig): {{url}}',
  },
  console_invite: {
    subject: 'Uw account voor de Careshop-rapportageconsole',
    text: 'Er is een account voor de rapportageconsole voor u aangemaakt. Kies uw wachtwoord via deze link ({{days}} dagen en één keer geldig): {{url}}',
  },
  office_invitation: {
    subject: '{{company}} nodigt u uit voor Careshop',
    text: '{{inviter}} nodigt u uit om op Careshop te bestellen voor {{company}} (klantnummer {{cust_no}}) als {{role}}. Registreer u via deze link ({{days}} dagen en één keer geldig): {{url}}\n\nOns team controleert uw beroepslicentie nog voordat u kunt bestellen.',
  },
  office_role: {
    admin: 'praktijkbeheerder',
    approver: 'goedkeurder',
    buyer: 'besteller',
    viewer: 'kijker (alleen bekijken)',
  },
  order_confirmation: {
    subject: 'Orderbevestiging nr. {{order}}',
    text: 'Bedankt voor uw bestelling nr. {{order}}, totaal {{total}}.',
  },
  /** The VAT the order's total includes (decision 233). */
  order_vat: 'Waarvan btw: {{vat}}.',
  question_received: {
    subject: 'We hebben uw vraag ontvangen',
    text: 'Uw vraag is verstuurd. We nemen zo snel mogelijk contact met u op.',
  },
  webinar_registration: {
    subject: 'U bent aangemeld voor {{title}}',
    text: 'Bedankt voor uw aanmelding voor ‘{{title}}’ op {{date}}. Kort voor de start mailen we u de link om deel te nemen.',
  },
  zoom_practice_confirmation: {
    subject: 'Zoom! Delivered: zending {{reference}} bevestigd',
    text: 'We leveren deze producten aan {{patient}} (referentie {{reference}}):\n{{lines}}',
  },
  zoom_patient_notice: {
    subject: 'Uw pakket {{reference}} wordt klaargemaakt',
    text: 'Uw praktijk stuurt u deze producten (referentie {{reference}}):\n{{lines}}',
  },
  scheduled_report: {
    subject: '{{title}}: {{location}}, {{window}}',
    text: 'Uw rapport {{title}} voor {{location}} ({{window}}) is bijgevoegd als {{file}}.\n\n{{table}}',
    rows_cut:
      'De eerste {{shown}} van {{rows}} regels worden getoond; alle regels staan in het bijgevoegde bestand.',
  },
  // Approval requests (issue 29, decision 330).
  approval_requested: {
    subject: 'Goedkeuring van een bestelling gevraagd door {{requester}}',
    text: '{{requester}} vraagt u een bestelling van {{total}} goed te keuren. Keur deze hier goed of af: {{url}}',
  },
  approval_approved: {
    subject: 'Uw bestelaanvraag is goedgekeurd: bestelling {{order}}',
    text: 'Uw bestelaanvraag is goedgekeurd en geplaatst als bestelling {{order}}, totaal {{total}}: {{url}}',
  },
  approval_rejected: {
    subject: 'Uw bestelaanvraag is afgewezen',
    text: 'Uw bestelaanvraag van {{total}} is afgewezen. Reden: {{reason}}\n\nDetails: {{url}}',
  },
  approval_expired: {
    subject: 'Uw bestelaanvraag is verlopen',
    text: 'Over uw bestelaanvraag van {{total}} is niet op tijd beslist; deze is verlopen en er is niets besteld. U kunt de bestelling opnieuw plaatsen: {{url}}',
  },
} satisfies Dictionary['mail'];
