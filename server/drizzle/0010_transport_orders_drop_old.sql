ALTER TABLE "transport_orders" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "transport_orders" DROP COLUMN "next_attempt_at";