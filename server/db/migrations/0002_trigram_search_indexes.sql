CREATE INDEX "parents_phone_trgm_idx" ON "parents" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_parents_name_trgm_idx" ON "client_parents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_parents_phone_trgm_idx" ON "client_parents" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_phone_trgm_idx" ON "students" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone_number" gin_trgm_ops);