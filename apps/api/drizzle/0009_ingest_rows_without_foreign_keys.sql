ALTER TABLE "count_bins" DROP CONSTRAINT "count_bins_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "count_bins" DROP CONSTRAINT "count_bins_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "selfcheck_transactions" DROP CONSTRAINT "selfcheck_transactions_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "selfcheck_transactions" DROP CONSTRAINT "selfcheck_transactions_location_id_locations_id_fk";
