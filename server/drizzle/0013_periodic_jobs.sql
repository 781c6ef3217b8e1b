CREATE TABLE "periodic_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" bigint NOT NULL,
	"ran_by" text,
	"ran_at" bigint
);
