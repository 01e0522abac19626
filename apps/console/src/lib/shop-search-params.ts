import { optionalText } from './search-params';

// The Shop area's search parameters, checked by hand like the console's others (no schema library
// in the app's entry). Anything malformed is dropped, never thrown.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = /^[1-9]\d{0,9}$/;

const text = (value: unknown) => (typeof value === 'number' ? String(value) : optionalText(value));
const date = (value: unknown) => {
  const found = text(value);
  return found && DATE.test(found) ? found : undefined;
};

export interface ShopOrdersSearch {
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  /** The office's customer number. */
  cust_no?: string | undefined;
  /** The sales rep's user id. */
  rep?: number | undefined;
  payment_status?: string | undefined;
  page?: number | undefined;
}

/** Search of `/shop/orders`: the list's filters, in the URL (STYLE 6). */
export function shopOrdersSearch(search: Record<string, unknown>): ShopOrdersSearch {
  const page = text(search.page);
  const rep = text(search.rep);
  return {
    from: date(search.from),
    to: date(search.to),
    status: text(search.status),
    cust_no: text(search.cust_no),
    rep: rep && PAGE.test(rep) ? Number(rep) : undefined,
    payment_status: text(search.payment_status),
    page: page && PAGE.test(page) ? Number(page) : undefined,
  };
}

export interface ShopProductsSearch {
  q?: string | undefined;
  category?: string | undefined;
  availability?: string | undefined;
  page?: number | undefined;
}

/** Search of `/shop/products`. */
export function shopProductsSearch(search: Record<string, unknown>): ShopProductsSearch {
  const page = text(search.page);
  return {
    q: text(search.q),
    category: text(search.category),
    availability: text(search.availability),
    page: page && PAGE.test(page) ? Number(page) : undefined,
  };
}

/** Search of `/shop/customers`. */
export function shopCustomersSearch(search: Record<string, unknown>): { q?: string | undefined } {
  return { q: text(search.q) };
}

/** Search of `/shop/audit`. */
export function shopAuditSearch(search: Record<string, unknown>): {
  entity?: string | undefined;
  entity_id?: string | undefined;
} {
  return { entity: text(search.entity), entity_id: text(search.entity_id) };
}
