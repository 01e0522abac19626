import type { Mailer } from '../../platform/mail/mailer.js';
import type { IdentityContext } from '../identity/index.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import type { TestCheckout } from './payments/test-provider.js';

/** What ordering's routes receive. */
export interface OrderingDeps extends IdentityContext {
  mailer: Mailer;
  /**
   * Collects online payments: an adapter passed to the server, else the built-in test checkout
   * while it is on (decision 130); undefined = no online payment (invoice / cash on delivery only).
   */
  payments: PaymentProvider | undefined;
  /** The test checkout's page and buttons, when the test checkout is the provider. */
  testCheckout: TestCheckout | undefined;
}
