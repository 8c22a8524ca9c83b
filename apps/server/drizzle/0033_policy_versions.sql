-- Issue 25: a venue's policies (visit rules, refund rules) are versioned PDF files. Each upload
-- adds a version; the one before it is superseded (kept, still readable by its address), so an
-- order keeps the versions its buyer agreed to (orders.visit_policy_id, payback_policy_id).
-- One current version per organisation and kind (the partial unique index).
ALTER TABLE "policy_files" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_files" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policy_files" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "policy_files" ADD CONSTRAINT "policy_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_files" ADD CONSTRAINT "policy_files_version_check" CHECK ("policy_files"."version" >= 1);--> statement-breakpoint
DROP INDEX "policy_files_owner_kind_key";--> statement-breakpoint
CREATE UNIQUE INDEX "policy_files_owner_kind_version_key" ON "policy_files" USING btree ("owner_id","kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_files_current_key" ON "policy_files" USING btree ("owner_id","kind") WHERE "policy_files"."superseded_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payback_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_visit_policy_id_policy_files_id_fk" FOREIGN KEY ("visit_policy_id") REFERENCES "public"."policy_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payback_policy_id_policy_files_id_fk" FOREIGN KEY ("payback_policy_id") REFERENCES "public"."policy_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_kind_check";--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_kind_check" CHECK ("staff_audit"."kind" in ('CHECK_IN', 'CHECK_IN_SYNC', 'CHECK_IN_CONFLICT', 'CHECK_IN_LIST', 'REFUND', 'APPLICATION_DECISION', 'ATTENDANCE', 'TEAM_INVITE', 'TEAM_ROLE', 'TEAM_REMOVE', 'SECTION_REFUND_DECISION', 'SESSION_CANCEL', 'SERIES_CREATE', 'SERIES_EXCEPTION', 'SERIES_SHIFT', 'SERIES_CANCEL', 'EVENT_CREATE', 'EVENT_UPDATE', 'SERVICE_CREATE', 'SERVICE_UPDATE', 'PACKAGE_CREATE', 'PACKAGE_UPDATE', 'RATE_CREATE', 'RATE_UPDATE', 'RATE_DELETE', 'POLICY_UPLOAD'));
