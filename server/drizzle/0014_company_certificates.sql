CREATE TABLE "company_certificates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text NOT NULL,
	"company_id" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"fingerprint" text NOT NULL,
	"not_before" bigint NOT NULL,
	"not_after" bigint NOT NULL,
	"source" text NOT NULL,
	"created_by" text,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"replaced_at" bigint
);
--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_created_by_partner_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_certificates_current_uq" ON "company_certificates" USING btree ("partner_id","company_id") WHERE replaced_at is null;--> statement-breakpoint
CREATE INDEX "company_certificates_owner_idx" ON "company_certificates" USING btree ("partner_id","company_id");