CREATE TABLE "local_bank_otps" (
	"request_id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"otp_hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" bigint,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_qr_transactions" ADD COLUMN "terminal_id" text;--> statement-breakpoint
ALTER TABLE "telecom_companies" ADD COLUMN "provider" text DEFAULT 'sip' NOT NULL;--> statement-breakpoint
ALTER TABLE "local_bank_otps" ADD CONSTRAINT "local_bank_otps_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_terminals_partner_idx" ON "bank_terminals" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_terminals_request_uq" ON "bank_terminals" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_terminals_active_uq" ON "bank_terminals" USING btree ("partner_id") WHERE status = 'success';--> statement-breakpoint
ALTER TABLE "bank_terminals" DROP COLUMN "otp_value";