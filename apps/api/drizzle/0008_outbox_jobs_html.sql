ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "queued_at" timestamp with time zone;