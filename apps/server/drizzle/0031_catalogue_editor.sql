-- Issue 25: the venue runs its own catalogue (docs/venue-side.md "Catalogue editor"). A rate is
-- withdrawn from sale (withdrawn_at) instead of deleted once any order names it; a withdrawn
-- rate is not offered and not sold, what was bought with it stays valid. Events, services and
-- packages made by the venue carry the client's idempotency key: a repeated creation with the
-- same key answers the item already made (the unique indexes; rows of the seed have none).
-- The audit log learns the catalogue's writes.
ALTER TABLE "package_rates" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_events" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "service_packages" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_events_idempotency_key" ON "scheduled_events" USING btree ("complex_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "services_idempotency_key" ON "services" USING btree ("complex_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_packages_idempotency_key" ON "service_packages" USING btree ("complex_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_lines_package_rate_idx" ON "order_lines" USING btree ("package_rate_id");--> statement-breakpoint
ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_kind_check";--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_kind_check" CHECK ("staff_audit"."kind" in ('CHECK_IN', 'CHECK_IN_SYNC', 'CHECK_IN_CONFLICT', 'CHECK_IN_LIST', 'REFUND', 'APPLICATION_DECISION', 'ATTENDANCE', 'TEAM_INVITE', 'TEAM_ROLE', 'TEAM_REMOVE', 'SECTION_REFUND_DECISION', 'SESSION_CANCEL', 'SERIES_CREATE', 'SERIES_EXCEPTION', 'SERIES_SHIFT', 'SERIES_CANCEL', 'EVENT_CREATE', 'EVENT_UPDATE', 'SERVICE_CREATE', 'SERVICE_UPDATE', 'PACKAGE_CREATE', 'PACKAGE_UPDATE', 'RATE_CREATE', 'RATE_UPDATE', 'RATE_DELETE'));
