import type { Mailer } from '../../platform/mail/mailer.js';
import type { IdentityContext } from '../identity/index.js';

/** What content's routes receive. */
export interface ContentDeps extends IdentityContext {
  mailer: Mailer;
}
