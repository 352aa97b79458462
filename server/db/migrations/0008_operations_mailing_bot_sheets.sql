CREATE TABLE "announcement_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcement_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"announcement_id" integer NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "announcement_files_position" CHECK ("announcement_files"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "announcement_group_chats" (
	"announcement_id" integer NOT NULL,
	"group_chat_id" integer NOT NULL,
	CONSTRAINT "announcement_group_chats_announcement_id_group_chat_id_pk" PRIMARY KEY("announcement_id","group_chat_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_school_classes" (
	"announcement_id" integer NOT NULL,
	"school_class_id" integer NOT NULL,
	CONSTRAINT "announcement_school_classes_announcement_id_school_class_id_pk" PRIMARY KEY("announcement_id","school_class_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_staff" (
	"announcement_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	CONSTRAINT "announcement_staff_announcement_id_staff_id_pk" PRIMARY KEY("announcement_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcement_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"text" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_templates_name_not_blank" CHECK (length(trim("announcement_templates"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_text" text DEFAULT '' NOT NULL,
	"send_to_students" boolean DEFAULT false NOT NULL,
	"send_to_parents" boolean DEFAULT false NOT NULL,
	"send_to_staff" boolean DEFAULT false NOT NULL,
	"send_to_group_chat" boolean DEFAULT false NOT NULL,
	"send_date_time" timestamp with time zone NOT NULL,
	"template_id" integer,
	"dispatched_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_chats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"telegram_chat_id" text NOT NULL,
	"chat_name" text NOT NULL,
	"school_class_id" integer,
	"is_group_chat_for_students" boolean DEFAULT false NOT NULL,
	"is_group_chat_for_parents" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_chats_telegram_chat_id_uq" UNIQUE("telegram_chat_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telegram_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"announcement_id" integer,
	"task_id" integer,
	"recipient_kind" text NOT NULL,
	"person_id" integer,
	"group_chat_id" integer,
	"person_name" text NOT NULL,
	"chat_id" text,
	"message_text" text,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_outbox_kind" CHECK ("telegram_outbox"."recipient_kind" in ('STUDENT', 'PARENT', 'STAFF', 'GROUP_CHAT')),
	CONSTRAINT "telegram_outbox_state" CHECK ("telegram_outbox"."state" in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED')),
	CONSTRAINT "telegram_outbox_source" CHECK (("telegram_outbox"."announcement_id" is null) <> ("telegram_outbox"."message_text" is null))
);
--> statement-breakpoint
CREATE TABLE "bot_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_title" text NOT NULL,
	"message_body" text NOT NULL,
	"message_type" text NOT NULL,
	"message_type_for_user" text NOT NULL,
	CONSTRAINT "bot_messages_title_not_blank" CHECK (length(trim("bot_messages"."message_title")) > 0),
	CONSTRAINT "bot_messages_body_not_blank" CHECK (length(trim("bot_messages"."message_body")) > 0)
);
--> statement-breakpoint
CREATE TABLE "bot_registration_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_registration_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"telegram_user_id" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sheet_sync_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sheet_sync_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"school_class_id" integer NOT NULL,
	"class_name" text NOT NULL,
	"teacher_name" text,
	"student_name" text,
	"cycle_number" integer,
	"sheet_url" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sheet_sync_errors_kind" CHECK ("sheet_sync_errors"."kind" in ('NO_UPDATE', 'STUDENT_NOT_FOUND', 'WRONG_CYCLE'))
);
--> statement-breakpoint
ALTER TABLE "announcement_files" ADD CONSTRAINT "announcement_files_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_group_chats" ADD CONSTRAINT "announcement_group_chats_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_group_chats" ADD CONSTRAINT "announcement_group_chats_group_chat_id_group_chats_id_fk" FOREIGN KEY ("group_chat_id") REFERENCES "public"."group_chats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_school_classes" ADD CONSTRAINT "announcement_school_classes_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_school_classes" ADD CONSTRAINT "announcement_school_classes_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_staff" ADD CONSTRAINT "announcement_staff_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_staff" ADD CONSTRAINT "announcement_staff_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_template_id_announcement_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."announcement_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chats" ADD CONSTRAINT "group_chats_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_outbox" ADD CONSTRAINT "telegram_outbox_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_outbox" ADD CONSTRAINT "telegram_outbox_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_outbox" ADD CONSTRAINT "telegram_outbox_group_chat_id_group_chats_id_fk" FOREIGN KEY ("group_chat_id") REFERENCES "public"."group_chats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_sync_errors" ADD CONSTRAINT "sheet_sync_errors_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_files_position_uq" ON "announcement_files" USING btree ("announcement_id","position");--> statement-breakpoint
CREATE INDEX "announcements_due_idx" ON "announcements" USING btree ("send_date_time") WHERE "announcements"."dispatched_at" is null and "announcements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "announcements_send_date_time_idx" ON "announcements" USING btree ("send_date_time");--> statement-breakpoint
CREATE INDEX "group_chats_school_class_idx" ON "group_chats" USING btree ("school_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_outbox_announcement_person_uq" ON "telegram_outbox" USING btree ("announcement_id","recipient_kind","person_id") WHERE "telegram_outbox"."announcement_id" is not null and "telegram_outbox"."person_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_outbox_announcement_chat_uq" ON "telegram_outbox" USING btree ("announcement_id","group_chat_id") WHERE "telegram_outbox"."announcement_id" is not null and "telegram_outbox"."group_chat_id" is not null;--> statement-breakpoint
CREATE INDEX "telegram_outbox_due_idx" ON "telegram_outbox" USING btree ("next_attempt_at") WHERE "telegram_outbox"."state" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "telegram_outbox_announcement_idx" ON "telegram_outbox" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "bot_registration_attempts_user_idx" ON "bot_registration_attempts" USING btree ("telegram_user_id","attempted_at");--> statement-breakpoint
CREATE INDEX "sheet_sync_errors_kind_idx" ON "sheet_sync_errors" USING btree ("kind","detected_at");--> statement-breakpoint
CREATE INDEX "sheet_sync_errors_class_idx" ON "sheet_sync_errors" USING btree ("school_class_id");