CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "bank_qr_partner_date_idx";--> statement-breakpoint
DROP INDEX "sms_records_partner_date_idx";--> statement-breakpoint
DROP INDEX "zns_records_partner_date_idx";--> statement-breakpoint
CREATE INDEX "tickets_cancelled_report_idx" ON "tickets" USING btree ("partner_id","start_date","ticket_code","id") WHERE "tickets"."ticket_status" = 0;--> statement-breakpoint
CREATE INDEX "bank_qr_partner_date_idx" ON "bank_qr_transactions" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_records_partner_date_idx" ON "sms_records" USING btree ("partner_id","send_date","id");--> statement-breakpoint
CREATE INDEX "zns_records_partner_date_idx" ON "zns_records" USING btree ("partner_id","send_date","id");