DROP INDEX "partner_transactions_partner_date_idx";--> statement-breakpoint
ALTER TABLE "partner_transactions" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
CREATE INDEX "partner_transactions_user_date_idx" ON "partner_transactions" USING btree ("partner_user_id","pay_date","id");--> statement-breakpoint
CREATE INDEX "partner_transactions_ticket_idx" ON "partner_transactions" USING btree ("ticket_id") WHERE "partner_transactions"."ticket_id" is not null;--> statement-breakpoint
CREATE INDEX "partner_transactions_partner_date_idx" ON "partner_transactions" USING btree ("partner_id","pay_date","id");