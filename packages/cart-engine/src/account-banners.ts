/** Inputs of {@link accountBanners}; `now` is passed in so the rule reads no clock. */
export interface AccountBannersInput {
  /** Whether someone is logged in; nobody logged in sees no account banner. */
  loggedIn: boolean;
  /** Sales reps order with the office's licence and limits: no account banner for them. */
  isSalesRep: boolean;
  /** Whether the account's licence is approved (SPEC 4 "License / account"). */
  licenseApproved: boolean;
  /** Creation dates (ISO strings or dates) of the account's orders. */
  orderDates: readonly (string | Date)[];
  /** The organisation's `max_order_count_year`; null, undefined or 0 means no yearly limit. */
  maxOrdersPerYear?: number | null;
  now: Date;
}

/** Which account banners of SPEC 2 Layout / SPEC 4 "License / account" show. */
export interface AccountBanners {
  waitingForApproval: boolean;
  newOrderNextYear: boolean;
  /** Orders placed in the calendar year (UTC) of `now`. */
  ordersThisYear: number;
  /** Orders still allowed this calendar year, or null without a yearly limit. */
  ordersLeftThisYear: number | null;
}

/**
 * How many of `orderDates` fall in the calendar year of `now`, in UTC: the year the API files an
 * order under and counts its yearly limits by.
 */
export function ordersInYearOf(orderDates: readonly (string | Date)[], now: Date): number {
  const year = now.getUTCFullYear();
  let count = 0;
  for (const created of orderDates) {
    if (new Date(created).getUTCFullYear() === year) count += 1;
  }
  return count;
}

/**
 * SPEC 4 "License / account": a licence that is not approved shows the waiting-for-approval
 * banner; an approved account whose order count this calendar year has reached the organisation's
 * `max_order_count_year` shows "new order next year". Sales reps see neither
 * (docs/decisions/107-yearly-limit-banner-in-cart-engine.md). The server stays the authority: it
 * refuses the order whatever the banner says.
 */
export function accountBanners(input: AccountBannersInput): AccountBanners {
  if (!input.loggedIn || input.isSalesRep) {
    return {
      waitingForApproval: false,
      newOrderNextYear: false,
      ordersThisYear: 0,
      ordersLeftThisYear: null,
    };
  }
  const ordersThisYear = ordersInYearOf(input.orderDates, input.now);
  const limit = input.maxOrdersPerYear;
  const limited = typeof limit === 'number' && Number.isFinite(limit) && limit > 0;
  return {
    waitingForApproval: !input.licenseApproved,
    newOrderNextYear: input.licenseApproved && limited && ordersThisYear >= limit,
    ordersThisYear,
    ordersLeftThisYear: limited ? Math.max(limit - ordersThisYear, 0) : null,
  };
}
