-- Issue 28: a parent asks the venue to return a section's payment from the app; the venue's front
-- desk approves (the refund goes back through the acquirer that took it, as the venue's own
-- refund) or rejects it with a reason the parent sees (docs/api-sections.md, docs/venue-side.md).
CREATE TABLE "section_refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" bigint NOT NULL,
	"complex_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"reject_reason" text,
	"refund_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "section_refund_requests_status_check" CHECK ("section_refund_requests"."status" in ('NEW', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "section_refund_requests" ADD CONSTRAINT "section_refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_refund_requests" ADD CONSTRAINT "section_refund_requests_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_refund_requests" ADD CONSTRAINT "section_refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_refund_requests" ADD CONSTRAINT "section_refund_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_refund_requests" ADD CONSTRAINT "section_refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One open request per line: a second one while the venue has not answered is refused.
CREATE UNIQUE INDEX "section_refund_requests_open_key" ON "section_refund_requests" USING btree ("order_line_id") WHERE "section_refund_requests"."status" = 'NEW';--> statement-breakpoint
CREATE INDEX "section_refund_requests_complex_idx" ON "section_refund_requests" USING btree ("complex_id","status","created_at");--> statement-breakpoint
CREATE INDEX "section_refund_requests_order_idx" ON "section_refund_requests" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_kind_check";--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_kind_check" CHECK ("staff_audit"."kind" in ('CHECK_IN', 'CHECK_IN_SYNC', 'CHECK_IN_CONFLICT', 'CHECK_IN_LIST', 'REFUND', 'APPLICATION_DECISION', 'ATTENDANCE', 'TEAM_INVITE', 'TEAM_ROLE', 'TEAM_REMOVE', 'SECTION_REFUND_DECISION'));
