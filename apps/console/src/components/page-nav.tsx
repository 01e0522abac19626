import { Button } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';

/** Whether a paged answer has a page after `page` (pages count from 1). */
export function hasNextPage(
  page: number,
  answer: { rows_per_page: number; total: number } | undefined,
) {
  return answer ? page * answer.rows_per_page < answer.total : false;
}

/** Previous / next for a paged list; hidden when everything fits on one page. */
export function PageNav({
  page,
  hasNext,
  onPage,
}: {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="console-actions" aria-label={t('console_app.backoffice.page', { page })}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('console_app.backoffice.previous_page')}
      </Button>
      <span>{t('console_app.backoffice.page', { page })}</span>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('console_app.backoffice.next_page')}
      </Button>
    </nav>
  );
}
