CREATE TABLE "member_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"limit_cents" integer,
	"period" text DEFAULT 'month' NOT NULL,
	"approval_threshold_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_limits_period" CHECK ("member_limits"."period" IN ('month', 'quarter', 'year')),
	CONSTRAINT "member_limits_amounts" CHECK (coalesce("member_limits"."limit_cents", 0) >= 0 AND coalesce("member_limits"."approval_threshold_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "office_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "office_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"body" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"rejection_reason" text,
	"order_id" integer,
	CONSTRAINT "approval_requests_status" CHECK ("approval_requests"."status" IN ('pending', 'approved', 'rejected', 'withdrawn', 'expired')),
	CONSTRAINT "approval_requests_decision" CHECK (("approval_requests"."status" = 'approved') = ("approval_requests"."order_id" IS NOT NULL) AND ("approval_requests"."status" = 'rejected') = ("approval_requests"."rejection_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "office_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "removed_from_office_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_invitations" ADD CONSTRAINT "office_invitations_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_invitations" ADD CONSTRAINT "office_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_invitations_office_idx" ON "office_invitations" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "approval_requests_office_status_idx" ON "approval_requests" USING btree ("office_id","status","id");--> statement-breakpoint
CREATE INDEX "approval_requests_user_idx" ON "approval_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_office_idx" ON "users" USING btree ("office_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_office_role" CHECK ("users"."office_role" IS NULL OR ("users"."role" = 'customer' AND "users"."office_role" IN ('admin', 'approver', 'buyer', 'viewer')));--> statement-breakpoint
-- Existing professionals (decision 330): each office's earliest approved member administers it;
-- everyone else keeps ordering as before, as a buyer.
UPDATE "users" SET "office_role" = 'buyer' WHERE "role" = 'customer';--> statement-breakpoint
UPDATE "users" SET "office_role" = 'admin' WHERE "id" IN (
	SELECT DISTINCT ON ("office_id") "id" FROM "users"
	WHERE "role" = 'customer' AND "license_status" = 'APPROVED'
	ORDER BY "office_id", "created_at", "id"
);
