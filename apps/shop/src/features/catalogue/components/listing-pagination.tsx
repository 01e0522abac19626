import type { PaginateOutput } from '@careshop/shop-filtering';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The page's range of the listing ("Showing 1–24 of 57") and links to its pages (decision 249). */
export function ListingPagination({ page }: { page: PaginateOutput<unknown> }) {
  const { t } = useTranslation();
  const to = (number: number) => ({
    to: '.' as const,
    search: (previous: Record<string, unknown>) => ({
      ...previous,
      page: number === 1 ? undefined : number,
    }),
  });
  const numbers = Array.from({ length: page.pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t('shop.pagination.label')} className="shop-pagination">
      <p className="shop-pagination-range" data-testid="listing-range">
        {t('shop.showing', { from: page.from, to: page.to, total: page.total })}
      </p>
      {page.pageCount > 1 ? (
        <ul className="shop-pagination-pages">
          {page.page > 1 ? (
            <li>
              <Link {...to(page.page - 1)} rel="prev" className="shop-page-link">
                <span aria-hidden="true">‹ </span>
                {t('shop.pagination.previous')}
              </Link>
            </li>
          ) : null}
          {numbers.map((number) => (
            <li key={number}>
              <Link
                {...to(number)}
                className="shop-page-link"
                aria-label={t('shop.pagination.page', { page: number })}
                aria-current={number === page.page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ))}
          {page.page < page.pageCount ? (
            <li>
              <Link {...to(page.page + 1)} rel="next" className="shop-page-link">
                {t('shop.pagination.next')}
                <span aria-hidden="true"> ›</span>
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
