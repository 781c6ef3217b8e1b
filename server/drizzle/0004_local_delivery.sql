ALTER TABLE "bank_qr_transactions" ADD COLUMN "simulated" boolean;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "simulated" boolean;--> statement-breakpoint
ALTER TABLE "wallet_orders" ADD COLUMN "simulated" boolean;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "sms_records" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "sms_records" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "zns_records" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "zns_records" ADD COLUMN "delivery_note" text;--> statement-breakpoint
-- Rows recorded before delivery was tracked: a failure is known to be one; a successful SMS or ZNS may have been a
-- provider's delivery or a local driver's record, so its delivery stays null (unknown, never counted as delivered).
UPDATE "sms_records" SET "delivery" = 'failed' WHERE NOT "is_success";--> statement-breakpoint
UPDATE "zns_records" SET "delivery" = 'failed' WHERE NOT "is_success";--> statement-breakpoint
-- An e-mail's transport tells exactly: the outbox is the local driver.
UPDATE "mail_outbox" SET
  "delivery" = CASE WHEN "error" IS NOT NULL THEN 'failed' WHEN "transport" = 'outbox' THEN 'local' ELSE 'delivered' END,
  "delivery_note" = CASE WHEN "error" IS NULL AND "transport" = 'outbox' THEN 'recorded locally, not delivered' END;--> statement-breakpoint
-- isSendEmail counts delivered e-mails only.
UPDATE "tickets" SET "is_send_email" = m."delivered"
FROM (SELECT "ticket_id", bool_or("delivery" = 'delivered') AS "delivered" FROM "mail_outbox" WHERE "ticket_id" IS NOT NULL GROUP BY "ticket_id") m
WHERE m."ticket_id" = "tickets"."id";
