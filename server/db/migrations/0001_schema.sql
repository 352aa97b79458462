CREATE TABLE "identity_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"login" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"color" text DEFAULT '#4bdf1a' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cabinets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cabinets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_schools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_schools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_years" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_years_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"description" text NOT NULL,
	CONSTRAINT "school_years_description_uq" UNIQUE("description")
);
--> statement-breakpoint
CREATE TABLE "attendance_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "attendance_types_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "exit_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exit_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "exit_statuses_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"role" text DEFAULT 'Преподаватель' NOT NULL,
	"phone_number" text,
	"telegram_id" text,
	"birthday" date,
	"crm_user" boolean DEFAULT false NOT NULL,
	"percentage_rate" numeric(5, 2),
	"color" text DEFAULT '#ffffff' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	CONSTRAINT "staff_user_id_uq" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "subject_pricing" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subject_pricing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"price_for_first_subject" numeric(12, 2) NOT NULL,
	"price_for_second_subject" numeric(12, 2) NOT NULL,
	"price_for_third_subject" numeric(12, 2) NOT NULL,
	"price_with_discount" numeric(12, 2) NOT NULL,
	"base_price_for_cycle" numeric(12, 2),
	"base_price_for_lesson" numeric(12, 2),
	"old_price_for_first_subject" numeric(12, 2),
	"old_price_for_second_subject" numeric(12, 2),
	"old_price_for_third_subject" numeric(12, 2),
	"old_price_with_discount" numeric(12, 2),
	CONSTRAINT "subject_pricing_prices_positive" CHECK ("subject_pricing"."price_for_first_subject" > 0 and "subject_pricing"."price_for_second_subject" > 0 and "subject_pricing"."price_for_third_subject" > 0 and "subject_pricing"."price_with_discount" > 0),
	CONSTRAINT "subject_pricing_discount_not_above_first" CHECK ("subject_pricing"."price_with_discount" <= "subject_pricing"."price_for_first_subject")
);
--> statement-breakpoint
CREATE TABLE "school_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"cycle" integer DEFAULT 1 NOT NULL,
	"lessons_per_cycle" integer DEFAULT 8 NOT NULL,
	"school_year_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_pricing_id" integer,
	"color" text DEFAULT '#1677ff' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"sheet_url" text,
	"teacher_sheet_id" text,
	"sheet_refresh_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_classes_lessons_per_cycle_4_or_8" CHECK ("school_classes"."lessons_per_cycle" in (4, 8)),
	CONSTRAINT "school_classes_cycle_not_negative" CHECK ("school_classes"."cycle" >= 0),
	CONSTRAINT "school_classes_color_hex" CHECK ("school_classes"."color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone_number" text,
	"telegram_id" text,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_parents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_parents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone_number" text,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone_number" text,
	"telegram_id" text,
	"parent_id" integer,
	"school_year_id" integer,
	"student_city_id" integer,
	"student_school_id" integer,
	"marketing_channel_id" integer,
	"date_of_birth" date,
	"eligible_for_discount_price" boolean DEFAULT false NOT NULL,
	"eligible_for_old_price" boolean DEFAULT false NOT NULL,
	"additional_comment" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"exit_status_id" integer
);
--> statement-breakpoint
CREATE TABLE "student_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"enrollment_date" date DEFAULT CURRENT_DATE NOT NULL,
	"disenrollment_date" date,
	"is_archived" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"subject_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_attendance_type_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_attendance_type_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"attendance_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"cycle_number" integer NOT NULL,
	"lesson_number" integer NOT NULL,
	"lesson_name" text,
	"lesson_date" date
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"grade_type" text NOT NULL,
	"value" text,
	"color" text,
	CONSTRAINT "grades_grade_type" CHECK ("grades"."grade_type" in ('attendance', 'classwork', 'homework'))
);
--> statement-breakpoint
CREATE TABLE "name_change_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "name_change_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"old_name" text,
	"new_name" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_by_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_change_notifications_entity" CHECK ("name_change_notifications"."entity" in ('client', 'student'))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone_number" text,
	"telegram_id" text,
	"additional_comment" text,
	"parent_id" integer,
	"client_parent_id" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"client_status_id" integer,
	"marketing_channel_id" integer,
	"eligible_for_discount_price" boolean DEFAULT false NOT NULL,
	"eligible_for_old_price" boolean DEFAULT false NOT NULL,
	"date_of_birth" date,
	"school_year_id" integer,
	"student_city_id" integer,
	"student_school_id" integer,
	"exit_status_id" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_student_id" integer
);
--> statement-breakpoint
CREATE TABLE "client_attendance_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_attendance_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"attendance_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_school_subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_school_subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"subject_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"user_login" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_subject_pricing_id_subject_pricing_id_fk" FOREIGN KEY ("subject_pricing_id") REFERENCES "public"."subject_pricing"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_student_city_id_student_cities_id_fk" FOREIGN KEY ("student_city_id") REFERENCES "public"."student_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_student_school_id_student_schools_id_fk" FOREIGN KEY ("student_school_id") REFERENCES "public"."student_schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_marketing_channel_id_marketing_channels_id_fk" FOREIGN KEY ("marketing_channel_id") REFERENCES "public"."marketing_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_exit_status_id_exit_statuses_id_fk" FOREIGN KEY ("exit_status_id") REFERENCES "public"."exit_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_classes" ADD CONSTRAINT "student_classes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_classes" ADD CONSTRAINT "student_classes_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subjects" ADD CONSTRAINT "student_subjects_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subjects" ADD CONSTRAINT "student_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_type_links" ADD CONSTRAINT "student_attendance_type_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance_type_links" ADD CONSTRAINT "student_attendance_type_links_attendance_type_id_attendance_types_id_fk" FOREIGN KEY ("attendance_type_id") REFERENCES "public"."attendance_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_client_parent_id_client_parents_id_fk" FOREIGN KEY ("client_parent_id") REFERENCES "public"."client_parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_client_status_id_client_statuses_id_fk" FOREIGN KEY ("client_status_id") REFERENCES "public"."client_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_marketing_channel_id_marketing_channels_id_fk" FOREIGN KEY ("marketing_channel_id") REFERENCES "public"."marketing_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_student_city_id_student_cities_id_fk" FOREIGN KEY ("student_city_id") REFERENCES "public"."student_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_student_school_id_student_schools_id_fk" FOREIGN KEY ("student_school_id") REFERENCES "public"."student_schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_exit_status_id_exit_statuses_id_fk" FOREIGN KEY ("exit_status_id") REFERENCES "public"."exit_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_converted_student_id_students_id_fk" FOREIGN KEY ("converted_student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_attendance_types" ADD CONSTRAINT "client_attendance_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_attendance_types" ADD CONSTRAINT "client_attendance_types_attendance_type_id_attendance_types_id_fk" FOREIGN KEY ("attendance_type_id") REFERENCES "public"."attendance_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_school_subjects" ADD CONSTRAINT "client_school_subjects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_school_subjects" ADD CONSTRAINT "client_school_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_payloads_model_id_uq" ON "oidc_payloads" USING btree ("model","id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_lower_uq" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE UNIQUE INDEX "client_statuses_name_lower_uq" ON "client_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_name_lower_uq" ON "subjects" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "student_cities_name_lower_uq" ON "student_cities" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_channels_name_lower_uq" ON "marketing_channels" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cabinets_name_lower_uq" ON "cabinets" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "student_schools_name_lower_uq" ON "student_schools" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "school_classes_name_idx" ON "school_classes" USING btree ("name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "school_classes_staff_id_idx" ON "school_classes" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "school_classes_subject_pricing_id_idx" ON "school_classes" USING btree ("subject_pricing_id");--> statement-breakpoint
CREATE INDEX "parents_name_idx" ON "parents" USING btree ("name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "parents_name_trgm_idx" ON "parents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_parents_name_idx" ON "client_parents" USING btree ("name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "students_name_trgm_idx" ON "students" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_archived_name_idx" ON "students" USING btree ("is_archived","name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "students_parent_id_idx" ON "students" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "students_creation_date_idx" ON "students" USING btree ("creation_date");--> statement-breakpoint
CREATE UNIQUE INDEX "student_classes_student_class_uq" ON "student_classes" USING btree ("student_id","class_id");--> statement-breakpoint
CREATE INDEX "student_classes_class_id_idx" ON "student_classes" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_subjects_student_subject_uq" ON "student_subjects" USING btree ("student_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_attendance_type_links_student_type_uq" ON "student_attendance_type_links" USING btree ("student_id","attendance_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_class_cycle_number_uq" ON "lessons" USING btree ("class_id","cycle_number","lesson_number");--> statement-breakpoint
CREATE INDEX "lessons_lesson_date_idx" ON "lessons" USING btree ("lesson_date");--> statement-breakpoint
CREATE UNIQUE INDEX "grades_lesson_student_type_uq" ON "grades" USING btree ("lesson_id","student_id","grade_type");--> statement-breakpoint
CREATE INDEX "grades_student_id_idx" ON "grades" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "name_change_notifications_entity_idx" ON "name_change_notifications" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_client_status_id_idx" ON "clients" USING btree ("client_status_id");--> statement-breakpoint
CREATE INDEX "clients_archived_idx" ON "clients" USING btree ("archived");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name" collate "und-x-icu","id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_attendance_types_client_type_uq" ON "client_attendance_types" USING btree ("client_id","attendance_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_school_subjects_client_subject_uq" ON "client_school_subjects" USING btree ("client_id","subject_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");