/** Subject and body of one e-mail. */
export interface MailText {
  subject: string;
  text: string;
}

type Lang = 'fr' | 'en';

// E-mails go out in French (the demo shop's default locale) or English; @careshop/i18n has no
// e-mail texts yet (reported to the lead), so they live here until it does.
function pick(language: string): Lang {
  return language === 'fr' ? 'fr' : 'en';
}

function formatEuros(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

export const mailTexts = {
  registrationReceived(language: string): MailText {
    return pick(language) === 'fr'
      ? {
          subject: 'Votre inscription a bien été reçue',
          text: 'Merci pour votre inscription. Nous vérifions votre numéro de licence et vous écrirons dès que votre compte sera approuvé.',
        }
      : {
          subject: 'We received your registration',
          text: 'Thank you for registering. We are verifying your licence number and will e-mail you as soon as your account is approved.',
        };
  },
  accountApproved(language: string, loginUrl: string): MailText {
    return pick(language) === 'fr'
      ? {
          subject: 'Votre compte est approuvé',
          text: `Votre licence a été vérifiée. Vous pouvez maintenant commander : ${loginUrl}`,
        }
      : {
          subject: 'Your account is approved',
          text: `Your licence has been verified. You can now place orders: ${loginUrl}`,
        };
  },
  accountRejected(language: string): MailText {
    return pick(language) === 'fr'
      ? {
          subject: 'Votre numéro de licence n’a pas pu être vérifié',
          text: 'Le numéro de licence ne correspond pas aux données de votre compte. Contactez le service client.',
        }
      : {
          subject: 'Your licence number could not be verified',
          text: 'The licence number does not match your account details. Please contact customer service.',
        };
  },
  passwordReset(language: string, link: string, minutes: number): MailText {
    return pick(language) === 'fr'
      ? {
          subject: 'Réinitialisez votre mot de passe',
          text: `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable ${minutes} minutes, une seule fois) : ${link}`,
        }
      : {
          subject: 'Reset your password',
          text: `To choose a new password, open this link (valid for ${minutes} minutes, once): ${link}`,
        };
  },
  orderConfirmation(language: string, orderId: number, totalCents: number): MailText {
    const total = formatEuros(totalCents, language);
    return pick(language) === 'fr'
      ? {
          subject: `Confirmation de commande n° ${orderId}`,
          text: `Merci pour votre commande n° ${orderId}, d’un total de ${total}.`,
        }
      : {
          subject: `Order confirmation #${orderId}`,
          text: `Thank you for your order #${orderId}, total ${total}.`,
        };
  },
  questionReceived(language: string): MailText {
    return pick(language) === 'fr'
      ? {
          subject: 'Nous avons bien reçu votre question',
          text: 'Votre question a été transmise. Nous vous contacterons dès que possible.',
        }
      : {
          subject: 'We received your question',
          text: 'Your question has been submitted. We will contact you as soon as possible.',
        };
  },
};
