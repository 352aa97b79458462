CREATE TABLE "integrity_digests" (
	"digest_date" date PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery" jsonb NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
