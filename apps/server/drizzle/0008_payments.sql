CREATE TABLE "emulated_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"refunded_kopecks" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"method" text,
	"return_url" text NOT NULL,
	"fail_url" text,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "emulated_payments_status_check" CHECK ("emulated_payments"."status" in ('pending', 'acs', 'succeeded', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "emulated_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "payment_attempts_order_idx";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "return_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "fail_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "emulated_refunds" ADD CONSTRAINT "emulated_refunds_payment_id_emulated_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."emulated_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emulated_payments_key" ON "emulated_payments" USING btree ("provider","account","idempotence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "emulated_refunds_key" ON "emulated_refunds" USING btree ("provider","idempotence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_live_key" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" in ('created', 'pending');--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","seq");