ALTER TABLE "count_bins" ADD COLUMN "status" smallint;--> statement-breakpoint
CREATE INDEX "count_bins_missing_device_idx" ON "count_bins" USING btree ("device_id","bin_start") WHERE "count_bins"."missing";--> statement-breakpoint
CREATE INDEX "count_bins_missing_location_idx" ON "count_bins" USING btree ("location_id","bin_start") WHERE "count_bins"."missing";