/** Options of the functions that compare names. */
export interface CollationOptions {
  /**
   * Compares names and filter titles. Pass one for the interface language, e.g.
   * `new Intl.Collator('fr')`. Default: `new Intl.Collator('en')`, fixed so results do not depend
   * on the machine's locale (docs/decisions/022).
   */
  readonly collator?: Intl.Collator;
}

let fallback: Intl.Collator | undefined;

export function collatorOf(options: CollationOptions | undefined): Intl.Collator {
  if (options?.collator) return options.collator;
  fallback ??= new Intl.Collator('en');
  return fallback;
}

/**
 * Collators with the same resolved options order strings the same way, so cached name ranks are
 * shared between them: an app that creates a new collator per render still hits the cache.
 */
export function collationKeyOf(collator: Intl.Collator): string {
  return JSON.stringify(collator.resolvedOptions());
}
