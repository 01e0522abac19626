CREATE TABLE "product_leaflets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"pages" integer NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_leaflets" ADD CONSTRAINT "product_leaflets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text;--> statement-breakpoint
-- Decision 226: an order placed before the column existed takes its organisation's default shop
-- config's currency (the default shop's when it has one, else its first), EUR when it has none.
UPDATE "orders" SET "currency" = COALESCE(
	(SELECT "shop_configs"."currency" FROM "shop_configs"
		INNER JOIN "offices" ON "offices"."organisation_id" = "shop_configs"."organisation_id"
		WHERE "offices"."id" = "orders"."office_id"
		ORDER BY "shop_configs"."is_default" DESC, "shop_configs"."id" ASC LIMIT 1),
	'EUR');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "currency" SET NOT NULL;
