import type { MailText } from '../mail/templates.js';

/** The product lines as the e-mails list them. */
export interface ZoomMailLine {
  id: string;
  quantity: number;
}

// Same languages as the other e-mails (mail/templates.ts): French, the demo shop's default, or
// English, until @careshop/i18n has e-mail texts.
function isFrench(language: string): boolean {
  return language === 'fr';
}

function listLines(lines: readonly ZoomMailLine[]): string {
  return lines.map((line) => `- ${line.quantity} × ${line.id}`).join('\n');
}

/** Texts of the two Zoom! Delivered e-mails (docs/decisions/120-zoom-stock-limits-and-mail.md). */
export const zoomMailTexts = {
  /** To the practice that sent the order. */
  practiceConfirmation(
    language: string,
    reference: string,
    patientName: string,
    lines: readonly ZoomMailLine[],
  ): MailText {
    return isFrench(language)
      ? {
          subject: `Zoom! Delivered : envoi ${reference} confirmé`,
          text: `Nous livrerons ces produits à ${patientName} (référence ${reference}) :\n${listLines(lines)}`,
        }
      : {
          subject: `Zoom! Delivered: delivery ${reference} confirmed`,
          text: `We will deliver these products to ${patientName} (reference ${reference}):\n${listLines(lines)}`,
        };
  },
  /** To the patient's e-mail address. */
  patientShippingNotice(
    language: string,
    reference: string,
    lines: readonly ZoomMailLine[],
  ): MailText {
    return isFrench(language)
      ? {
          subject: `Votre colis ${reference} est en préparation`,
          text: `Votre sage-femme ou votre cabinet vous envoie ces produits (référence ${reference}) :\n${listLines(lines)}`,
        }
      : {
          subject: `Your parcel ${reference} is being prepared`,
          text: `Your practice is sending you these products (reference ${reference}):\n${listLines(lines)}`,
        };
  },
};
