CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "count_bins" (
	"device_id" integer NOT NULL,
	"zone" text NOT NULL,
	"bin_start" timestamp with time zone NOT NULL,
	"bin_end" timestamp with time zone NOT NULL,
	"location_id" integer NOT NULL,
	"enters" integer NOT NULL,
	"exits" integer NOT NULL,
	"missing" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "count_bins_device_id_zone_bin_start_pk" PRIMARY KEY("device_id","zone","bin_start"),
	CONSTRAINT "count_bins_non_negative" CHECK ("count_bins"."enters" >= 0 AND "count_bins"."exits" >= 0),
	CONSTRAINT "count_bins_end_after_start" CHECK ("count_bins"."bin_end" > "count_bins"."bin_start")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"device_type" text NOT NULL,
	"rt_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"last_known_ip" text,
	"last_seen_at" timestamp with time zone,
	"firmware" text,
	"paused" boolean DEFAULT false NOT NULL,
	"is_revoked" boolean DEFAULT false NOT NULL,
	"bidirectional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "gate_totals" (
	"device_id" integer NOT NULL,
	"gate" text NOT NULL,
	"total_in" bigint NOT NULL,
	"total_out" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gate_totals_device_id_gate_pk" PRIMARY KEY("device_id","gate")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"ignore_before" smallint,
	"ignore_after" smallint,
	"stats_available_from" date,
	"license_purchase_id" text DEFAULT '' NOT NULL,
	"license_state" text DEFAULT '' NOT NULL,
	"last_license_transaction" timestamp with time zone,
	"receipt_footer" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"occ_mode" text DEFAULT 'enterleave' NOT NULL,
	"optimal_balance" integer DEFAULT 0 NOT NULL,
	"balance_orange" integer DEFAULT 0 NOT NULL,
	"balance_red" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_hours_in_day" CHECK (("locations"."ignore_before" IS NULL OR "locations"."ignore_before" BETWEEN 0 AND 23) AND ("locations"."ignore_after" IS NULL OR "locations"."ignore_after" BETWEEN 1 AND 24)),
	CONSTRAINT "locations_thresholds_non_negative" CHECK ("locations"."optimal_balance" >= 0 AND "locations"."balance_orange" >= 0 AND "locations"."balance_red" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"location_id" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_daily" (
	"location_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"metric" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "rollup_daily_location_id_local_date_metric_pk" PRIMARY KEY("location_id","local_date","metric")
);
--> statement-breakpoint
CREATE TABLE "rollup_hourly" (
	"location_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"hour" smallint NOT NULL,
	"metric" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "rollup_hourly_location_id_local_date_hour_metric_pk" PRIMARY KEY("location_id","local_date","hour","metric"),
	CONSTRAINT "rollup_hourly_hour" CHECK ("rollup_hourly"."hour" BETWEEN 0 AND 23)
);
--> statement-breakpoint
CREATE TABLE "selfcheck_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ok" boolean NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"dedupe_key" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "office_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "console_level" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "console_configs" ADD CONSTRAINT "console_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_bins" ADD CONSTRAINT "count_bins_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_bins" ADD CONSTRAINT "count_bins_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_totals" ADD CONSTRAINT "gate_totals_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_daily" ADD CONSTRAINT "rollup_daily_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_hourly" ADD CONSTRAINT "rollup_hourly_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfcheck_transactions" ADD CONSTRAINT "selfcheck_transactions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfcheck_transactions" ADD CONSTRAINT "selfcheck_transactions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_configs_company_idx" ON "console_configs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "count_bins_location_start_idx" ON "count_bins" USING btree ("location_id","bin_start");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_company_rt_id_unique" ON "devices" USING btree ("company_id","rt_id");--> statement-breakpoint
CREATE INDEX "devices_location_idx" ON "devices" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "locations_company_idx" ON "locations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "promos_company_idx" ON "promos" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selfcheck_device_dedupe_unique" ON "selfcheck_transactions" USING btree ("device_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "selfcheck_location_time_idx" ON "selfcheck_transactions" USING btree ("location_id","occurred_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_kind" CHECK (("users"."role" = 'console' AND "users"."office_id" IS NULL AND "users"."console_level" BETWEEN 0 AND 5 AND ("users"."company_id" IS NOT NULL OR "users"."console_level" = 5)) OR ("users"."role" <> 'console' AND "users"."office_id" IS NOT NULL AND "users"."console_level" IS NULL AND "users"."company_id" IS NULL));