import { formatMoney } from '@careshop/i18n';
import { orderNumber } from '@careshop/validation';
import { languageFor, translator } from '../i18n/translator.js';

/** Subject and body of one e-mail. */
export interface MailText {
  subject: string;
  text: string;
}

/** Builds one e-mail from the `mail.<kind>` texts of `@careshop/i18n`, with greeting and signature. */
export function mailText(
  language: string,
  kind: string,
  values: Record<string, string | number> = {},
  /** Paragraphs after the body, before the signature (already in the recipient's language). */
  extra: readonly string[] = [],
): MailText {
  const t = translator(languageFor(language)).t;
  const body = [t(`mail.${kind}.text`, values), ...extra].join('\n\n');
  return {
    subject: t(`mail.${kind}.subject`, values),
    text: `${t('mail.greeting')}\n\n${body}\n\n${t('mail.signature')}`,
  };
}

/** One text of the `mail` dictionary (`mail.<key>`) in the recipient's language. */
export function mailLine(
  language: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return translator(languageFor(language)).t(`mail.${key}`, values);
}

/** The product lines of an e-mail, one `- 2 × BF-002` per line. */
export function mailLines(lines: readonly { id: string; quantity: number }[]): string {
  return lines.map((line) => `- ${line.quantity} × ${line.id}`).join('\n');
}

export const mailTexts = {
  registrationReceived(language: string): MailText {
    return mailText(language, 'registration_received');
  },
  accountApproved(language: string, loginUrl: string): MailText {
    return mailText(language, 'account_approved', { url: loginUrl });
  },
  /** The rejection, quoting the reason staff gave when there is one (decision 220). */
  accountRejected(language: string, reason?: string | null): MailText {
    const extra = reason ? [mailLine(language, 'account_rejected_reason', { reason })] : [];
    return mailText(language, 'account_rejected', {}, extra);
  },
  passwordReset(language: string, link: string, minutes: number): MailText {
    return mailText(language, 'password_reset', { url: link, minutes });
  },
  consoleInvite(language: string, link: string, days: number): MailText {
    return mailText(language, 'console_invite', { url: link, days });
  },
  /** A colleague's invitation to an office (decision 330), naming the role it gives. */
  officeInvitation(
    language: string,
    invitation: {
      link: string;
      days: number;
      company: string;
      custNo: string;
      inviter: string;
      role: string;
    },
  ): MailText {
    return mailText(language, 'office_invitation', {
      url: invitation.link,
      days: invitation.days,
      company: invitation.company,
      cust_no: invitation.custNo,
      inviter: invitation.inviter,
      role: mailLine(language, `office_role.${invitation.role}`),
    });
  },
  /** In the order's own currency (decision 226), with the VAT its total includes (decision 233). */
  orderConfirmation(
    language: string,
    order: { id: number; totalCents: number; taxCents: number; currency: string },
  ): MailText {
    const lang = languageFor(language);
    const money = (cents: number) => formatMoney(cents, order.currency, lang);
    const vat =
      order.taxCents > 0 ? [mailLine(lang, 'order_vat', { vat: money(order.taxCents) })] : [];
    return mailText(
      lang,
      'order_confirmation',
      { order: orderNumber(order.id), total: money(order.totalCents) },
      vat,
    );
  },
  questionReceived(language: string): MailText {
    return mailText(language, 'question_received');
  },
  // Approval requests (issue 29, decision 330); every one links to the shop's request page.
  /** To each approver and administrator of the office: a colleague's order waits for them. */
  approvalRequested(
    language: string,
    values: { requester: string; total: string; url: string },
  ): MailText {
    return mailText(language, 'approval_requested', values);
  },
  /** To the buyer: the request was approved and placed as this order. */
  approvalApproved(
    language: string,
    values: { orderId: number; total: string; url: string },
  ): MailText {
    return mailText(language, 'approval_approved', {
      order: orderNumber(values.orderId),
      total: values.total,
      url: values.url,
    });
  },
  /** To the buyer: the request was rejected, with the approver's reason. */
  approvalRejected(
    language: string,
    values: { total: string; reason: string; url: string },
  ): MailText {
    return mailText(language, 'approval_rejected', values);
  },
  /** To the buyer: nobody decided in time; nothing was ordered. */
  approvalExpired(language: string, values: { total: string; url: string }): MailText {
    return mailText(language, 'approval_expired', values);
  },
};
