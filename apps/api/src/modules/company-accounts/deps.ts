import type { Mailer } from '../../platform/mail/mailer.js';
import type { IdentityContext } from '../identity/index.js';

/** What company accounts' routes receive. */
export interface CompanyAccountsDeps extends IdentityContext {
  mailer: Mailer;
}
