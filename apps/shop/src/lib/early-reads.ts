import { ORDER_ON_BEHALF_HEADER } from '@careshop/api-client';
import type { EarlyReadFetchOptions } from '@careshop/api-client/early-reads';

/**
 * How the shop's API client takes the start-up reads the document's preload script sent
 * (decision 362; the script: `build/first-screen-preload.ts`, the reads:
 * `build/shop-first-screen.ts`), with `@careshop/api-client/early-reads`. On a cold visit the app
 * asks for the hostname config and, with a stored session, the user, the products and the
 * categories as soon as its entry runs (decisions 101, 255), but the entry is the ~85 KB
 * `first-visit` chunk: the preload script (1 KB, `async`) sends the same GETs while the entry
 * downloads, and the client's `fetch` hands each answer to the call for it. The shop's own rule: a
 * call for the office a sales rep orders for (`x-order-on-behalf`) is not the call the script
 * sent.
 */
export const shopEarlyReads: EarlyReadFetchOptions = {
  notWith: [ORDER_ON_BEHALF_HEADER],
};
