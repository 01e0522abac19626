export { expireApprovalRequests } from './approval-decisions.js';
export type { OrderingDeps } from './deps.js';
export {
  memberLimitAndSpent,
  memberLimitOf,
  memberLimitRows,
  memberSpending,
  memberSpendings,
  type StoredMemberLimit,
  spentInPeriod,
} from './member-spending.js';
export { actingOfficeOf, officeAccessCheck } from './office-access.js';
export { newestOrdersInBatches } from './order-batches.js';
export { orderCurrency } from './order-currency.js';
export { recentOfficeOrders } from './order-view.js';
export type { PaymentProvider } from './payments/payment-provider.js';
export { createTestPaymentProvider, type TestCheckout } from './payments/test-provider.js';
export { orderingRoutes } from './plugin.js';
export * from './schema.js';
export { seedOrderingDemo } from './seed.js';
export { ordersUsedInYear, productQuantitiesUsedInYear } from './yearly-usage.js';
