CREATE TABLE "sberid_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"flow" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_id" uuid,
	"id_token" text,
	"jwt_expires_at" timestamp with time zone,
	"jwt_taken_at" timestamp with time zone,
	CONSTRAINT "sberid_logins_flow_check" CHECK ("sberid_logins"."flow" in ('app', 'redirect'))
);
--> statement-breakpoint
ALTER TABLE "sberid_logins" ADD CONSTRAINT "sberid_logins_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sberid_logins_session_idx" ON "sberid_logins" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sberid_logins_expires_idx" ON "sberid_logins" USING btree ("expires_at");