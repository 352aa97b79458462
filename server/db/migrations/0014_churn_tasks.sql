CREATE TABLE "churn_tasks" (
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"cycle_number" integer NOT NULL,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "churn_tasks_student_id_class_id_cycle_number_pk" PRIMARY KEY("student_id","class_id","cycle_number")
);
--> statement-breakpoint
ALTER TABLE "churn_tasks" ADD CONSTRAINT "churn_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;