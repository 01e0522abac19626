import type { Dictionary } from './dictionary';
import { de } from './locales/de/index';
import { en } from './locales/en/index';
import { es } from './locales/es/index';
import { fr } from './locales/fr/index';
import { it } from './locales/it/index';
import { nl } from './locales/nl/index';
import type { SupportedLanguage } from './supported-languages';

/** The i18next namespace every dictionary lives in. */
export const defaultNamespace = 'translation';

/** All dictionaries in the i18next `resources` shape: `resources.de.translation.errors…`. */
export const resources: Readonly<
  Record<SupportedLanguage, { readonly [defaultNamespace]: Dictionary }>
> = {
  en: { translation: en },
  de: { translation: de },
  fr: { translation: fr },
  es: { translation: es },
  nl: { translation: nl },
  it: { translation: it },
};
