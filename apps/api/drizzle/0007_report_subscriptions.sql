CREATE TABLE "report_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"max_rows_in_email" integer NOT NULL,
	"interval" text NOT NULL,
	"period" text NOT NULL,
	"trigger" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"lastsent" timestamp with time zone,
	"format" text NOT NULL,
	"report_type" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"skip_if_empty" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_subscriptions_max_rows" CHECK ("report_subscriptions"."max_rows_in_email" >= 0)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_subscriptions_company_idx" ON "report_subscriptions" USING btree ("company_id");