import { type MailText, mailLines, mailText } from '../../platform/mail/templates.js';

/** The product lines as the e-mails list them. */
export interface ZoomMailLine {
  id: string;
  quantity: number;
}

/**
 * Texts of the two Zoom! Delivered e-mails (docs/decisions/120-zoom-stock-limits-and-mail.md), in
 * the practice's language from `@careshop/i18n` (`mail.zoom_*`).
 */
export const zoomMailTexts = {
  /** To the practice that sent the order. */
  practiceConfirmation(
    language: string,
    reference: string,
    patientName: string,
    lines: readonly ZoomMailLine[],
  ): MailText {
    return mailText(language, 'zoom_practice_confirmation', {
      reference,
      patient: patientName,
      lines: mailLines(lines),
    });
  },
  /** To the patient's e-mail address. */
  patientShippingNotice(
    language: string,
    reference: string,
    lines: readonly ZoomMailLine[],
  ): MailText {
    return mailText(language, 'zoom_patient_notice', { reference, lines: mailLines(lines) });
  },
};
