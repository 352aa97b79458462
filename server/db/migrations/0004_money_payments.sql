CREATE TABLE "payment_descriptors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_descriptors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_descriptor_links" (
	"payment_id" integer NOT NULL,
	"descriptor_id" integer NOT NULL,
	CONSTRAINT "payment_descriptor_links_pk" PRIMARY KEY("payment_id","descriptor_id")
);
--> statement-breakpoint
CREATE TABLE "payment_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"class_cycle" integer NOT NULL,
	"lesson_amount" integer NOT NULL,
	CONSTRAINT "payment_details_amount_positive" CHECK ("payment_details"."amount" > 0),
	CONSTRAINT "payment_details_class_cycle_positive" CHECK ("payment_details"."class_cycle" >= 1),
	CONSTRAINT "payment_details_lesson_amount_positive" CHECK ("payment_details"."lesson_amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payment_idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_idempotency_keys_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "payment_idempotency_keys_key_length" CHECK (char_length("payment_idempotency_keys"."key") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "payment_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL,
	CONSTRAINT "payment_versions_version_positive" CHECK ("payment_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"total_amount_paid_by_client" numeric(12, 2),
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"void_reason" text,
	CONSTRAINT "payments_total_amount_positive" CHECK ("payments"."total_amount" > 0),
	CONSTRAINT "payments_paid_by_client_positive" CHECK ("payments"."total_amount_paid_by_client" > 0),
	CONSTRAINT "payments_version_positive" CHECK ("payments"."version" >= 1),
	CONSTRAINT "payments_void_complete" CHECK (("payments"."voided_at" is null and "payments"."voided_by" is null and "payments"."void_reason" is null) or ("payments"."voided_at" is not null and "payments"."voided_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "cash_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"change_amount" numeric(12, 2) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_changes_payment_id_uq" UNIQUE("payment_id"),
	CONSTRAINT "cash_changes_change_amount_not_negative" CHECK ("cash_changes"."change_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "admin_debt_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_debt_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"cycle_number" integer NOT NULL,
	"content" text NOT NULL,
	"admin_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_debt_comments_cycle_positive" CHECK ("admin_debt_comments"."cycle_number" >= 1),
	CONSTRAINT "admin_debt_comments_content_not_blank" CHECK (btrim("admin_debt_comments"."content") <> '')
);
--> statement-breakpoint
ALTER TABLE "payment_descriptor_links" ADD CONSTRAINT "payment_descriptor_links_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_descriptor_links" ADD CONSTRAINT "payment_descriptor_links_descriptor_id_fk" FOREIGN KEY ("descriptor_id") REFERENCES "public"."payment_descriptors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_idempotency_keys" ADD CONSTRAINT "payment_idempotency_keys_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_versions" ADD CONSTRAINT "payment_versions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_changes" ADD CONSTRAINT "cash_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_debt_comments" ADD CONSTRAINT "admin_debt_comments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_debt_comments" ADD CONSTRAINT "admin_debt_comments_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_descriptors_name_lower_uq" ON "payment_descriptors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payment_descriptor_links_descriptor_id_idx" ON "payment_descriptor_links" USING btree ("descriptor_id");--> statement-breakpoint
CREATE INDEX "payment_details_payment_id_idx" ON "payment_details" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_details_class_cycle_idx" ON "payment_details" USING btree ("class_id","class_cycle");--> statement-breakpoint
CREATE INDEX "payment_idempotency_keys_created_at_idx" ON "payment_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_versions_payment_version_uq" ON "payment_versions" USING btree ("payment_id","version");--> statement-breakpoint
CREATE INDEX "payments_student_date_idx" ON "payments" USING btree ("student_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_payment_date_idx" ON "payments" USING btree ("payment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_debt_comments_student_class_cycle_uq" ON "admin_debt_comments" USING btree ("student_id","class_id","cycle_number");