import { queryOptions } from '@tanstack/react-query';
import { backofficeApi } from '../../../lib/session';

/** One product as the back office edits it. */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'products', 'detail', id],
    queryFn: ({ signal }) => backofficeApi.product(id, { signal }),
  });
