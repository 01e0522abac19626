import { type CartProduct, checkCartRules } from '@careshop/cart-engine';
import type { CartCheckLine, Product } from '@careshop/validation';
import { useEffect, useMemo } from 'react';
import { productName } from '../../../lib/product-text';
import { useCartCheck } from '../../../lib/queries/check-cart';
import { useProducts } from '../../../lib/queries/get-products';
import { useShopConfig } from '../../../lib/queries/get-shop-config';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { useCartStore } from '../../../stores/cart-store';

/** One cart line with what the screen shows next to it. */
export interface CartLineView {
  line: CartProduct;
  product: Product | undefined;
  name: string;
  check: CartCheckLine | undefined;
}

/**
 * The cart with the live server check (SPEC 4 "Server refresh"): server prices and statuses are
 * applied with cart-engine's `applyCartCheck`, and the limits it answers (yearly quota left per
 * product, orders left this year, the cart cap) are shown while the user edits.
 */
export function useCartView() {
  const config = useShopConfig();
  const { language, intlLocale } = useShopLanguage();
  const cart = useCartStore((state) => state.cart);
  const dispatch = useCartStore((state) => state.dispatch);
  const products = useProducts(config.organisation_id);
  const lines = useMemo(
    () =>
      cart.products
        .filter((line) => line.quantity > 0)
        .map((line) => ({ id: line.id, quantity: line.quantity })),
    [cart.products],
  );
  const check = useCartCheck({ lines });
  useEffect(() => {
    if (!check.data) return;
    if (check.data.max_order_value_cents !== cart.max) {
      dispatch({ type: 'setMax', max: check.data.max_order_value_cents });
    }
  }, [check.data, cart.max, dispatch]);
  const byId = new Map((check.data?.lines ?? []).map((line) => [line.id, line]));
  const views: CartLineView[] = cart.products.map((line) => {
    const product = products.data?.find((entry) => (entry.id ?? entry.part_no) === line.id);
    return {
      line,
      product,
      name: product ? productName(product, language) : line.id,
      check: byId.get(line.id) as CartLineView['check'],
    };
  });
  const violations = checkCartRules(cart);
  const serverBlocked = (check.data?.lines ?? []).some((line) => line.status !== 'CAN_ORDER_ALL');
  return {
    cart,
    dispatch,
    views,
    violations,
    check: check.data,
    checking: check.isFetching,
    serverBlocked,
    currency: config.currency ?? 'EUR',
    intlLocale,
  };
}
