CREATE TABLE "rep_office_choices" (
	"rep_user_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rep_office_choices_rep_user_id_office_id_pk" PRIMARY KEY("rep_user_id","office_id")
);
--> statement-breakpoint
ALTER TABLE "rep_office_choices" ADD CONSTRAINT "rep_office_choices_rep_user_id_users_id_fk" FOREIGN KEY ("rep_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_office_choices" ADD CONSTRAINT "rep_office_choices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;