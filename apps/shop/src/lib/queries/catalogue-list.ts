import { type BelongsToOrganisation, filterToOrganisation } from '@careshop/api-client';
import type { ShopConfig } from '@careshop/validation';
import { queryOptions } from '@tanstack/react-query';

/** How long a catalogue list is fresh (SPEC 4: the catalogue loads once per visit). */
const CATALOGUE_STALE_MS = 5 * 60_000;

/**
 * A catalogue list (products, categories) as two queries (decision 255):
 * - `all()`, key `[name]`: the API's whole list. Start-up asks for it as soon as a session token
 *   is stored, together with the user and the config, because the call itself does not depend on
 *   the config; only the filter does.
 * - `forOrganisation(id)`, key `[name, id]`: the config organisation's part of it (SPEC 4 App
 *   start), what the pages use. It takes the whole list from the cache, or asks for it.
 * Both keys start with `name`, so invalidating `[name]` refreshes both.
 */
export function catalogueListQueries<Item extends BelongsToOrganisation>(
  name: string,
  fetchAll: (signal: AbortSignal) => Promise<readonly Item[]>,
) {
  const all = () =>
    queryOptions({
      queryKey: [name],
      queryFn: ({ signal }) => fetchAll(signal),
      staleTime: CATALOGUE_STALE_MS,
    });
  const forOrganisation = (organisationId: ShopConfig['organisation_id']) =>
    queryOptions({
      queryKey: [name, organisationId ?? null],
      queryFn: async ({ client }): Promise<readonly Item[]> =>
        filterToOrganisation(await client.fetchQuery(all()), organisationId),
      staleTime: CATALOGUE_STALE_MS,
    });
  return { all, forOrganisation };
}
