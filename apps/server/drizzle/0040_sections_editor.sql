-- Issue 25: the venue's editor of sections, groups and coaches makes each once per
-- idempotency key (a repeated request answers what the first one made), and audits its writes.
ALTER TABLE "coaches" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "section_groups" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_idempotency_key" ON "coaches" USING btree ("complex_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_idempotency_key" ON "sections" USING btree ("complex_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "section_groups_idempotency_key" ON "section_groups" USING btree ("section_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_kind_check";--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_kind_check" CHECK ("staff_audit"."kind" in ('CHECK_IN', 'CHECK_IN_SYNC', 'CHECK_IN_CONFLICT', 'CHECK_IN_LIST', 'REFUND', 'APPLICATION_DECISION', 'ATTENDANCE', 'TEAM_INVITE', 'TEAM_ROLE', 'TEAM_REMOVE', 'SECTION_REFUND_DECISION', 'SESSION_CANCEL', 'SERIES_CREATE', 'SERIES_EXCEPTION', 'SERIES_SHIFT', 'SERIES_CANCEL', 'EVENT_CREATE', 'EVENT_UPDATE', 'SERVICE_CREATE', 'SERVICE_UPDATE', 'PACKAGE_CREATE', 'PACKAGE_UPDATE', 'RATE_CREATE', 'RATE_UPDATE', 'RATE_DELETE', 'POLICY_UPLOAD', 'SUBSTITUTION_CREATE', 'SUBSTITUTION_CANCEL', 'SECTION_CREATE', 'SECTION_UPDATE', 'GROUP_CREATE', 'GROUP_UPDATE', 'COACH_CREATE', 'COACH_UPDATE'));
