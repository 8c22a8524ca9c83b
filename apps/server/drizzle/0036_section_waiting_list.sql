-- Issue 25: a full group's waiting list. The spec's application statuses stay NEW, APPROVED,
-- DISMISSED (and our WITHDRAWN); a waiting application is NEW with a queue number
-- (`waiting_no`, from one sequence: applicants to a group take it under the group row's lock,
-- so within a group the numbers follow the order of applying). A waiting application holds no
-- place. When a place frees, the oldest one is offered it: `waiting_no` is cleared and
-- `offered_at` set, and it becomes an ordinary NEW application holding the place, which the
-- venue decides. A number once cleared is never set again (the trigger refuses it).
CREATE SEQUENCE "section_members_waiting_seq";--> statement-breakpoint
ALTER TABLE "section_members" ADD COLUMN "waiting_no" bigint;--> statement-breakpoint
ALTER TABLE "section_members" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "section_members" ADD CONSTRAINT "section_members_waiting_check" CHECK (("section_members"."waiting_no" is null or "section_members"."offered_at" is null) and ("section_members"."waiting_no" is null or "section_members"."status" <> 'APPROVED'));--> statement-breakpoint
CREATE INDEX "section_members_waiting_idx" ON "section_members" USING btree ("group_id","waiting_no") WHERE "section_members"."waiting_no" is not null and "section_members"."status" = 'NEW';--> statement-breakpoint
-- `taken` counts the NEW and APPROVED applications that are not waiting; the check
-- section_groups_places_check (taken <= places) still refuses a place too many.
CREATE OR REPLACE FUNCTION "section_members_taken"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."waiting_no" IS NULL AND NEW."waiting_no" IS NOT NULL THEN
    RAISE EXCEPTION 'section_members: an application never goes back to the waiting list';
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" IN ('NEW', 'APPROVED') AND OLD."waiting_no" IS NULL THEN
    UPDATE "section_groups" SET "taken" = "taken" - 1 WHERE "id" = OLD."group_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" IN ('NEW', 'APPROVED') AND NEW."waiting_no" IS NULL THEN
    UPDATE "section_groups" SET "taken" = "taken" + 1 WHERE "id" = NEW."group_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "section_members_taken" ON "section_members";--> statement-breakpoint
CREATE TRIGGER "section_members_taken" AFTER INSERT OR UPDATE OF "status", "group_id", "waiting_no" OR DELETE ON "section_members"
  FOR EACH ROW EXECUTE FUNCTION "section_members_taken"();
