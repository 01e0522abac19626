import {
  createI18n,
  formatMoney,
  isSupportedLanguage,
  type SupportedLanguage,
} from '@careshop/i18n';
import { orderNumber } from '@careshop/validation';

/** Subject and body of one e-mail. */
export interface MailText {
  subject: string;
  text: string;
}

/** E-mails go out in the recipient's language; one without a dictionary gets English. */
const fallbackLanguage: SupportedLanguage = 'en';

// One i18next instance per language, built on first use: creating one per e-mail would cost more
// than the e-mail itself.
type I18n = ReturnType<typeof createI18n>;
const instances = new Map<SupportedLanguage, I18n>();

function languageFor(language: string): SupportedLanguage {
  const code = language.slice(0, 2).toLowerCase();
  return isSupportedLanguage(code) ? code : fallbackLanguage;
}

function translator(language: SupportedLanguage): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ locale: language, fallbackLocale: fallbackLanguage });
    instances.set(language, instance);
  }
  return instance;
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
  orderConfirmation(language: string, orderId: number, totalCents: number): MailText {
    const lang = languageFor(language);
    return mailText(lang, 'order_confirmation', {
      order: orderNumber(orderId),
      total: formatMoney(totalCents, 'EUR', lang),
    });
  },
  questionReceived(language: string): MailText {
    return mailText(language, 'question_received');
  },
};
