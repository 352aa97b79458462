CREATE TABLE "task_priority_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"deadline" date NOT NULL,
	"task_priority_type_id" integer NOT NULL,
	"task_status_id" integer NOT NULL,
	"staff_id" integer,
	"send_notification" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_title_not_blank" CHECK (length(trim("tasks"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "class_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_class_id" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"cabinet_id" integer NOT NULL,
	CONSTRAINT "class_schedules_day_of_week" CHECK ("class_schedules"."day_of_week" between 0 and 6),
	CONSTRAINT "class_schedules_times" CHECK ("class_schedules"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "class_schedules"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "class_schedules_end_after_start" CHECK ("class_schedules"."end_time" > "class_schedules"."start_time")
);
--> statement-breakpoint
CREATE TABLE "client_school_class_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_school_class_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"color" text DEFAULT '#01a509' NOT NULL,
	CONSTRAINT "client_school_class_statuses_color_hex" CHECK ("client_school_class_statuses"."color" ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$')
);
--> statement-breakpoint
CREATE TABLE "future_enrollments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "future_enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"future_school_class_id" integer NOT NULL,
	"client_id" integer,
	"student_id" integer,
	"status_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "future_enrollments_one_person" CHECK (("future_enrollments"."client_id" is null) <> ("future_enrollments"."student_id" is null))
);
--> statement-breakpoint
CREATE TABLE "future_school_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "future_school_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"subject_id" integer,
	"staff_id" integer,
	"school_year_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_trial_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_trial_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"school_class_id" integer NOT NULL,
	"lesson_id" integer,
	"lesson_date" date NOT NULL,
	"lesson_number" integer,
	"attendance_grade" text,
	"classwork_grade" text,
	"homework_grade" text
);
--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homeworks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "homeworks_lesson_id_uq" UNIQUE("lesson_id")
);
--> statement-breakpoint
CREATE TABLE "student_exits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_exits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"school_class_id" integer NOT NULL,
	"class_cycle" integer NOT NULL,
	"exit_reason_said_to_teacher" text,
	"exit_reason_said_to_admin" text,
	"retention_efforts_made" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_exits_cycle_positive" CHECK ("student_exits"."class_cycle" >= 1)
);
--> statement-breakpoint
CREATE TABLE "teacher_subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"subject_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_task_priority_type_id_task_priority_types_id_fk" FOREIGN KEY ("task_priority_type_id") REFERENCES "public"."task_priority_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_task_status_id_task_statuses_id_fk" FOREIGN KEY ("task_status_id") REFERENCES "public"."task_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_enrollments" ADD CONSTRAINT "future_enrollments_future_school_class_id_future_school_classes_id_fk" FOREIGN KEY ("future_school_class_id") REFERENCES "public"."future_school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_enrollments" ADD CONSTRAINT "future_enrollments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_enrollments" ADD CONSTRAINT "future_enrollments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_enrollments" ADD CONSTRAINT "future_enrollments_status_id_client_school_class_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."client_school_class_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_school_classes" ADD CONSTRAINT "future_school_classes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_school_classes" ADD CONSTRAINT "future_school_classes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_school_classes" ADD CONSTRAINT "future_school_classes_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_trial_classes" ADD CONSTRAINT "client_trial_classes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_trial_classes" ADD CONSTRAINT "client_trial_classes_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_trial_classes" ADD CONSTRAINT "client_trial_classes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exits" ADD CONSTRAINT "student_exits_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exits" ADD CONSTRAINT "student_exits_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_statuses_name_lower_uq" ON "task_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tasks_archived_status_idx" ON "tasks" USING btree ("is_archived","task_status_id","deadline");--> statement-breakpoint
CREATE INDEX "class_schedules_cabinet_day_idx" ON "class_schedules" USING btree ("cabinet_id","day_of_week");--> statement-breakpoint
CREATE INDEX "class_schedules_school_class_idx" ON "class_schedules" USING btree ("school_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_school_class_statuses_name_lower_uq" ON "client_school_class_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "future_enrollments_class_client_uq" ON "future_enrollments" USING btree ("future_school_class_id","client_id") WHERE "future_enrollments"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "future_enrollments_class_student_uq" ON "future_enrollments" USING btree ("future_school_class_id","student_id") WHERE "future_enrollments"."student_id" is not null;--> statement-breakpoint
CREATE INDEX "future_enrollments_class_idx" ON "future_enrollments" USING btree ("future_school_class_id");--> statement-breakpoint
CREATE INDEX "client_trial_classes_lesson_date_idx" ON "client_trial_classes" USING btree ("lesson_date");--> statement-breakpoint
CREATE INDEX "student_exits_school_class_idx" ON "student_exits" USING btree ("school_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_subjects_staff_subject_uq" ON "teacher_subjects" USING btree ("staff_id","subject_id");--> statement-breakpoint
-- operations.md §3, §9: lists every centre needs, with the ids the spec fixes (status 3 is the finished column;
-- priorities 1 high, 2 medium, 3 low); a new planned place gets the third status, 'В группе' #4caf50 (§4).
INSERT INTO "task_statuses" ("id", "name") VALUES (1, 'Новая'), (2, 'В работе'), (3, 'Выполнена');--> statement-breakpoint
INSERT INTO "task_priority_types" ("id", "name") VALUES (1, 'Высокий'), (2, 'Средний'), (3, 'Низкий');--> statement-breakpoint
INSERT INTO "client_school_class_statuses" ("name", "color") VALUES ('Интересуется', '#faad14'), ('Записан', '#1677ff'), ('В группе', '#4caf50'), ('Отказ', '#f5222d');
