import type { Mailer } from '../../platform/mail/mailer.js';
import type { IdentityContext } from '../identity/index.js';

/** What the back office's routes receive. */
export interface BackofficeDeps extends IdentityContext {
  mailer: Mailer;
}
