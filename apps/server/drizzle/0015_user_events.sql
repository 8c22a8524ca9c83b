CREATE TABLE "event_registrations" (
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_registrations_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_author_idx" ON "events" USING btree ("author_id");--> statement-breakpoint
-- Hand-written (issue 14): the demo seed's authorless USER_EVENT rows become venue events.
UPDATE "events" SET "kind" = 'EVENT' WHERE "kind" = 'USER_EVENT' AND "author_id" IS NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_event_check" CHECK (("events"."kind" = 'USER_EVENT') = ("events"."author_id" is not null) and ("events"."author_id" is null or ("events"."capacity" is not null and "events"."audience" in ('ANYONE', 'FRIENDS_ONLY'))));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_taken_check" CHECK ("events"."taken" >= 0 and "events"."taken" <= coalesce("events"."capacity", 0));