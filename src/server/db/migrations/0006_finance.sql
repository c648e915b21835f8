CREATE TABLE "customer_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"currency" text NOT NULL,
	"total_with_iva" numeric(16, 2) NOT NULL,
	"paid_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_finance" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"release_requested_at" timestamp with time zone,
	"release_requested_by_id" uuid,
	"payment_requested_at" timestamp with time zone,
	"payment_requested_by_id" uuid,
	"is_payment_validated" boolean DEFAULT false NOT NULL,
	"payment_validated_at" timestamp with time zone,
	"payment_validated_by_id" uuid,
	"credit_check_result" text,
	"credit_check" jsonb,
	"credit_checked_at" timestamp with time zone,
	"is_approved_for_release" boolean DEFAULT false NOT NULL,
	"reason_rejected" text,
	"reject_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"paid_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_finance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"receipt_document_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_finance" ADD CONSTRAINT "order_finance_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_finance" ADD CONSTRAINT "order_finance_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_finance" ADD CONSTRAINT "order_finance_release_requested_by_id_users_id_fk" FOREIGN KEY ("release_requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_finance" ADD CONSTRAINT "order_finance_payment_requested_by_id_users_id_fk" FOREIGN KEY ("payment_requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_finance" ADD CONSTRAINT "order_finance_payment_validated_by_id_users_id_fk" FOREIGN KEY ("payment_validated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_finance" ADD CONSTRAINT "order_finance_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_receipt_document_id_order_documents_id_fk" FOREIGN KEY ("receipt_document_id") REFERENCES "public"."order_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_invoices_tenant_number" ON "customer_invoices" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "customer_invoices_customer_open" ON "customer_invoices" USING btree ("customer_id","invoice_date") WHERE paid_amount < total_with_iva and not is_cancelled;--> statement-breakpoint
CREATE INDEX "order_finance_release_requested" ON "order_finance" USING btree ("tenant_id","release_requested_at");--> statement-breakpoint
CREATE INDEX "order_payments_order" ON "order_payments" USING btree ("order_id","payment_date");--> statement-breakpoint
CREATE POLICY "customer_invoices_tenant_isolation" ON "customer_invoices" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_finance_tenant_isolation" ON "order_finance" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_payments_tenant_isolation" ON "order_payments" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);