import { Banner, Button } from '@careshop/design-system';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReorderOutcome } from '../lib/use-reorder';

/**
 * What a reorder could not put in the cart, line by line with the reason (decision 245). It takes
 * the focus when it appears, so a keyboard or screen-reader user lands on it.
 */
export function ReorderOutcomeBanner({
  outcome,
  noneAdded,
}: {
  outcome: ReorderOutcome;
  /** What is said when no line went in (an order's words by default). */
  noneAdded?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} data-testid="reorder-outcome" className="shop-focus-target">
      <Banner
        severity={outcome.added > 0 ? 'warning' : 'error'}
        live="alert"
        action={
          outcome.added > 0 ? (
            <Button size="sm" onClick={() => void navigate({ to: '/cart' })}>
              {t('quick_order.view_cart')}
            </Button>
          ) : undefined
        }
      >
        <p className="shop-flush">
          {outcome.added > 0
            ? t('quick_order.added', { count: outcome.added })
            : (noneAdded ?? t('orders.reorder.none_added'))}
        </p>
        <p className="shop-flush">{t('orders.reorder.not_added')}</p>
        <ul className="shop-flush">
          {outcome.problems.map((problem) => (
            <li key={problem.id}>
              <strong>{problem.name}</strong>
              {problem.adding > 0
                ? ` (${t('orders.reorder.part', { adding: problem.adding, quantity: problem.quantity })})`
                : ''}
              {' — '}
              {t(problem.message.key, problem.message.params)}
            </li>
          ))}
        </ul>
      </Banner>
    </div>
  );
}
