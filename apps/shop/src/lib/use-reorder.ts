import { formatMoney } from '@careshop/i18n';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { additionMessage, cartIdOf } from './cart-additions';
import type { Message } from './cart-line-messages';
import { productName } from './product-text';
import { useProducts } from './queries/get-products';
import { useShopConfig } from './queries/get-shop-config';
import { useAddLinesToCart } from './use-add-lines-to-cart';
import { useShopLanguage } from './use-shop-language';

/** A line of a reordered order that did not go into the cart in full, and why. */
export interface ReorderProblem {
  id: string;
  name: string;
  quantity: number;
  /** Units that did go in (less than `quantity`). */
  adding: number;
  message: Message;
}

/**
 * What a reorder puts in the cart: an order's lines, or a saved cart's (decision 250). `name` is
 * the line's product name when the catalogue no longer has it.
 */
export interface ReorderSource {
  id: string | number;
  lines: readonly { id: string; quantity: number; name?: string | null }[];
}

/** What a reorder did when it could not put every line in the cart. */
export interface ReorderOutcome {
  /** Counts the reorders of the page, so each outcome is a new banner that takes the focus. */
  attempt: number;
  /** The order's (or saved cart's) id. */
  orderId: string;
  /** Lines that went into the cart, in whole or in part. */
  added: number;
  problems: ReorderProblem[];
}

/**
 * "Reorder" in my orders (decision 245): puts the order's lines in the cart, on top of what it
 * holds, as far as today's limits allow (cart-engine's addition rule with a fresh server check).
 * When every line went in, the cart opens; otherwise the outcome names each line that did not go
 * in (or only in part) and why, and the page shows it. A saved cart loads the same way.
 */
export function useReorder() {
  const navigate = useNavigate();
  const config = useShopConfig();
  const products = useProducts(config.organisation_id);
  const { language, intlLocale } = useShopLanguage();
  const addLines = useAddLinesToCart();
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const attempts = useRef(0);
  const money = (cents: number) => formatMoney(cents, config.currency ?? 'EUR', intlLocale);

  const reorder = async (order: ReorderSource) => {
    setPendingId(String(order.id));
    setOutcome(null);
    const catalogue = products.data ?? [];
    const lines = order.lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        line,
        product: catalogue.find((product) => cartIdOf(product) === line.id),
      }));
    try {
      const planned = await addLines(
        lines.map(({ line, product }) => ({ product, quantity: line.quantity })),
      );
      const problems = planned.plan.lines.flatMap((verdict, index): ReorderProblem[] => {
        const entry = lines[index];
        if (!entry || verdict.reason === null) return [];
        return [
          {
            id: entry.line.id,
            name: entry.product
              ? productName(entry.product, language)
              : entry.line.name || entry.line.id,
            quantity: entry.line.quantity,
            adding: verdict.adding,
            message: additionMessage(verdict.reason, entry.product, planned, money),
          },
        ];
      });
      if (problems.length === 0) {
        void navigate({ to: '/cart' });
        return;
      }
      const added = planned.plan.lines.filter((verdict) => verdict.adding > 0).length;
      attempts.current += 1;
      setOutcome({ attempt: attempts.current, orderId: String(order.id), added, problems });
    } finally {
      setPendingId(null);
    }
  };
  return { reorder, outcome, pendingId };
}
