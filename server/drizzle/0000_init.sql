CREATE TABLE "admin_configs" (
	"domain" text PRIMARY KEY NOT NULL,
	"config" text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"partner_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	CONSTRAINT "notification_reads_partner_id_ticket_id_pk" PRIMARY KEY("partner_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "partner_transactions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text NOT NULL,
	"partner_user_id" text,
	"pay_date" bigint NOT NULL,
	"balance_type" integer NOT NULL,
	"transaction_type" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"description" text,
	"status" integer DEFAULT 2 NOT NULL,
	"ticket_id" text,
	"company_id" text
);
--> statement-breakpoint
CREATE TABLE "partner_users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'STAFF' NOT NULL,
	"debt_limit" bigint DEFAULT 0 NOT NULL,
	"current_debt" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"route_ids" text[] DEFAULT '{}' NOT NULL,
	"company_id" text,
	"phone" text,
	"email" text,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"parent_id" text,
	"partner_type" text DEFAULT 'agency' NOT NULL,
	"config" text DEFAULT '{}' NOT NULL,
	"transport_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo" text,
	"is_auto_approve_routes" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 10 NOT NULL,
	"phone" text,
	"address" text,
	"province_id" text,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "user_settings_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"tax_id" text,
	"address" text,
	"email" text,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"user_type" integer DEFAULT 2 NOT NULL,
	"user_status" integer DEFAULT 1 NOT NULL,
	"licence_class" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE TABLE "partner_companies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text NOT NULL,
	"company_id" text NOT NULL,
	"approved_status" text DEFAULT 'pending' NOT NULL,
	"is_not_using_av" boolean DEFAULT false NOT NULL,
	"debt_limit" bigint DEFAULT 0 NOT NULL,
	"current_debt" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_routes" (
	"partner_id" text NOT NULL,
	"route_id" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	CONSTRAINT "partner_routes_partner_id_route_id_pk" PRIMARY KEY("partner_id","route_id")
);
--> statement-breakpoint
CREATE TABLE "points" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"province_id" text,
	"point_type" integer DEFAULT 0 NOT NULL,
	"code" text,
	"company_id" text
);
--> statement-breakpoint
CREATE TABLE "popular_routes" (
	"partner_id" text NOT NULL,
	"route_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "popular_routes_partner_id_route_id_pk" PRIMARY KEY("partner_id","route_id")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"former_names" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_points" (
	"route_id" text NOT NULL,
	"point_id" text NOT NULL,
	"order" integer NOT NULL,
	"minutes_from_start" integer DEFAULT 0 NOT NULL,
	"price_from_start" bigint DEFAULT 0 NOT NULL,
	"list_transshipment_point" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "route_points_route_id_order_pk" PRIMARY KEY("route_id","order")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"name_short" text,
	"route_id_gtvt" text,
	"list_lock_route" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lock_platform_by_time" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_invoice" text,
	"serial_invoice" text,
	"distance_km" integer,
	"duration_minutes" integer,
	"base_price" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transshipment_points" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"point_id" text NOT NULL,
	"company_id" text,
	"name" text NOT NULL,
	"address" text,
	"transshipment_price" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"number_plate" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"brand" text,
	"seat_count" integer NOT NULL,
	"seat_map" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_locks" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"trip_id" text NOT NULL,
	"list_seat_id" text[] NOT NULL,
	"partner_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surcharge_categories" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"mode" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"created_user_id" text,
	"created_user_name" text,
	"log_type" integer NOT NULL,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"ticket_code" text NOT NULL,
	"trip_id" text NOT NULL,
	"company_id" text NOT NULL,
	"route_id" text NOT NULL,
	"start_date" integer NOT NULL,
	"seat_id" text NOT NULL,
	"ticket_status" integer NOT NULL,
	"full_name" text,
	"phone_number" text,
	"email" text,
	"birthday" text,
	"note" text,
	"agency_price" bigint DEFAULT 0 NOT NULL,
	"original_ticket_price" bigint DEFAULT 0 NOT NULL,
	"paid_money" bigint DEFAULT 0 NOT NULL,
	"over_time" bigint,
	"payment_type" integer DEFAULT 3 NOT NULL,
	"foreign_key" text,
	"is_adult" boolean DEFAULT true NOT NULL,
	"image" text,
	"orderer" text,
	"orderer_phone_number" text,
	"point_up" jsonb,
	"point_down" jsonb,
	"point_up_type" integer DEFAULT 0 NOT NULL,
	"point_down_type" integer DEFAULT 0 NOT NULL,
	"address_up" text,
	"address_down" text,
	"trans_ship_up_id" text,
	"trans_ship_down_id" text,
	"surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"surcharge_price" bigint DEFAULT 0 NOT NULL,
	"invoice_info" jsonb,
	"invoice_status" integer,
	"serial_invoice" text,
	"form_invoice" text,
	"partner_id" text,
	"seller_id" text,
	"seller_name" text,
	"agency" text,
	"user_partner_id" text,
	"platform" integer DEFAULT 5 NOT NULL,
	"platform_detail" text,
	"sale_channel" integer DEFAULT 0 NOT NULL,
	"get_in_time_plan" bigint,
	"number_of_sms_sent" integer DEFAULT 0 NOT NULL,
	"is_send_zns" boolean DEFAULT false NOT NULL,
	"is_send_email" boolean DEFAULT false NOT NULL,
	"number_of_print" integer DEFAULT 0 NOT NULL,
	"cash_on_the_trip" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancel_time" bigint,
	"cancel_user_name" text,
	"cancel_fee" bigint DEFAULT 0 NOT NULL,
	"is_refunded" boolean DEFAULT false NOT NULL,
	"released_at" bigint,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE TABLE "trip_partner_settlements" (
	"trip_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"is_partner_settled" boolean DEFAULT false NOT NULL,
	"settled_at" bigint,
	"settled_by" text,
	CONSTRAINT "trip_partner_settlements_trip_id_partner_id_pk" PRIMARY KEY("trip_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"route_id" text NOT NULL,
	"vehicle_id" text,
	"driver_ids" text[] DEFAULT '{}' NOT NULL,
	"trip_code" text,
	"start_time" bigint NOT NULL,
	"start_date" integer NOT NULL,
	"start_time_reality" bigint,
	"trip_status" integer DEFAULT 1 NOT NULL,
	"trip_type" integer DEFAULT 0 NOT NULL,
	"seat_map" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lock_seat" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partner_locks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"choosable_seat" integer DEFAULT 1 NOT NULL,
	"time_partner_holder" bigint DEFAULT 0 NOT NULL,
	"time_partner_lock_booking" bigint DEFAULT 0 NOT NULL,
	"time_partner_allow_cancel" bigint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"total_seat" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_qr_transactions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"bill_number" text NOT NULL,
	"company_id" text,
	"partner_id" text,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"total_money" bigint DEFAULT 0 NOT NULL,
	"qr_payload" text,
	"qr_code" text,
	"transaction_type" text DEFAULT 'MB_QR' NOT NULL,
	"trans_status" integer DEFAULT 1 NOT NULL,
	"transaction_content" text,
	"ticket_infos" text DEFAULT '[]' NOT NULL,
	"paid_at" bigint
);
--> statement-breakpoint
CREATE TABLE "bank_terminals" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"phone_no" text NOT NULL,
	"identity_number" text NOT NULL,
	"terminal_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"request_id" text,
	"otp_value" text,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text,
	"company_id" text,
	"ticket_ids" text[] DEFAULT '{}' NOT NULL,
	"bill_number" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"payment_type" integer NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"created_user_id" text,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_orders" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"partner_id" text,
	"company_id" text,
	"ticket_ids" text[] DEFAULT '{}' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"qr_image" text,
	"package_name" text,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"partner_id" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL,
	CONSTRAINT "mail_templates_partner_id_type_pk" PRIMARY KEY("partner_id","type")
);
--> statement-breakpoint
CREATE TABLE "print_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text,
	"partner_id" text,
	"type" text DEFAULT 'PRINT_TICKET' NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text NOT NULL,
	"message_type" integer NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_records" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text,
	"company_id" text,
	"ticket_id" text,
	"phone_number" text NOT NULL,
	"content" text NOT NULL,
	"object_type" integer DEFAULT 1500 NOT NULL,
	"message_type" integer,
	"send_date" bigint NOT NULL,
	"is_success" boolean NOT NULL,
	"length" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"real_price" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zns_records" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text,
	"ticket_id" text,
	"template_id" text,
	"phone_number" text NOT NULL,
	"zns_type" integer NOT NULL,
	"send_date" bigint NOT NULL,
	"is_success" boolean NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"message_error" text
);
--> statement-breakpoint
CREATE TABLE "zns_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text NOT NULL,
	"name" text NOT NULL,
	"message_content_type" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_history" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text NOT NULL,
	"call_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"extension" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"call_start_time" bigint NOT NULL,
	"call_end_time" bigint,
	"recording_url" text
);
--> statement-breakpoint
CREATE TABLE "telecom_companies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telecom_numbers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"partner_id" text NOT NULL,
	"telecom_company_id" text NOT NULL,
	"number" text NOT NULL,
	"telecom_config" text DEFAULT '{}' NOT NULL,
	"company_id" text,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_orders" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"code" text,
	"company_id" text NOT NULL,
	"route_id" text,
	"trip_id" text,
	"number_plate" text,
	"time_start_trip" bigint NOT NULL,
	"time_end_trip" bigint,
	"xml" text NOT NULL,
	"company_status" integer DEFAULT 1 NOT NULL,
	"station_up_status" integer DEFAULT 1 NOT NULL,
	"station_down_status" integer DEFAULT 1 NOT NULL,
	"partner_up_id" text,
	"partner_down_id" text,
	"partner_up_code" text,
	"partner_down_code" text,
	"number_customer_up" integer,
	"number_customer_down" integer,
	"time_up_confirm" bigint,
	"time_down_confirm" bigint,
	"description_error" text,
	"description_sign_company" text,
	"description_sign_up" text,
	"description_sign_down" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint,
	"created_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transactions" ADD CONSTRAINT "partner_transactions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transactions" ADD CONSTRAINT "partner_transactions_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD CONSTRAINT "partner_companies_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD CONSTRAINT "partner_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_routes" ADD CONSTRAINT "partner_routes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_routes" ADD CONSTRAINT "partner_routes_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_routes" ADD CONSTRAINT "popular_routes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_routes" ADD CONSTRAINT "popular_routes_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_points" ADD CONSTRAINT "route_points_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_points" ADD CONSTRAINT "route_points_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transshipment_points" ADD CONSTRAINT "transshipment_points_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transshipment_points" ADD CONSTRAINT "transshipment_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_locks" ADD CONSTRAINT "seat_locks_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_categories" ADD CONSTRAINT "surcharge_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_partner_id_partner_users_id_fk" FOREIGN KEY ("user_partner_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_partner_settlements" ADD CONSTRAINT "trip_partner_settlements_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_partner_settlements" ADD CONSTRAINT "trip_partner_settlements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_qr_transactions" ADD CONSTRAINT "bank_qr_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_qr_transactions" ADD CONSTRAINT "bank_qr_transactions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_terminals" ADD CONSTRAINT "bank_terminals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_orders" ADD CONSTRAINT "wallet_orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_orders" ADD CONSTRAINT "wallet_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_configs" ADD CONSTRAINT "sms_configs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_records" ADD CONSTRAINT "sms_records_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_records" ADD CONSTRAINT "sms_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zns_records" ADD CONSTRAINT "zns_records_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zns_templates" ADD CONSTRAINT "zns_templates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_history" ADD CONSTRAINT "call_history_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecom_numbers" ADD CONSTRAINT "telecom_numbers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecom_numbers" ADD CONSTRAINT "telecom_numbers_telecom_company_id_telecom_companies_id_fk" FOREIGN KEY ("telecom_company_id") REFERENCES "public"."telecom_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecom_numbers" ADD CONSTRAINT "telecom_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_partner_up_id_partners_id_fk" FOREIGN KEY ("partner_up_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_partner_down_id_partners_id_fk" FOREIGN KEY ("partner_down_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_transactions_partner_date_idx" ON "partner_transactions" USING btree ("partner_id","pay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_users_username_uq" ON "partner_users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "partner_users_partner_idx" ON "partner_users" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partners_parent_idx" ON "partners" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_code_uq" ON "partners" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_users_company_idx" ON "company_users" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_companies_uq" ON "partner_companies" USING btree ("partner_id","company_id");--> statement-breakpoint
CREATE INDEX "partner_companies_company_idx" ON "partner_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "partner_routes_route_idx" ON "partner_routes" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "points_province_idx" ON "points" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "routes_company_idx" ON "routes" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_uq" ON "vehicles" USING btree ("number_plate");--> statement-breakpoint
CREATE INDEX "vehicles_company_idx" ON "vehicles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "seat_locks_trip_idx" ON "seat_locks" USING btree ("trip_id","expires_at");--> statement-breakpoint
CREATE INDEX "surcharge_categories_company_idx" ON "surcharge_categories" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ticket_logs_ticket_idx" ON "ticket_logs" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_active_seat_uq" ON "tickets" USING btree ("trip_id","seat_id") WHERE "tickets"."ticket_status" <> 0 and "tickets"."released_at" is null;--> statement-breakpoint
CREATE INDEX "tickets_trip_idx" ON "tickets" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "tickets_code_idx" ON "tickets" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "tickets_partner_created_idx" ON "tickets" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_partner_date_idx" ON "tickets" USING btree ("partner_id","start_date");--> statement-breakpoint
CREATE INDEX "tickets_phone_idx" ON "tickets" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "tickets_hold_idx" ON "tickets" USING btree ("over_time") WHERE "tickets"."ticket_status" = 2 and "tickets"."released_at" is null;--> statement-breakpoint
CREATE INDEX "trips_route_date_idx" ON "trips" USING btree ("route_id","start_date","start_time");--> statement-breakpoint
CREATE INDEX "trips_company_date_idx" ON "trips" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_qr_bill_uq" ON "bank_qr_transactions" USING btree ("bill_number");--> statement-breakpoint
CREATE INDEX "bank_qr_partner_date_idx" ON "bank_qr_transactions" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_partner_date_idx" ON "payments" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_orders_order_uq" ON "wallet_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sms_records_partner_date_idx" ON "sms_records" USING btree ("partner_id","send_date");--> statement-breakpoint
CREATE INDEX "zns_records_partner_date_idx" ON "zns_records" USING btree ("partner_id","send_date");--> statement-breakpoint
CREATE INDEX "call_history_partner_time_idx" ON "call_history" USING btree ("partner_id","call_start_time");--> statement-breakpoint
CREATE INDEX "call_history_phone_idx" ON "call_history" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "telecom_numbers_number_uq" ON "telecom_numbers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "telecom_numbers_partner_idx" ON "telecom_numbers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "transport_orders_start_idx" ON "transport_orders" USING btree ("time_start_trip");--> statement-breakpoint
CREATE INDEX "transport_orders_up_idx" ON "transport_orders" USING btree ("partner_up_id","time_start_trip");--> statement-breakpoint
CREATE INDEX "transport_orders_down_idx" ON "transport_orders" USING btree ("partner_down_id","time_start_trip");