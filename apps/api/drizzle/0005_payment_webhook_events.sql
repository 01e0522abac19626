CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
