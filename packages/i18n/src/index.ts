export type { CreateI18nOptions } from './create-i18n';
export { createI18n } from './create-i18n';
export type { DateInputField, DateInputPattern } from './date-input';
export {
  dateInputPattern,
  formatDateInput,
  ISO_DATE_INPUT,
  parseDateInput,
} from './date-input';
export type { DeepStringRecord, Dictionary, TranslationKey } from './dictionary';
export { errorMessageKey } from './error-message-key';
export type { DictionaryTree } from './flatten-dictionary';
export { flattenDictionary, placeholdersOf } from './flatten-dictionary';
export type { DateLocale, DateReader, FormatDateOptions } from './format-date';
export {
  dateLocaleOf,
  formatCalendarDate,
  formatDate,
  formatDateRange,
  formatDateRangeEnds,
  formatDateTime,
  formatInstantDate,
} from './format-date';
export { centsToUnits, currencyDecimals, formatMoney } from './format-money';
export { I18nError, InvalidAmountError, UnsupportedLanguageError } from './i18n-errors';
export type { SwitcherLanguage, SwitcherState } from './language-switcher';
export { languagesFromConfig, switcherState } from './language-switcher';
export { defaultLocale, languageOf, normaliseLocales, regionOf } from './locale-code';
export { LANGUAGE_PLACEHOLDER, LOCALE_PLACEHOLDER, localizeUrl } from './outbound-link';
export { defaultNamespace, resources } from './resources';
export type { SupportedLanguage } from './supported-languages';
export { isSupportedLanguage, languageNames, supportedLanguages } from './supported-languages';
