import { queryOptions } from '@tanstack/react-query';
import { backofficeApi } from '../../../lib/session';

/** One customer office with its members. */
export const officeQuery = (id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'offices', id],
    queryFn: ({ signal }) => backofficeApi.office(id, { signal }),
  });
