import { isSupportedLanguage, type SupportedLanguage } from '@careshop/i18n';

/** Where the first language on screen comes from, most specific first. */
export interface InitialLanguageInput {
  /** The language picked in this app before. */
  picked: string | null;
  /** The shop's persisted customization (`cart-brand-customization`), if on the same origin. */
  shopCustomization: string | null;
  /** `navigator.languages`. */
  browser: readonly string[];
}

/** The shop's default language (SPEC 1 sample deployment: fr first). */
export const FALLBACK_LANGUAGE: SupportedLanguage = 'fr';

function twoLetters(value: unknown): string | null {
  return typeof value === 'string' && value.length >= 2 ? value.slice(0, 2).toLowerCase() : null;
}

function shopLocale(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { state?: { locale?: unknown } };
    return twoLetters(parsed.state?.locale);
  } catch {
    return null;
  }
}

/**
 * The language to start in: this app's stored choice, else the one picked in the shop, else the
 * browser's first supported language, else the shop default (docs/decisions/122-zoom-app-login-and-state.md).
 */
export function initialLanguage(input: InitialLanguageInput): SupportedLanguage {
  const candidates = [
    twoLetters(input.picked),
    shopLocale(input.shopCustomization),
    ...input.browser.map(twoLetters),
  ];
  for (const candidate of candidates) {
    if (candidate && isSupportedLanguage(candidate)) return candidate;
  }
  return FALLBACK_LANGUAGE;
}
