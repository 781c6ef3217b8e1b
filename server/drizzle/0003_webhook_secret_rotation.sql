ALTER TABLE "company_payment_configs" ADD COLUMN "previous_webhook_secret" text;--> statement-breakpoint
ALTER TABLE "company_payment_configs" ADD COLUMN "webhook_secret_rotated_at" bigint;--> statement-breakpoint
-- Databases seeded before this migration hold secrets derived from the seed's fixed random sequence, i.e. from the
-- source: replace them. gen_random_uuid() draws from the server's strong random source (two UUIDs: 64 hex digits).
UPDATE "company_payment_configs" SET
  "webhook_secret" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  "wallet_secret" = CASE WHEN "wallet_secret" IS NULL THEN NULL ELSE replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') END;
