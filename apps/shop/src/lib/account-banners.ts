import { isLicenseApproved, type User } from '@careshop/validation';

/** Inputs of {@link accountBanners}; `now` is passed in so the rule reads no clock. */
export interface AccountBannersInput {
  user: Pick<User, 'license_valid' | 'orders' | 'organisation'> | undefined;
  isSalesRep: boolean;
  now: Date;
}

/** Which account banners of SPEC 2 / 4 show. */
export interface AccountBanners {
  waitingForApproval: boolean;
  newOrderNextYear: boolean;
  /** Orders placed this calendar year. */
  ordersThisYear: number;
}

/**
 * SPEC 4 "License / account": not approved → waiting-for-approval banner; approved and this
 * calendar year's order count at or above `max_order_count_year` → the next-year banner. Sales
 * reps order with the office's licence, so neither shows for them. (The rule would sit better in a
 * domain package; none holds it yet, see the shop README.)
 */
export function accountBanners({ user, isSalesRep, now }: AccountBannersInput): AccountBanners {
  if (!user || isSalesRep) {
    return { waitingForApproval: false, newOrderNextYear: false, ordersThisYear: 0 };
  }
  const approved = isLicenseApproved(user.license_valid);
  const year = now.getFullYear();
  const ordersThisYear = (user.orders ?? []).filter(
    (order) => new Date(order.created).getFullYear() === year,
  ).length;
  const limit = user.organisation?.max_order_count_year;
  const newOrderNextYear =
    approved && typeof limit === 'number' && limit > 0 && ordersThisYear >= limit;
  return { waitingForApproval: !approved, newOrderNextYear, ordersThisYear };
}
