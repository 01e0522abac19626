/** An id as the API sends it: a number or an opaque string. */
export type EntityId = number | string;

/** Something of the catalogue that may belong to an organisation (SPEC 3 Product, Category). */
export interface BelongsToOrganisation {
  organisation?: { id: EntityId } | null | undefined;
}

/**
 * SPEC 4 App start / SPEC 7: products and categories are filtered to the config organisation id
 * when one is set. Ids compare as text because the API may send `7` or `"7"`; an item with no
 * organisation is dropped (docs/decisions/053-api-client-catalogue-filter.md).
 */
export function filterToOrganisation<Item extends BelongsToOrganisation>(
  items: readonly Item[],
  organisationId: EntityId | null | undefined,
): Item[] {
  if (organisationId === null || organisationId === undefined) return [...items];
  const wanted = String(organisationId);
  return items.filter(
    (item) => item.organisation != null && String(item.organisation.id) === wanted,
  );
}
