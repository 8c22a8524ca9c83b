-- Issue 25 (flags sports-page and dictionaries-tab): the venue keeps its places itself — a place
-- is made once per idempotency key — and the writes of its sports and places are audited.
ALTER TABLE "places" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "places_idempotency_key" ON "places" USING btree ("complex_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_kind_check";--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_kind_check" CHECK ("staff_audit"."kind" in ('CHECK_IN', 'CHECK_IN_SYNC', 'CHECK_IN_CONFLICT', 'CHECK_IN_LIST', 'REFUND', 'APPLICATION_DECISION', 'ATTENDANCE', 'TEAM_INVITE', 'TEAM_ROLE', 'TEAM_REMOVE', 'SECTION_REFUND_DECISION', 'SESSION_CANCEL', 'SERIES_CREATE', 'SERIES_EXCEPTION', 'SERIES_SHIFT', 'SERIES_CANCEL', 'EVENT_CREATE', 'EVENT_UPDATE', 'SERVICE_CREATE', 'SERVICE_UPDATE', 'PACKAGE_CREATE', 'PACKAGE_UPDATE', 'RATE_CREATE', 'RATE_UPDATE', 'RATE_DELETE', 'POLICY_UPLOAD', 'SUBSTITUTION_CREATE', 'SUBSTITUTION_CANCEL', 'SECTION_CREATE', 'SECTION_UPDATE', 'GROUP_CREATE', 'GROUP_UPDATE', 'COACH_CREATE', 'COACH_UPDATE', 'PART_CREATE', 'PART_UPDATE', 'PART_REMOVE', 'PRODUCT_CREATE', 'PRODUCT_WITHDRAW', 'VENUE_SPORTS_UPDATE', 'PLACE_CREATE', 'PLACE_UPDATE', 'PLACE_REMOVE'));--> statement-breakpoint

-- The places dictionary is shown (the seed never overwrites a flag's row).
UPDATE "feature_flags" SET "enabled" = true, "updated_at" = now() WHERE "name" = 'dictionaries-tab';
