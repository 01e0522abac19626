/** Base class of every error this package throws, so callers can catch them as one family. */
export class I18nError extends Error {
  override name = 'I18nError';
}

/** A language was required to have a dictionary and has none. */
export class UnsupportedLanguageError extends I18nError {
  override name = 'UnsupportedLanguageError';

  constructor(readonly locale: string) {
    super(`No dictionary for locale "${locale}"`);
  }
}

/** An amount of money was not a whole number of minor units (cents). */
export class InvalidAmountError extends I18nError {
  override name = 'InvalidAmountError';

  constructor(readonly amount: number) {
    super(`Money amounts are integer cents; got ${amount}`);
  }
}
