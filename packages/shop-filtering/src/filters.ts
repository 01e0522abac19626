import {
  type CatalogueIndex,
  catalogueIndexOf,
  filterTitlesOf,
  keepPositions,
  type Positions,
  productsAt,
} from './catalogue-index';
import { type CollationOptions, collatorOf } from './collation';
import type { ShopProduct } from './product';

/** One entry of the shop's filter list (SPEC 3 "Shop state": filters). */
export interface FilterOption {
  readonly title: string;
  /** How many products in view carry this title. */
  readonly count: number;
  readonly checked: boolean;
}

/**
 * Filter options for the products at `positions`: each title once with the number of products
 * carrying it, ordered by title. Checked titles that no product in view carries stay listed with
 * count 0, so the user can still see and clear them (docs/decisions/021).
 */
export function filterOptionsAt(
  index: CatalogueIndex<ShopProduct>,
  positions: Positions,
  checked: ReadonlySet<string>,
  collator: Intl.Collator,
): FilterOption[] {
  const { titles, idOf, offsets, titleIds } = filterTitlesOf(index);
  const counts = new Uint32Array(titles.length);
  const count = positions === null ? index.size : positions.length;
  for (let k = 0; k < count; k++) {
    const i = positions === null ? k : (positions[k] as number);
    const end = offsets[i + 1] as number;
    for (let t = offsets[i] as number; t < end; t++) {
      const id = titleIds[t] as number;
      counts[id] = (counts[id] as number) + 1;
    }
  }
  const options: FilterOption[] = [];
  for (let id = 0; id < titles.length; id++) {
    const title = titles[id] as string;
    if (counts[id] !== 0 || checked.has(title)) {
      options.push({ title, count: counts[id] as number, checked: checked.has(title) });
    }
  }
  for (const title of checked) {
    if (!idOf.has(title)) options.push({ title, count: 0, checked: true });
  }
  return options.sort((a, b) => collator.compare(a.title, b.title));
}

/** Positions of the products carrying at least one checked title; all of them when none is checked. */
export function checkedFilterPositions(
  index: CatalogueIndex<ShopProduct>,
  positions: Positions,
  checked: ReadonlySet<string>,
): Positions {
  if (checked.size === 0) return positions;
  const { titles, idOf, offsets, titleIds } = filterTitlesOf(index);
  const isChecked = new Uint8Array(titles.length);
  for (const title of checked) {
    const id = idOf.get(title);
    if (id !== undefined) isChecked[id] = 1;
  }
  return keepPositions(index.size, positions, (i) => {
    const end = offsets[i + 1] as number;
    for (let t = offsets[i] as number; t < end; t++) {
      if (isChecked[titleIds[t] as number] === 1) return true;
    }
    return false;
  });
}

/**
 * Rebuilds the filter list from the products in view (SPEC 4 "Shop rules": filters are rebuilt
 * after a category selection), marking the titles in `checkedFilters` as checked.
 */
export function buildFilters(
  products: readonly ShopProduct[],
  checkedFilters: readonly string[] = [],
  options?: CollationOptions,
): FilterOption[] {
  const index = catalogueIndexOf(products);
  return filterOptionsAt(index, null, new Set(checkedFilters), collatorOf(options));
}

/**
 * The products carrying at least one of the checked titles (SPEC 4 "Shop rules": checked filters
 * combine as any-match). Returns `products` itself when no title is checked.
 */
export function applyFilters<P extends ShopProduct>(
  products: readonly P[],
  checkedFilters: readonly string[],
): readonly P[] {
  const index = catalogueIndexOf(products);
  return productsAt(products, checkedFilterPositions(index, null, new Set(checkedFilters)));
}

/** The filter list with `title` flipped; the same list when no option has that title. */
export function toggleFilter(
  filters: readonly FilterOption[],
  title: string,
): readonly FilterOption[] {
  if (!filters.some((option) => option.title === title)) return filters;
  return filters.map((option) =>
    option.title === title ? { ...option, checked: !option.checked } : option,
  );
}

/**
 * The checked titles with `title` flipped: removed when present, else appended. Made for the
 * checked titles kept in the URL search params.
 */
export function toggleCheckedFilter(checkedFilters: readonly string[], title: string): string[] {
  return checkedFilters.includes(title)
    ? checkedFilters.filter((checked) => checked !== title)
    : [...checkedFilters, title];
}

/** The titles of the checked options, in list order. */
export function checkedTitles(filters: readonly FilterOption[]): string[] {
  return filters.filter((option) => option.checked).map((option) => option.title);
}
