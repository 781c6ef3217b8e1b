CREATE TABLE "company_payment_configs" (
	"company_id" text PRIMARY KEY NOT NULL,
	"bank_bin" text DEFAULT '970422' NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"wallet_partner_code" text,
	"wallet_secret" text,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"company_id" text,
	"partner_id" text,
	"bill_number" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"raw_body" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"processed_at" bigint,
	"outcome" text,
	"note" text,
	"resolved_at" bigint,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text,
	"ticket_id" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"raw" text,
	"transport" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"sent_at" bigint,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "company_payment_configs" ADD CONSTRAINT "company_payment_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_tx_uq" ON "payment_events" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "payment_events_partner_outcome_idx" ON "payment_events" USING btree ("partner_id","outcome");--> statement-breakpoint
CREATE INDEX "mail_outbox_partner_date_idx" ON "mail_outbox" USING btree ("partner_id","created_at");