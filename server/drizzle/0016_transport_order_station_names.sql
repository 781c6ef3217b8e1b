ALTER TABLE "transport_orders" ADD COLUMN "up_station_name" text;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "down_station_name" text;-- Orders uploaded before this migration keep no station names (the XML is not re-read here): their list shows a
-- station that is not one of our partners by its code, as before.
