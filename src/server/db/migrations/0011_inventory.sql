CREATE TABLE "inventory_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"packaging_type" text NOT NULL,
	"lot" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"cost_usd_per_ton" numeric(14, 2) NOT NULL,
	"reception_date" date NOT NULL,
	"batch_id" text,
	"supplier" text,
	"coa_stored_name" text,
	"coa_original_name" text,
	"coa_content_type" text,
	"coa_size_bytes" integer,
	"received_kg" numeric(14, 3) NOT NULL,
	"adjusted_kg" numeric(14, 3) DEFAULT '0' NOT NULL,
	"allocated_kg" numeric(14, 3) DEFAULT '0' NOT NULL,
	"shipped_kg" numeric(14, 3) DEFAULT '0' NOT NULL,
	"available_kg" numeric(14, 3) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_lots_available_not_negative" CHECK ("inventory_lots"."available_kg" >= 0),
	CONSTRAINT "inventory_lots_allocated_not_negative" CHECK ("inventory_lots"."allocated_kg" >= 0 and "inventory_lots"."shipped_kg" >= 0),
	CONSTRAINT "inventory_lots_available_is_balance" CHECK ("inventory_lots"."available_kg" = "inventory_lots"."received_kg" + "inventory_lots"."adjusted_kg" - "inventory_lots"."allocated_kg" - "inventory_lots"."shipped_kg")
);
--> statement-breakpoint
ALTER TABLE "inventory_lots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity_kg" numeric(14, 3) NOT NULL,
	"order_id" uuid,
	"allocation_id" uuid,
	"reason" text,
	"user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movements_kind_known" CHECK ("inventory_movements"."kind" in ('RECEIVED', 'ALLOCATED', 'ALLOCATION_CHANGED', 'RELEASED', 'SHIPPED', 'ADJUSTED'))
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"packaging_type" text NOT NULL,
	"allocated_kg" numeric(14, 3) NOT NULL,
	"shipped_kg" numeric(14, 3) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_allocations_positive" CHECK ("order_allocations"."allocated_kg" > 0 and "order_allocations"."shipped_kg" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_allocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "region_id" uuid;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_lot_id_inventory_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_lot_id_inventory_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_lots_tenant_warehouse_lot" ON "inventory_lots" USING btree ("tenant_id","warehouse_id","lot");--> statement-breakpoint
CREATE INDEX "inventory_lots_fefo" ON "inventory_lots" USING btree ("tenant_id","product_id","packaging_type","reception_date","id") WHERE available_kg > 0;--> statement-breakpoint
CREATE INDEX "inventory_lots_tenant_created" ON "inventory_lots" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_lots_tenant_warehouse" ON "inventory_lots" USING btree ("tenant_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_lot" ON "inventory_movements" USING btree ("tenant_id","lot_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_allocations_order_lot" ON "order_allocations" USING btree ("order_id","lot_id");--> statement-breakpoint
CREATE INDEX "order_allocations_tenant_lot" ON "order_allocations" USING btree ("tenant_id","lot_id");--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "inventory_lots_tenant_isolation" ON "inventory_lots" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "inventory_movements_tenant_isolation" ON "inventory_movements" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_allocations_tenant_isolation" ON "order_allocations" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);