import type { Mailer } from '../../platform/mail/mailer.js';
import type { IdentityContext } from '../identity/index.js';

/** What reporting's routes and its delivery job receive. */
export interface ReportingDeps extends IdentityContext {
  mailer: Mailer;
}
