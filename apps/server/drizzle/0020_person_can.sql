-- Issue 28, "things a person cannot do yet" (docs/api-sections.md, api-accounts.md, api-support.md).
-- A section application can be withdrawn by its applicant while under review: WITHDRAWN is final,
-- its place goes back to the group (the trigger of 0010 counts only NEW and APPROVED), and it no
-- longer blocks a new application to the same group.
ALTER TABLE "section_members" DROP CONSTRAINT "section_members_status_check";--> statement-breakpoint
ALTER TABLE "section_members" ADD CONSTRAINT "section_members_status_check" CHECK ("section_members"."status" in ('NEW', 'APPROVED', 'DISMISSED', 'WITHDRAWN'));--> statement-breakpoint
DROP INDEX "section_members_child_key";--> statement-breakpoint
DROP INDEX "section_members_self_key";--> statement-breakpoint
CREATE UNIQUE INDEX "section_members_child_key" ON "section_members" USING btree ("group_id","child_id") WHERE "section_members"."child_id" is not null and "section_members"."status" <> 'WITHDRAWN';--> statement-breakpoint
CREATE UNIQUE INDEX "section_members_self_key" ON "section_members" USING btree ("group_id","user_id") WHERE "section_members"."child_id" is null and "section_members"."status" <> 'WITHDRAWN';--> statement-breakpoint
-- A removed child profile: gone from the parent's lists and choices, kept for the money records
-- (orders, tickets, refunds, tax certificates) that name it.
ALTER TABLE "children" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
-- A support request's topic and the order it is about (optional).
ALTER TABLE "support_requests" ADD COLUMN "topic" text DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_topic_check" CHECK ("support_requests"."topic" in ('PURCHASE', 'REFUND', 'ACCOUNT', 'VENUE', 'APP', 'OTHER'));--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('received', 'in_progress', 'answered'));
