import type { ParseSchema } from './schema';

// The back-office answers of decision 218 whose zod schemas have not reached `@careshop/validation`
// yet (customers, offices, orders), and the filters the client takes. Each answer type is replaced
// by its schema's output type when the schema lands; until then the answer is passed through
// unchecked (see `contractSchema`).

/** An answer typed from decision 218, not checked at run time (its schema has not landed yet). */
export function contractSchema<T>(): ParseSchema<T> {
  return { safeParse: (data: unknown) => ({ success: true, data: data as T }) };
}

/** One account of an office as the back office shows it. */
export interface BackofficeAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: 'customer' | 'sales' | 'staff';
  language: string;
  license_valid: 'PENDING' | 'APPROVED' | 'REJECTED';
  license_rejection_reason: string | null;
  created: string;
}

/** An office (customer number) in the customer search, with its accounts. */
export interface BackofficeOfficeSummary {
  id: number;
  organisation_id: number;
  cust_no: string;
  company_name: string;
  city: string;
  postalcode: string;
  country: string;
  accounts: BackofficeAccount[];
}

/** A page of a back-office list. */
export interface BackofficePage<Item> {
  items: Item[];
  page: number;
  rows_per_page: number;
  total: number;
}

/** A person on an order: who placed it, or the rep who ordered on the office's behalf. */
export interface BackofficeOrderPerson {
  id: number;
  email: string;
  name: string;
}

/** One order in the back office's list (amounts in cents). */
export interface BackofficeOrderSummary {
  id: number;
  order_nr: string;
  created: string;
  status: 'processed' | 'in_process' | 'cancelled';
  payment_status: 'pending' | 'completed' | 'canceled';
  payment_method: string;
  delivery_option: string;
  total: number;
  office: { id: number; cust_no: string; company_name: string };
  placed_by: BackofficeOrderPerson;
  /** Null when the office ordered itself. */
  rep: BackofficeOrderPerson | null;
  cancelled_at: string | null;
}

/** `GET /backoffice/orders/:id`: lines, totals, the on-behalf audit and the staff history. */
export interface BackofficeOrderDetail extends BackofficeOrderSummary {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  coupon_code: string | null;
  shipping_address: {
    name: string;
    address: string;
    address_xtra?: string | undefined;
    city: string;
    postalcode: string;
    country: string;
  };
  lines: Array<{
    product_id: number;
    part_no: string;
    name: string | null;
    quantity: number;
    price_in_cents: number;
    line_total: number;
  }>;
  history: Array<{
    id: number;
    at: string;
    actor: string;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>;
}

/** Filters of the order list and its exports (`office` and `rep` are ids). */
export interface BackofficeOrderQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  office?: number | undefined;
  cust_no?: string | undefined;
  rep?: number | undefined;
  payment_status?: string | undefined;
  page?: number | undefined;
}

/** `GET /backoffice/offices/:id`: the office, its accounts, yearly usage and latest orders. */
export interface BackofficeOfficeDetail extends BackofficeOfficeSummary {
  address: string;
  address_xtra: string;
  organisation_name: string;
  year: number;
  /** Orders counted against the yearly maximum (cancelled ones are not). */
  orders_this_year: { used: number; allowed: number; remaining: number };
  product_quotas: Array<{
    product_id: number;
    part_no: string;
    name: string | null;
    used: number;
    max_per_year: number | null;
    remaining: number | null;
  }>;
  orders: BackofficeOrderSummary[];
}

/** Filters of the product list. */
export interface BackofficeProductFilters {
  q?: string | undefined;
  category?: string | undefined;
  availability?: string | undefined;
  page?: number | undefined;
}

/** Filters of the audit log; `before` is the last id seen (50 a page). */
export interface BackofficeAuditFilters {
  entity?: string | undefined;
  entity_id?: string | undefined;
  before?: number | undefined;
}
