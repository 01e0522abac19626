import { isLicenseApproved, type Product } from '@careshop/validation';
import { useMemo } from 'react';
import { roleAllows } from '../../../lib/office';
import { productDescription, productName } from '../../../lib/product-text';
import { useCategories } from '../../../lib/queries/get-categories';
import { useMe } from '../../../lib/queries/get-me';
import { useProducts } from '../../../lib/queries/get-products';
import { useShopConfig } from '../../../lib/queries/get-shop-config';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { useAccountStore } from '../../../stores/account-store';

/**
 * The catalogue in the language on screen: names come from each product's translations, so a
 * language switch re-sorts and re-searches without a new request.
 */
export function useCatalogue() {
  const config = useShopConfig();
  const { language, intlLocale } = useShopLanguage();
  const products = useProducts(config.organisation_id);
  const categories = useCategories(config.organisation_id);
  const me = useMe();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const localized = useMemo(
    // Stock is already defaulted to 99 by the validation schema (SPEC 3 Product).
    (): Product[] =>
      (products.data ?? []).map((product) => ({
        ...product,
        SKUName: productName(product, language),
        // The description follows the chosen language too, never the profile's (issue 15).
        SKUDescription: productDescription(product, language) || null,
      })),
    [products.data, language],
  );
  return {
    products: localized,
    categories: categories.data ?? [],
    isPending: products.isPending || categories.isPending,
    isError: products.isError || categories.isError,
    language,
    intlLocale,
    currency: config.currency ?? 'EUR',
    // A rep orders with the office's licence (the server decides); customers need their own.
    licenseApproved: isSalesRep || isLicenseApproved(me?.license_valid),
    // Issue 29: a viewer or a removed member browses without ordering.
    mayOrder: roleAllows(me?.office_role ?? null, 'order', {
      isSalesRep,
      known: me?.office_role != null,
    }),
  };
}
