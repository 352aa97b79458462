CREATE TABLE "expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"expense_date" date NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"cycle_number" integer,
	"expense_type_id" integer NOT NULL,
	"expense_payment_type_id" integer NOT NULL,
	"staff_id" integer,
	"school_class_id" integer,
	"comment" text,
	"paid" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_total_amount_positive" CHECK ("expenses"."total_amount" > 0),
	CONSTRAINT "expenses_cycle_number_range" CHECK ("expenses"."cycle_number" is null or "expenses"."cycle_number" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "cash_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_id" integer NOT NULL,
	"counted_amount" numeric(12, 2) NOT NULL,
	"calculated_amount" numeric(12, 2) NOT NULL,
	"variance" numeric(12, 2) NOT NULL,
	"reason" text,
	"kind" text NOT NULL,
	"counted_by" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_counts_counted_not_negative" CHECK ("cash_counts"."counted_amount" >= 0),
	CONSTRAINT "cash_counts_kind" CHECK ("cash_counts"."kind" in ('count', 'close'))
);
--> statement-breakpoint
CREATE TABLE "daily_change_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_change_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_date" date NOT NULL,
	"start_amount" numeric(12, 2) NOT NULL,
	"end_amount" numeric(12, 2),
	"calculated_end_at_close" numeric(12, 2),
	"notes" text,
	"opened_by" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_change_records_record_date_uq" UNIQUE("record_date"),
	CONSTRAINT "daily_change_records_start_not_negative" CHECK ("daily_change_records"."start_amount" >= 0),
	CONSTRAINT "daily_change_records_end_not_negative" CHECK ("daily_change_records"."end_amount" is null or "daily_change_records"."end_amount" >= 0),
	CONSTRAINT "daily_change_records_closed_complete" CHECK (("daily_change_records"."closed_at" is null) = ("daily_change_records"."end_amount" is null))
);
--> statement-breakpoint
CREATE TABLE "payout_amounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_amounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_pricing_id" integer NOT NULL,
	"number_of_students" integer NOT NULL,
	"payout_amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "payout_amounts_pricing_students_uq" UNIQUE("subject_pricing_id","number_of_students"),
	CONSTRAINT "payout_amounts_students_range" CHECK ("payout_amounts"."number_of_students" between 0 and 100),
	CONSTRAINT "payout_amounts_amount_not_negative" CHECK ("payout_amounts"."payout_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_payout_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_payout_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"snapshot_id" integer NOT NULL,
	"detail_type" text NOT NULL,
	"class_id" integer,
	"student_id" integer,
	"calculated_amount" numeric(12, 2) NOT NULL,
	"final_amount" numeric(12, 2) NOT NULL,
	"calculation_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "teacher_payout_details_key_uq" UNIQUE NULLS NOT DISTINCT("snapshot_id","detail_type","class_id","student_id"),
	CONSTRAINT "teacher_payout_details_type" CHECK ("teacher_payout_details"."detail_type" in ('TEACHER', 'CLASS', 'STUDENT')),
	CONSTRAINT "teacher_payout_details_amounts_not_negative" CHECK ("teacher_payout_details"."calculated_amount" >= 0 and "teacher_payout_details"."final_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_payout_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_payout_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"detail_id" integer NOT NULL,
	"new_amount" numeric(12, 2) NOT NULL,
	"previous_amount" numeric(12, 2) NOT NULL,
	"override_reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	CONSTRAINT "teacher_payout_overrides_amount_not_negative" CHECK ("teacher_payout_overrides"."new_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_payout_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_payout_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"class_cycle" integer NOT NULL,
	"centre" text NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_payout_snapshots_teacher_cycle_centre_uq" UNIQUE("teacher_id","class_cycle","centre"),
	CONSTRAINT "teacher_payout_snapshots_cycle_range" CHECK ("teacher_payout_snapshots"."class_cycle" between 1 and 99),
	CONSTRAINT "teacher_payout_snapshots_centre" CHECK ("teacher_payout_snapshots"."centre" in ('ODINTSOVO', 'ZELENOGRAD'))
);
--> statement-breakpoint
CREATE TABLE "zelenograd_payout_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zelenograd_payout_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"class_cycle" integer NOT NULL,
	"class_id" integer,
	"lesson_id" integer,
	"student_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zelenograd_payout_overrides_key_uq" UNIQUE NULLS NOT DISTINCT("staff_id","class_cycle","class_id","lesson_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_expense_payment_type_id_expense_payment_types_id_fk" FOREIGN KEY ("expense_payment_type_id") REFERENCES "public"."expense_payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_record_id_daily_change_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."daily_change_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_amounts" ADD CONSTRAINT "payout_amounts_subject_pricing_id_subject_pricing_id_fk" FOREIGN KEY ("subject_pricing_id") REFERENCES "public"."subject_pricing"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payout_details" ADD CONSTRAINT "teacher_payout_details_snapshot_id_teacher_payout_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."teacher_payout_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payout_details" ADD CONSTRAINT "teacher_payout_details_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payout_details" ADD CONSTRAINT "teacher_payout_details_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payout_overrides" ADD CONSTRAINT "teacher_payout_overrides_detail_id_teacher_payout_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."teacher_payout_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payout_snapshots" ADD CONSTRAINT "teacher_payout_snapshots_teacher_id_staff_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zelenograd_payout_overrides" ADD CONSTRAINT "zelenograd_payout_overrides_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zelenograd_payout_overrides" ADD CONSTRAINT "zelenograd_payout_overrides_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zelenograd_payout_overrides" ADD CONSTRAINT "zelenograd_payout_overrides_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zelenograd_payout_overrides" ADD CONSTRAINT "zelenograd_payout_overrides_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_expense_date_idx" ON "expenses" USING btree ("expense_date","id");--> statement-breakpoint
CREATE INDEX "expenses_expense_type_id_idx" ON "expenses" USING btree ("expense_type_id");--> statement-breakpoint
CREATE INDEX "expenses_school_class_id_idx" ON "expenses" USING btree ("school_class_id");--> statement-breakpoint
CREATE INDEX "expenses_staff_id_idx" ON "expenses" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "cash_counts_record_id_idx" ON "cash_counts" USING btree ("record_id","counted_at");--> statement-breakpoint
CREATE INDEX "teacher_payout_overrides_detail_id_idx" ON "teacher_payout_overrides" USING btree ("detail_id","created_at");--> statement-breakpoint
CREATE INDEX "zelenograd_payout_overrides_staff_cycle_idx" ON "zelenograd_payout_overrides" USING btree ("staff_id","class_cycle");