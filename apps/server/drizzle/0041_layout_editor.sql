-- Issue 25: the editor of layouts and products (docs/decisions/capacity-by-part.md "As built").
-- A part and a product are made once per idempotency key; a product is withdrawn, not deleted
-- (its holds and tickets keep naming it); the editor's writes are audited.
ALTER TABLE "place_parts" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "event_products" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "event_products" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "place_parts_idempotency_key" ON "place_parts" USING btree ("place_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "event_products_idempotency_key" ON "event_products" USING btree ("event_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "seat_holds_part_idx" ON "seat_holds" USING btree ("part_id") WHERE "seat_holds"."part_id" is not null;--> statement-breakpoint
CREATE INDEX "tickets_part_idx" ON "tickets" USING btree ("part_id") WHERE "tickets"."part_id" is not null;--> statement-breakpoint
ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_kind_check";--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_kind_check" CHECK ("staff_audit"."kind" in ('CHECK_IN', 'CHECK_IN_SYNC', 'CHECK_IN_CONFLICT', 'CHECK_IN_LIST', 'REFUND', 'APPLICATION_DECISION', 'ATTENDANCE', 'TEAM_INVITE', 'TEAM_ROLE', 'TEAM_REMOVE', 'SECTION_REFUND_DECISION', 'SESSION_CANCEL', 'SERIES_CREATE', 'SERIES_EXCEPTION', 'SERIES_SHIFT', 'SERIES_CANCEL', 'EVENT_CREATE', 'EVENT_UPDATE', 'SERVICE_CREATE', 'SERVICE_UPDATE', 'PACKAGE_CREATE', 'PACKAGE_UPDATE', 'RATE_CREATE', 'RATE_UPDATE', 'RATE_DELETE', 'POLICY_UPLOAD', 'SUBSTITUTION_CREATE', 'SUBSTITUTION_CANCEL', 'SECTION_CREATE', 'SECTION_UPDATE', 'GROUP_CREATE', 'GROUP_UPDATE', 'COACH_CREATE', 'COACH_UPDATE', 'PART_CREATE', 'PART_UPDATE', 'PART_REMOVE', 'PRODUCT_CREATE', 'PRODUCT_WITHDRAW'));
