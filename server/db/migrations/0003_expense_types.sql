CREATE TABLE "expense_payment_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_payment_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "expense_payment_types_name_lower_uq" ON "expense_payment_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "expense_types_name_lower_uq" ON "expense_types" USING btree (lower("name"));