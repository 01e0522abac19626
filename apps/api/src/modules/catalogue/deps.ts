import type { IdentityContext } from '../identity/index.js';

/** What the catalogue's routes receive. */
export type CatalogueDeps = IdentityContext;
