ALTER TABLE "coupons" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "not_on_bundles" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "not_on_promo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "not_on_discounted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_coupon_code_idx" ON "orders" USING btree ("coupon_code") WHERE "orders"."coupon_code" is not null;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_one_kind" CHECK (("coupons"."percent_off" IS NULL) <> ("coupons"."amount_off_cents" IS NULL) AND ("coupons"."percent_off" IS NULL OR "coupons"."percent_off" BETWEEN 1 AND 100) AND ("coupons"."amount_off_cents" IS NULL OR "coupons"."amount_off_cents" > 0));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_validity" CHECK ("coupons"."valid_from" IS NULL OR "coupons"."valid_until" IS NULL OR "coupons"."valid_until" >= "coupons"."valid_from");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_limit" CHECK ("coupons"."usage_limit" IS NULL OR "coupons"."usage_limit" >= 0);