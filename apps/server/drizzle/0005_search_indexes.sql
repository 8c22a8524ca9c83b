CREATE INDEX "complexes_address_trgm_idx" ON "complexes" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complexes_name_id_idx" ON "complexes" USING btree ("name","id");