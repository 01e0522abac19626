import type { ParseSchema } from './schema';

// The back-office answers as decision 218 describes them, for the calls whose zod schemas have not
// reached `@careshop/validation` yet. Each type is replaced by the schema's output type when its
// schema lands; until then the answer is passed through unchecked (see `contractSchema`).

/** An answer typed from decision 218, not checked at run time (its schema has not landed yet). */
export function contractSchema<T>(): ParseSchema<T> {
  return { safeParse: (data: unknown) => ({ success: true, data: data as T }) };
}

/** `GET /backoffice/me`: the logged-in staff member. */
export interface BackofficeMe {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: string | null;
  organisation_id: number;
  organisation_name: string;
  super_admin: boolean;
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

/** An organisation's ordering rules and its shop configs' currency and locales. */
export interface BackofficeOrganisation {
  id: number;
  name: string;
  max_order_count_year: number;
  /** Cart value cap in cents; -1 is unlimited. */
  max_order_amount: number;
  currency: string;
  locales: string[];
}

/** Body of `PUT /backoffice/organisations/:id`. */
export interface BackofficeOrganisationUpdate {
  max_order_count_year: number;
  max_order_amount: number;
  currency: string;
  locales: string[];
}

/** A shop config (per host name). */
export interface BackofficeShopConfig {
  id: number;
  hostname: string;
  organisation_id?: number;
  title?: string | null;
  locales: string[];
  maintenance_mode: boolean;
  maintenance_title?: string | null;
  maintenance_message?: string | null;
}

/** Body of `PUT /backoffice/shop-configs/:id`. */
export interface BackofficeShopConfigUpdate {
  title?: string | null;
  locales: string[];
  maintenance_mode: boolean;
  maintenance_title?: string | null;
  maintenance_message?: string | null;
}

/** The availability states of a product (SPEC 4 "Other states"). */
export const productAvailabilities = [
  'in_stock',
  'low_stock',
  'out_of_stock',
  'not_online',
  'download_only',
  'available_from',
  'after_validation',
] as const;
export type ProductAvailabilityState = (typeof productAvailabilities)[number];

/** A product as the back-office lists it. */
export interface BackofficeProductSummary {
  id: number;
  sku: string;
  name: string;
  /** Price in cents. */
  price: number;
  stock: number;
  max_per_order: number | null;
  max_per_year: number | null;
  availability: string;
  available_from?: string | null;
  category_id?: number | null;
  category?: string | null;
  is_bundle?: boolean;
}

/** `GET /backoffice/products/:id`. */
export interface BackofficeProductDetail extends BackofficeProductSummary {
  translations: Record<string, { name: string; description: string }>;
  bundle_items: Array<{ product_id: number; quantity: number; name?: string }>;
  leaflet?: boolean;
}

/** Body of `PATCH /backoffice/products/:id`: only the fields that change. */
export interface BackofficeProductPatch {
  price?: number;
  stock?: number;
  stock_delta?: number;
  max_per_order?: number | null;
  max_per_year?: number | null;
  availability?: string;
  available_from?: string | null;
  category_id?: number | null;
  translations?: Record<string, { name: string; description: string }>;
  bundle_items?: Array<{ product_id: number; quantity: number }>;
  leaflet?: boolean;
}

/** Filters of the product list. */
export interface BackofficeProductQuery {
  q?: string | undefined;
  category?: string | undefined;
  availability?: string | undefined;
}

/** A coupon (SPEC 5: case-sensitive code; not valid on bundles, promo or discounted items). */
export interface BackofficeCoupon {
  code: string;
  kind: 'amount' | 'percent';
  /** Cents when `kind` is `amount`, whole percent when `percent`. */
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  used?: number;
  not_on_bundles: boolean;
  not_on_promo: boolean;
  not_on_discounted: boolean;
  active: boolean;
}

/** Body of `POST /backoffice/coupons` (and, without `code`, of its PATCH). */
export type BackofficeCouponInput = BackofficeCoupon;

/** One entry of the audit log. */
export interface BackofficeAuditEntry {
  id: number;
  at: string;
  actor: string;
  entity: string;
  entity_id?: string;
  entityId?: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Filters of the audit log; `before` is the last id seen (50 a page). */
export interface BackofficeAuditQuery {
  entity?: string | undefined;
  entity_id?: string | undefined;
  before?: number | undefined;
}
