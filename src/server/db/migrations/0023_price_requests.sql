CREATE TABLE "price_request_costs" (
	"price_request_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"base_cost" numeric(18, 4),
	"base_cost_quote_id" uuid,
	"base_cost_lot_id" uuid,
	"storage_cost" numeric(18, 4),
	"transfer_cost" numeric(18, 4),
	"picking_cost" numeric(18, 4),
	"packaging_cost" numeric(18, 4),
	"transport_mode" text DEFAULT 'PER_TON' NOT NULL,
	"first_mile_cost_per_ton" numeric(18, 4),
	"first_mile_cost_total" numeric(18, 4),
	"middle_mile_cost_per_ton" numeric(18, 4),
	"middle_mile_cost_total" numeric(18, 4),
	"last_mile_cost_per_ton" numeric(18, 4),
	"last_mile_cost_total" numeric(18, 4),
	"extra_cost" numeric(18, 4),
	"commission_usd_per_ton" numeric(18, 4),
	"sales_margin_usd_per_ton" numeric(18, 4),
	"saved_by_id" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_request_costs_one_source" CHECK ("price_request_costs"."base_cost_quote_id" is null or "price_request_costs"."base_cost_lot_id" is null),
	CONSTRAINT "price_request_costs_transport_mode" CHECK ("price_request_costs"."transport_mode" in ('PER_TON', 'TOTAL'))
);
--> statement-breakpoint
ALTER TABLE "price_request_costs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_request_counters" (
	"tenant_id" uuid PRIMARY KEY DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_request_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_request_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"price_request_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_request_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"packaging_type" text NOT NULL,
	"volume_tons" numeric(14, 3) NOT NULL,
	"target_price_usd_per_ton" numeric(18, 4),
	"requested_by_type" text NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"seller_id" uuid,
	"delivery_method" text NOT NULL,
	"address_id" uuid,
	"payment_term" text NOT NULL,
	"delivery_window_from" date NOT NULL,
	"delivery_window_to" date NOT NULL,
	"comments" text,
	"msp" numeric(18, 4),
	"total_cost" numeric(18, 4),
	"commission_percent" numeric(12, 2),
	"sales_margin_percent" numeric(12, 2),
	"approved_price_usd_per_ton" numeric(18, 4),
	"valid_until" date,
	"approved_by_id" uuid,
	"approved_at" timestamp with time zone,
	"rejection_reason" text,
	"order_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_requests_status_known" CHECK ("price_requests"."status" in ('REQUESTED', 'IN_COSTING', 'QUOTED', 'APPROVED', 'REJECTED', 'EXPIRED')),
	CONSTRAINT "price_requests_volume_positive" CHECK ("price_requests"."volume_tons" > 0),
	CONSTRAINT "price_requests_window_order" CHECK ("price_requests"."delivery_window_to" >= "price_requests"."delivery_window_from"),
	CONSTRAINT "price_requests_approval_complete" CHECK ("price_requests"."status" <> 'APPROVED' or ("price_requests"."msp" is not null and "price_requests"."approved_price_usd_per_ton" is not null and "price_requests"."valid_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "price_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplier_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"number" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"packaging_type" text NOT NULL,
	"price_usd_per_ton" numeric(18, 4) NOT NULL,
	"available_quantity_ton" numeric(14, 3) NOT NULL,
	"valid_until" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_quotes_amounts" CHECK ("supplier_quotes"."price_usd_per_ton" >= 0 and "supplier_quotes"."available_quantity_ton" >= 0)
);
--> statement-breakpoint
ALTER TABLE "supplier_quotes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppliers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_request_id" uuid;--> statement-breakpoint
ALTER TABLE "price_request_costs" ADD CONSTRAINT "price_request_costs_price_request_id_price_requests_id_fk" FOREIGN KEY ("price_request_id") REFERENCES "public"."price_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request_costs" ADD CONSTRAINT "price_request_costs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request_costs" ADD CONSTRAINT "price_request_costs_base_cost_quote_id_supplier_quotes_id_fk" FOREIGN KEY ("base_cost_quote_id") REFERENCES "public"."supplier_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request_costs" ADD CONSTRAINT "price_request_costs_base_cost_lot_id_inventory_lots_id_fk" FOREIGN KEY ("base_cost_lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request_costs" ADD CONSTRAINT "price_request_costs_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request_counters" ADD CONSTRAINT "price_request_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request_history" ADD CONSTRAINT "price_request_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request_history" ADD CONSTRAINT "price_request_history_price_request_id_price_requests_id_fk" FOREIGN KEY ("price_request_id") REFERENCES "public"."price_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request_history" ADD CONSTRAINT "price_request_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quotes" ADD CONSTRAINT "supplier_quotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quotes" ADD CONSTRAINT "supplier_quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quotes" ADD CONSTRAINT "supplier_quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quotes" ADD CONSTRAINT "supplier_quotes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_request_history_request" ON "price_request_history" USING btree ("price_request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_requests_tenant_number" ON "price_requests" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "price_requests_tenant_created" ON "price_requests" USING btree ("tenant_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "price_requests_tenant_status_created" ON "price_requests" USING btree ("tenant_id","status","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "price_requests_tenant_customer" ON "price_requests" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "price_requests_tenant_product" ON "price_requests" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "price_requests_tenant_seller" ON "price_requests" USING btree ("tenant_id","seller_id");--> statement-breakpoint
CREATE INDEX "price_requests_tenant_requested_by" ON "price_requests" USING btree ("tenant_id","requested_by_id");--> statement-breakpoint
CREATE INDEX "price_requests_approved" ON "price_requests" USING btree ("tenant_id","customer_id","product_id","valid_until","approved_at") WHERE status = 'APPROVED' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "price_requests_open_window" ON "price_requests" USING btree ("tenant_id","delivery_window_to") WHERE status in ('REQUESTED', 'IN_COSTING', 'QUOTED') and deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_quotes_tenant_number" ON "supplier_quotes" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "supplier_quotes_product_valid" ON "supplier_quotes" USING btree ("tenant_id","product_id","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_tenant_name" ON "suppliers" USING btree ("tenant_id","name");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_price_request_id_price_requests_id_fk" FOREIGN KEY ("price_request_id") REFERENCES "public"."price_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_price_request" ON "orders" USING btree ("price_request_id") WHERE price_request_id is not null;--> statement-breakpoint
CREATE POLICY "price_request_costs_tenant_isolation" ON "price_request_costs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "price_request_counters_tenant_isolation" ON "price_request_counters" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "price_request_history_tenant_isolation" ON "price_request_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "price_requests_tenant_isolation" ON "price_requests" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "supplier_quotes_tenant_isolation" ON "supplier_quotes" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "suppliers_tenant_isolation" ON "suppliers" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);