CREATE TABLE "shop_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_config_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"link_product_id" integer,
	"link_category_id" integer,
	"valid_from" date,
	"valid_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_promos_one_link" CHECK ("shop_promos"."link_product_id" IS NULL OR "shop_promos"."link_category_id" IS NULL),
	CONSTRAINT "shop_promos_window" CHECK ("shop_promos"."valid_from" IS NULL OR "shop_promos"."valid_until" IS NULL OR "shop_promos"."valid_until" >= "shop_promos"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "shop_promos" ADD CONSTRAINT "shop_promos_shop_config_id_shop_configs_id_fk" FOREIGN KEY ("shop_config_id") REFERENCES "public"."shop_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promos" ADD CONSTRAINT "shop_promos_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_promos" ADD CONSTRAINT "shop_promos_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_promos_shop_idx" ON "shop_promos" USING btree ("shop_config_id");