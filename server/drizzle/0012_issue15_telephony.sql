CREATE TABLE "call_recordings" (
	"call_history_id" text PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"audio" "bytea" NOT NULL,
	"delivery_note" text,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telephony_line_sessions" (
	"line_id" text PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"since" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_history" ADD COLUMN "line_id" text;--> statement-breakpoint
ALTER TABLE "call_history" ADD COLUMN "answered_at" bigint;--> statement-breakpoint
ALTER TABLE "call_history" ADD COLUMN "recalled_at" bigint;--> statement-breakpoint
ALTER TABLE "call_history" ADD COLUMN "recall_line" text;--> statement-breakpoint
ALTER TABLE "call_history" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_call_history_id_call_history_id_fk" FOREIGN KEY ("call_history_id") REFERENCES "public"."call_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_line_sessions" ADD CONSTRAINT "telephony_line_sessions_line_id_telecom_numbers_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."telecom_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_line_sessions" ADD CONSTRAINT "telephony_line_sessions_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_line_sessions" ADD CONSTRAINT "telephony_line_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_history" ADD CONSTRAINT "call_history_line_id_telecom_numbers_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."telecom_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_history_partner_call_uq" ON "call_history" USING btree ("partner_id","call_id");--> statement-breakpoint
CREATE INDEX "call_history_line_time_idx" ON "call_history" USING btree ("line_id","call_start_time");--> statement-breakpoint
-- Calls recorded before lines were linked: their line is the agency's line with that extension number.
UPDATE "call_history" AS h SET "line_id" = n."id" FROM "telecom_numbers" AS n WHERE h."line_id" IS NULL AND n."partner_id" = h."partner_id" AND n."number" = h."extension";
