CREATE TABLE "office_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"street_name" text NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postalcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "office_addresses" ADD CONSTRAINT "office_addresses_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_addresses" ADD CONSTRAINT "office_addresses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_addresses_office_idx" ON "office_addresses" USING btree ("office_id","id");