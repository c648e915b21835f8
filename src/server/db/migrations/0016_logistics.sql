CREATE TABLE "invoice_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"credit_date" date NOT NULL,
	"total_value" numeric(16, 2) NOT NULL,
	"document_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"sequence" integer NOT NULL,
	"date_delivery" date NOT NULL,
	"quantity_kg" numeric(14, 3) NOT NULL,
	"is_delivered" boolean DEFAULT false NOT NULL,
	"delivered_at" date,
	"delivery_confirmed_by_id" uuid,
	"plates" text,
	"driver_name" text,
	"vehicle_type_id" uuid,
	"transport_provider_id" uuid,
	"transport_comments" text,
	"transport_assigned_at" timestamp with time zone,
	"transport_assigned_by_id" uuid,
	"bulk_authorization_sent_at" timestamp with time zone,
	"comments" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_quantity_positive" CHECK ("order_shipments"."quantity_kg" > 0),
	CONSTRAINT "order_shipments_sequence_range" CHECK ("order_shipments"."sequence" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "order_shipments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shipment_counters" (
	"tenant_id" uuid PRIMARY KEY DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"allocation_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"packaging_type" text NOT NULL,
	"quantity_kg" numeric(14, 3) NOT NULL,
	CONSTRAINT "shipment_lines_quantity_positive" CHECK ("shipment_lines"."quantity_kg" > 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "transport_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transport_providers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "customer_invoices_customer_open";--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD COLUMN "shipment_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD COLUMN "total_without_iva" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD COLUMN "credit_notes_without_iva" numeric(16, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD COLUMN "net_with_iva" numeric(16, 2);--> statement-breakpoint
UPDATE "customer_invoices" SET "net_with_iva" = "total_with_iva";--> statement-breakpoint
ALTER TABLE "customer_invoices" ALTER COLUMN "net_with_iva" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "shipment_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_due_date" date;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_documents_shipment" ON "order_documents" USING btree ("shipment_id") WHERE shipment_id is not null;--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_kind_known";--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_kind_known" CHECK ("inventory_movements"."kind" in ('RECEIVED', 'ALLOCATED', 'ALLOCATION_CHANGED', 'RELEASED', 'SHIPPED', 'UNSHIPPED', 'ADJUSTED'));--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_invoice_id_customer_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."customer_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_delivery_confirmed_by_id_users_id_fk" FOREIGN KEY ("delivery_confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_transport_provider_id_transport_providers_id_fk" FOREIGN KEY ("transport_provider_id") REFERENCES "public"."transport_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_transport_assigned_by_id_users_id_fk" FOREIGN KEY ("transport_assigned_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_counters" ADD CONSTRAINT "shipment_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_allocation_id_order_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."order_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_lot_id_inventory_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_providers" ADD CONSTRAINT "transport_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_providers" ADD CONSTRAINT "transport_providers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_credit_notes_tenant_number" ON "invoice_credit_notes" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "invoice_credit_notes_invoice" ON "invoice_credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_tenant_number" ON "order_shipments" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_order_sequence" ON "order_shipments" USING btree ("order_id","sequence");--> statement-breakpoint
CREATE INDEX "order_shipments_not_delivered" ON "order_shipments" USING btree ("tenant_id","date_delivery","number","id") WHERE not is_delivered;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_lines_shipment_allocation" ON "shipment_lines" USING btree ("shipment_id","allocation_id");--> statement-breakpoint
CREATE INDEX "shipment_lines_allocation" ON "shipment_lines" USING btree ("allocation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_providers_tenant_name" ON "transport_providers" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_invoices_shipment" ON "customer_invoices" USING btree ("shipment_id") WHERE shipment_id is not null;--> statement-breakpoint
CREATE INDEX "customer_invoices_order" ON "customer_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_open_due" ON "orders" USING btree ("tenant_id",coalesce(shipment_due_date, delivery_date),"id") WHERE ops_status in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA');--> statement-breakpoint
CREATE INDEX "customer_invoices_customer_open" ON "customer_invoices" USING btree ("customer_id","invoice_date") WHERE paid_amount < net_with_iva and not is_cancelled;--> statement-breakpoint
CREATE POLICY "invoice_credit_notes_tenant_isolation" ON "invoice_credit_notes" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_shipments_tenant_isolation" ON "order_shipments" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "shipment_counters_tenant_isolation" ON "shipment_counters" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "shipment_lines_tenant_isolation" ON "shipment_lines" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "transport_providers_tenant_isolation" ON "transport_providers" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);