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

/** One shop config of an organisation: its currency and locales. */
export interface BackofficeOrganisationShop {
  id: number;
  hostname: string;
  currency: string;
  locales: string[];
}

/** An organisation's ordering rules and its shop configs' currency and locales (decision 219). */
export interface BackofficeOrganisation {
  id: number;
  name: string;
  max_order_count_year: number;
  /** Cart value cap in cents; -1 is unlimited. */
  max_order_amount: number;
  shop_configs: BackofficeOrganisationShop[];
}

/** Body of `PUT /backoffice/organisations/:id`; currency and locales go to every shop config. */
export interface BackofficeOrganisationUpdate {
  max_order_count_year: number;
  max_order_amount: number;
  currency?: string | undefined;
  locales?: string[] | undefined;
}

/** A shop config (per host name); the maintenance title and message are the organisation's. */
export interface BackofficeShopConfig {
  id: number;
  hostname: string;
  organisation_id: number;
  title: string;
  currency: string;
  locales: string[];
  environment?: string;
  is_default?: boolean;
  maintenance_mode: boolean;
  maintenance_title: string | null;
  maintenance_message: string | null;
}

/** Body of `PUT /backoffice/shop-configs/:id`: fields left out keep their value. */
export interface BackofficeShopConfigUpdate {
  title?: string | undefined;
  locales?: string[] | undefined;
  maintenance_mode?: boolean | undefined;
  maintenance_title?: string | null | undefined;
  maintenance_message?: string | null | undefined;
}

/** What is stored of a product's availability (decision 219). */
export const productAvailabilities = [
  'available',
  'download_only',
  'not_online',
  'available_on',
] as const;
export type ProductAvailability = (typeof productAvailabilities)[number];

/** The SPEC 4 availability states staff filter by (derived from the stored one and the stock). */
export const productAvailabilityStates = [
  'in_stock',
  'low_stock',
  'out_of_stock',
  'not_online',
  'download_only',
  'available_on',
] as const;
export type ProductAvailabilityState = (typeof productAvailabilityStates)[number];

/** A product as the back office reads it. */
export interface BackofficeProduct {
  id: number;
  organisation_id: number;
  part_no: string;
  ctn: string;
  sku: string;
  category: { id: number; key: string };
  price_in_cents: number;
  /** Null: unknown (the shop shows 99). */
  stock: number | null;
  availability: ProductAvailability;
  available_from: string | null;
  availability_state: ProductAvailabilityState;
  max_per_order: number | null;
  max_per_year: number | null;
  is_promo: boolean;
  is_discounted: boolean;
  bundle_items: Array<{ part_no: string; quantity: number }> | null;
  translations: Record<string, { name: string; description?: string | null | undefined }>;
  leaflet: boolean;
  filters?: string[];
}

/** A page of the product list. */
export interface BackofficeProductPage {
  items: BackofficeProduct[];
  page: number;
  rows_per_page: number;
  total: number;
}

/** Body of `PATCH /backoffice/products/:id`: only the fields that change. */
export interface BackofficeProductPatch {
  price_in_cents?: number | undefined;
  stock?: number | null | undefined;
  stock_delta?: number | undefined;
  max_per_order?: number | null | undefined;
  max_per_year?: number | null | undefined;
  availability?: ProductAvailability | undefined;
  available_from?: string | null | undefined;
  translations?: Record<string, { name: string; description?: string | undefined }> | undefined;
  category_id?: number | undefined;
  bundle_items?: Array<{ part_no: string; quantity: number }> | null | undefined;
  leaflet?: boolean | undefined;
  is_promo?: boolean | undefined;
  is_discounted?: boolean | undefined;
}

/** Filters of the product list. */
export interface BackofficeProductQuery {
  q?: string | undefined;
  category?: string | undefined;
  availability?: string | undefined;
  page?: number | undefined;
}

/** A coupon (SPEC 5: case-sensitive code; not valid on bundles, promo or discounted items). */
export interface BackofficeCoupon {
  code: string;
  organisation_id: number;
  /** Exactly one of `percent_off` (1–100) and `amount_off_cents` is set. */
  percent_off: number | null;
  amount_off_cents: number | null;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  /** Orders carrying the code that are not cancelled. */
  times_used: number;
  not_on_bundles: boolean;
  not_on_promo: boolean;
  not_on_discounted: boolean;
  active: boolean;
}

/** The editable fields of a coupon; switching kind sends the other amount as null. */
export interface BackofficeCouponPatch {
  percent_off?: number | null | undefined;
  amount_off_cents?: number | null | undefined;
  valid_from?: string | null | undefined;
  valid_until?: string | null | undefined;
  usage_limit?: number | null | undefined;
  not_on_bundles?: boolean | undefined;
  not_on_promo?: boolean | undefined;
  not_on_discounted?: boolean | undefined;
  active?: boolean | undefined;
}

/** Body of `POST /backoffice/coupons`. */
export interface BackofficeCouponCreate extends BackofficeCouponPatch {
  code: string;
}

/** One entry of the audit log. */
export interface BackofficeAuditEntry {
  id: number;
  at: string;
  actor: string;
  organisation_id: number | null;
  entity: string;
  entity_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A page of the audit log; `next_before` is the `before` of the next page, or null. */
export interface BackofficeAuditPage {
  items: BackofficeAuditEntry[];
  next_before: number | null;
}

/** Filters of the audit log; `before` is the last id seen (50 a page). */
export interface BackofficeAuditQuery {
  entity?: string | undefined;
  entity_id?: string | undefined;
  before?: number | undefined;
}
