CREATE TABLE "company_api_secrets" (
	"company_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_api_secrets" ADD CONSTRAINT "company_api_secrets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Companies created before this migration get their key now. gen_random_uuid() draws from the server's strong random
-- source (two UUIDs: 64 hex digits), as migration 0003 did for the payment webhook secrets.
INSERT INTO "company_api_secrets" ("company_id", "secret")
SELECT "id", replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') FROM "companies";
