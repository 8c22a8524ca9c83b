-- Issue 26: POST /v1/verified-users is limited per person and per client address. One row per
-- call (who, from where, when — the app's clock); the limits count the rows of the last hour,
-- as the login codes' limits count login_codes. Rows older than a day are deleted on the way.
CREATE TABLE "phone_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "phone_lookups" ADD CONSTRAINT "phone_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_lookups_user_idx" ON "phone_lookups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_lookups_ip_idx" ON "phone_lookups" USING btree ("ip","created_at");
