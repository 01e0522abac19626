// Without zod, so that the shop's first screen can name the states (its orders filter) without
// loading the order schemas (decision 242).

/**
 * Order processing status (SPEC 4 Other states), plus `cancelled`: back-office staff cancelled it
 * and gave its stock and quota back (issue 14, decision 220).
 */
export const orderStatuses = ['processed', 'in_process', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Payment status; a canceled payment can be resumed (SPEC 4 Other states). */
/**
 * `due`: paid outside the shop, by invoice or cash on delivery (decision 237); `pending`: a card
 * payment not finished yet.
 */
export const paymentStatuses = ['pending', 'due', 'completed', 'canceled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
