import type { LanguageSwitcherProps } from '@careshop/design-system';
import { useCustomizationStore } from '../stores/customization-store';
import { useShopConfig } from './queries/get-shop-config';
import { resolveShopLanguage, type ShopLanguage } from './shop-language';

/** The language on screen and the switcher entries, from the config and the stored choice. */
export function useShopLanguage(): ShopLanguage {
  const config = useShopConfig();
  const picked = useCustomizationStore((state) => state.locale);
  return resolveShopLanguage({ locale: config.locale, picked });
}

/**
 * The brand header's and footer's language switcher (decision 251): the shop's languages, the one
 * on screen and the stored choice on change; undefined when the shop offers one language only.
 */
export function useLanguageSwitcher(
  label: string,
): Omit<LanguageSwitcherProps, 'showLabel'> | undefined {
  const language = useShopLanguage();
  const setLocale = useCustomizationStore((state) => state.setLocale);
  if (!language.showSwitcher) return undefined;
  return { languages: language.options, value: language.language, onChange: setLocale, label };
}
