-- Issue 28: a renewal (POST /mobile/restore-session/) opens a new session row; the moment of
-- the sign-in it descends from travels with it, so that renewals slide the term but never past
-- SESSION_MAX_DAYS after the person signed in.
ALTER TABLE "sessions" ADD COLUMN "signed_in_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "sessions" SET "signed_in_at" = "created_at";
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "signed_in_at" SET NOT NULL;
