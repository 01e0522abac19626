import type { CartAdditionVerdict } from '@careshop/cart-engine';
import { productCodeLookup } from '@careshop/shop-filtering';
import {
  type CartCheckRequest,
  type OrderLineText,
  type Product,
  parseOrderLinesText,
} from '@careshop/validation';
import { useMemo } from 'react';
import { type AdditionLine, additionCheckLines, planAdditions } from '../../../lib/cart-additions';
import { useCartCheck } from '../../../lib/queries/check-cart';
import { useProducts } from '../../../lib/queries/get-products';
import { useShopConfig } from '../../../lib/queries/get-shop-config';
import { useAdditionContext } from '../../../lib/use-add-lines-to-cart';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCartStore } from '../../../stores/cart-store';

/** One line of the quick order with what the page says of it. */
export interface QuickOrderEntry {
  line: OrderLineText;
  /** The product the code names; undefined for an unknown code or a line with a problem. */
  product: Product | undefined;
  /** cart-engine's verdict; undefined for a line with a problem (no code or a bad quantity). */
  verdict: CartAdditionVerdict | undefined;
}

/** The lines of a quick order that can be checked: a code and a valid quantity. */
export function additionsOf(
  entries: readonly Pick<QuickOrderEntry, 'line' | 'product'>[],
): AdditionLine[] {
  return entries
    .filter((entry) => entry.line.problem === null)
    .map((entry) => ({ product: entry.product, quantity: entry.line.quantity ?? 0 }));
}

/**
 * The quick order's lines as the professional writes them (decision 244): read with validation's
 * `parseOrderLinesText`, each code matched in the catalogue (ctn, SKU or part number), and each
 * line judged at once by cart-engine's addition rule on the catalogue's limits, then again with
 * the server's yearly quotas, cart cap and orders left once its cart check (debounced) answers.
 * `checkEnabled` is false while a sales rep has no office to check against.
 */
export function useQuickOrder(text: string, checkEnabled: boolean) {
  const config = useShopConfig();
  const products = useProducts(config.organisation_id);
  const cart = useCartStore((state) => state.cart);
  const context = useAdditionContext();
  const parsed = useMemo(() => parseOrderLinesText(text), [text]);
  const find = useMemo(() => productCodeLookup(products.data ?? []), [products.data]);
  const matched = parsed.lines.map((line) => ({
    line,
    product: line.problem === null ? find(line.code) : undefined,
  }));
  const additions = additionsOf(matched);
  // Nothing to ask the server while no line names a product (or a rep has no office yet).
  const known = checkEnabled && additions.some((addition) => addition.product !== undefined);
  const bodyKey = JSON.stringify(known ? additionCheckLines(cart, additions) : []);
  const settledKey = useDebouncedValue(bodyKey, 300);
  const body = useMemo(
    () => ({ lines: JSON.parse(settledKey) as CartCheckRequest['lines'] }),
    [settledKey],
  );
  const check = useCartCheck(body, { keepPrevious: true });
  const planned = planAdditions({ ...context, cart, lines: additions, check: check.data });
  let next = 0;
  const entries: QuickOrderEntry[] = matched.map((entry) => ({
    ...entry,
    verdict: entry.line.problem === null ? planned.plan.lines[next++] : undefined,
  }));
  return {
    parsed,
    entries,
    planned,
    check: check.data,
    checking: check.isFetching || settledKey !== bodyKey,
    checkFailed: check.isError,
    cataloguePending: products.isPending,
  };
}
