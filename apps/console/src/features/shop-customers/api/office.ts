import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** One customer office with its members. */
export const officeQuery = (id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'offices', id],
    queryFn: ({ signal }) => api.call(backofficeRoutes.office, { params: { id: id } }, { signal }),
  });
