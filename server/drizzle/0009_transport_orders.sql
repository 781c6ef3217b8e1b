CREATE TABLE "transport_local_gateway_records" (
	"order_id" text NOT NULL,
	"version" integer NOT NULL,
	"side" text NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_transmission_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"version" integer NOT NULL,
	"side" text NOT NULL,
	"n" integer NOT NULL,
	"at" bigint NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"gateway" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_transmission_jobs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"side" text NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"lease_owner" text,
	"lease_until" bigint,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
ALTER TABLE "transport_orders" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "company_phone" text;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "company_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "upload_digest" text;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "uploaded_partner_id" text;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "updated_at" bigint;--> statement-breakpoint
ALTER TABLE "transport_transmission_attempts" ADD CONSTRAINT "transport_transmission_attempts_order_id_transport_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transport_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_transmission_jobs" ADD CONSTRAINT "transport_transmission_jobs_order_id_transport_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transport_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transport_local_gateway_uq" ON "transport_local_gateway_records" USING btree ("order_id","version","side");--> statement-breakpoint
CREATE INDEX "transport_attempts_order_idx" ON "transport_transmission_attempts" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_jobs_order_side_uq" ON "transport_transmission_jobs" USING btree ("order_id","side");--> statement-breakpoint
CREATE INDEX "transport_jobs_due_idx" ON "transport_transmission_jobs" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_uploaded_partner_id_partners_id_fk" FOREIGN KEY ("uploaded_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_created_by_partner_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Orders written before this migration take their company's name and key from the company they reference.
UPDATE "transport_orders" o SET "company_name" = c."name", "company_key" = coalesce(c."tax_id", c."name") FROM "companies" c WHERE c."id" = o."company_id";--> statement-breakpoint
CREATE UNIQUE INDEX "transport_orders_code_uq" ON "transport_orders" USING btree ("company_key","code") WHERE code is not null;