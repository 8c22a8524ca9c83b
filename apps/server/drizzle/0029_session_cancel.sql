-- Issue 25 (first slice): a venue's administrator cancels a session (docs/venue-side.md
-- "Sessions"). `canceled` only ever moves false → true; when and why are kept beside it (the
-- holders read the reason in their refund and notification), and the cancellation is an entry
-- of the audit log.
ALTER TABLE "event_sessions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_kind_check";--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_kind_check" CHECK ("staff_audit"."kind" in ('CHECK_IN', 'CHECK_IN_SYNC', 'CHECK_IN_CONFLICT', 'CHECK_IN_LIST', 'REFUND', 'APPLICATION_DECISION', 'ATTENDANCE', 'TEAM_INVITE', 'TEAM_ROLE', 'TEAM_REMOVE', 'SECTION_REFUND_DECISION', 'SESSION_CANCEL'));
