CREATE TABLE "transport_credentials" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"chain_pem" text,
	"private_key_enc" text NOT NULL,
	"source" text NOT NULL,
	"fingerprint" text NOT NULL,
	"not_before" bigint NOT NULL,
	"not_after" bigint NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"replaced_at" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "transport_credentials_current_uq" ON "transport_credentials" USING btree ("owner_kind","owner_id") WHERE replaced_at is null;--> statement-breakpoint
CREATE INDEX "transport_credentials_owner_idx" ON "transport_credentials" USING btree ("owner_kind","owner_id");