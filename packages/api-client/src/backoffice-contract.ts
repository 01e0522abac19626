import type { ParseSchema } from './schema';

// The back-office answers of decision 218 whose zod schemas have not reached `@careshop/validation`
// yet (customers, offices, orders), and the filters the client takes. Each answer type is replaced
// by its schema's output type when the schema lands; until then the answer is passed through
// unchecked (see `contractSchema`).

/** An answer typed from decision 218, not checked at run time (its schema has not landed yet). */
export function contractSchema<T>(): ParseSchema<T> {
  return { safeParse: (data: unknown) => ({ success: true, data: data as T }) };
}

/** One hit of `GET /backoffice/customers?q=`: an office and its accounts. */
export interface BackofficeCustomer {
  office_id: number;
  cust_no: string;
  company_name: string;
  city?: string | null;
  organisation_id?: number;
  accounts?: Array<{
    id: number;
    email: string;
    firstName?: string;
    lastName?: string;
    role?: string;
    license_valid?: string;
  }>;
}

/** An order as the back-office lists it. */
export interface BackofficeOrderSummary {
  id: number;
  created: string;
  status: string;
  payment_status?: string | null;
  total: number;
  currency?: string;
  office?: { id: number; cust_no: string; company_name: string } | null;
  rep?: { id: number; email: string } | null;
}

/** `GET /backoffice/orders/:id`: lines, totals and the on-behalf audit. */
export interface BackofficeOrderDetail extends BackofficeOrderSummary {
  subtotal?: number;
  shipping?: number;
  discount?: number;
  tax?: number;
  shipping_method?: string | null;
  coupon?: string | null;
  placed_by?: { id: number; email: string } | null;
  lines: Array<{
    product_id?: number;
    sku?: string;
    name?: string;
    quantity: number;
    price: number;
    total?: number;
  }>;
}

/** Filters of the order list and its exports. */
export interface BackofficeOrderQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  office?: string | undefined;
  rep?: string | undefined;
  payment_status?: string | undefined;
  page?: number | undefined;
}

/** A page of the order list. */
export interface BackofficeOrderPage {
  items: BackofficeOrderSummary[];
  page?: number;
  total?: number;
  page_size?: number;
}

/** Answer of `POST /backoffice/orders/:id/cancel`. */
export interface BackofficeCancelResult {
  cancelled: boolean;
  order?: BackofficeOrderSummary;
  restocked?: Array<{ product_id: number; quantity: number }>;
}

/** `GET /backoffice/offices/:id`. */
export interface BackofficeOffice {
  id: number;
  cust_no: string;
  company_name: string;
  city?: string | null;
  country?: string | null;
  organisation_id?: number;
  orders: BackofficeOrderSummary[];
  orders_this_year: { used: number; allowed: number | null };
  product_quotas: Array<{
    product_id: number;
    name?: string;
    sku?: string;
    used: number;
    max_per_year: number | null;
  }>;
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
