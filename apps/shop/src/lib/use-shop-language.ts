import { useCustomizationStore } from '../stores/customization-store';
import { useShopConfig } from './queries/get-shop-config';
import { resolveShopLanguage, type ShopLanguage } from './shop-language';

/** The language on screen and the switcher entries, from the config and the stored choice. */
export function useShopLanguage(): ShopLanguage {
  const config = useShopConfig();
  const picked = useCustomizationStore((state) => state.locale);
  return resolveShopLanguage({ locale: config.locale, picked });
}
