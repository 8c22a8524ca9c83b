CREATE TABLE "permit_document_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"token" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "permit_document_scans_type_check" CHECK ("permit_document_scans"."content_type" in ('image/jpeg', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "permit_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"child_id" uuid,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "permit_documents_kind_check" CHECK ("permit_documents"."kind" in ('POOL_MEDICAL_CERTIFICATE', 'SPORTS_MEDICAL_CLEARANCE', 'ACCIDENT_INSURANCE', 'SPORTS_CATEGORY', 'BIRTH_CERTIFICATE', 'OTHER')),
	CONSTRAINT "permit_documents_dates_check" CHECK ("permit_documents"."valid_until" is null or "permit_documents"."valid_until" > "permit_documents"."issue_date")
);
--> statement-breakpoint
ALTER TABLE "permit_document_scans" ADD CONSTRAINT "permit_document_scans_document_id_permit_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."permit_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_documents" ADD CONSTRAINT "permit_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_documents" ADD CONSTRAINT "permit_documents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permit_document_scans_position_key" ON "permit_document_scans" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "permit_document_scans_token_key" ON "permit_document_scans" USING btree ("token");--> statement-breakpoint
CREATE INDEX "permit_documents_owner_idx" ON "permit_documents" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "permit_documents_child_idx" ON "permit_documents" USING btree ("child_id");