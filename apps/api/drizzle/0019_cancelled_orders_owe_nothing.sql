-- Decision 268: a cancelled order owes nothing. Orders cancelled before this change kept a
-- payment status of 'pending' or 'due' and were listed as "Payment due".
UPDATE "orders" SET "payment_status" = 'canceled'
WHERE "status" = 'cancelled' AND "payment_status" IN ('pending', 'due');
