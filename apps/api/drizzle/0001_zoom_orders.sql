CREATE TABLE "zoom_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'in_process' NOT NULL,
	"products" jsonb NOT NULL,
	"patient" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zoom_orders" ADD CONSTRAINT "zoom_orders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zoom_orders" ADD CONSTRAINT "zoom_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zoom_orders_office_idx" ON "zoom_orders" USING btree ("office_id");