CREATE TABLE "registration_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"student_id" integer,
	"parent_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_codes_code_uq" UNIQUE("code"),
	CONSTRAINT "registration_codes_one_person" CHECK (("registration_codes"."student_id" is null) <> ("registration_codes"."parent_id" is null)),
	CONSTRAINT "registration_codes_length" CHECK (length("registration_codes"."code") >= 8)
);
--> statement-breakpoint
ALTER TABLE "registration_codes" ADD CONSTRAINT "registration_codes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_codes" ADD CONSTRAINT "registration_codes_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_codes_live_student_uq" ON "registration_codes" USING btree ("student_id") WHERE "registration_codes"."student_id" is not null and "registration_codes"."used_at" is null and "registration_codes"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_codes_live_parent_uq" ON "registration_codes" USING btree ("parent_id") WHERE "registration_codes"."parent_id" is not null and "registration_codes"."used_at" is null and "registration_codes"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "registration_codes_expires_idx" ON "registration_codes" USING btree ("expires_at");