CREATE TABLE "dashboard_delivery_cells" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"month" date NOT NULL,
	"seller_id" uuid,
	"delivered" integer NOT NULL,
	"on_time" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_delivery_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_demand_cells" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"seller_id" uuid,
	"product_id" uuid NOT NULL,
	"items" integer NOT NULL,
	"kg" numeric NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_demand_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_duration_cells" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"month" date NOT NULL,
	"measure" smallint NOT NULL,
	"bucket" integer NOT NULL,
	"orders" integer NOT NULL,
	"total" double precision NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_duration_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_open_cells" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"seller_id" uuid,
	"due" date NOT NULL,
	"retained" boolean NOT NULL,
	"orders" integer NOT NULL,
	"kg" numeric NOT NULL,
	"usd" numeric NOT NULL,
	"mxn" numeric NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_open_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_product_cells" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"month" date NOT NULL,
	"seller_id" uuid,
	"product_id" uuid NOT NULL,
	"items" integer NOT NULL,
	"kg" numeric NOT NULL,
	"usd" numeric NOT NULL,
	"mxn" numeric NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_product_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_sales_cells" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"month" date NOT NULL,
	"seller_id" uuid,
	"customer_id" uuid NOT NULL,
	"orders" integer NOT NULL,
	"kg" numeric NOT NULL,
	"usd" numeric NOT NULL,
	"mxn" numeric NOT NULL,
	"costed_kg" numeric NOT NULL,
	"costed_revenue_usd" numeric NOT NULL,
	"costed_cost_usd" numeric NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_sales_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- One rewrite of the orders for the seven durations (a statement each would rewrite them seven
-- times), without the two indexes they replace.
DROP INDEX "orders_dashboard_steps";--> statement-breakpoint
DROP INDEX "orders_dashboard_released";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "days_to_approved" double precision GENERATED ALWAYS AS (date_part('epoch', step_approved_at - created_at) / 86400) STORED,
  ADD COLUMN "days_to_material" double precision GENERATED ALWAYS AS (date_part('epoch', step_material_at - created_at) / 86400) STORED,
  ADD COLUMN "days_to_scheduled" double precision GENERATED ALWAYS AS (date_part('epoch', step_scheduled_at - created_at) / 86400) STORED,
  ADD COLUMN "days_to_transport" double precision GENERATED ALWAYS AS (date_part('epoch', step_transport_at - created_at) / 86400) STORED,
  ADD COLUMN "days_to_invoiced" double precision GENERATED ALWAYS AS (date_part('epoch', step_invoiced_at - created_at) / 86400) STORED,
  ADD COLUMN "days_to_delivered" double precision GENERATED ALWAYS AS (date_part('epoch', step_delivered_at - created_at) / 86400) STORED,
  ADD COLUMN "release_lead_hours" double precision GENERATED ALWAYS AS (date_part('epoch', step_approved_at - case when release_requested_at <= step_approved_at then release_requested_at else created_at end) / 3600) STORED;--> statement-breakpoint
CREATE INDEX "dashboard_delivery_cells_month" ON "dashboard_delivery_cells" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_delivery_cells_pending" ON "dashboard_delivery_cells" USING btree ("tenant_id") WHERE not folded;--> statement-breakpoint
CREATE INDEX "dashboard_demand_cells_seller" ON "dashboard_demand_cells" USING btree ("tenant_id","seller_id");--> statement-breakpoint
CREATE INDEX "dashboard_demand_cells_pending" ON "dashboard_demand_cells" USING btree ("tenant_id") WHERE not folded;--> statement-breakpoint
CREATE INDEX "dashboard_duration_cells_month" ON "dashboard_duration_cells" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_duration_cells_pending" ON "dashboard_duration_cells" USING btree ("tenant_id") WHERE not folded;--> statement-breakpoint
CREATE INDEX "dashboard_open_cells_seller" ON "dashboard_open_cells" USING btree ("tenant_id","seller_id");--> statement-breakpoint
CREATE INDEX "dashboard_open_cells_pending" ON "dashboard_open_cells" USING btree ("tenant_id") WHERE not folded;--> statement-breakpoint
CREATE INDEX "dashboard_product_cells_month" ON "dashboard_product_cells" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_product_cells_pending" ON "dashboard_product_cells" USING btree ("tenant_id") WHERE not folded;--> statement-breakpoint
CREATE INDEX "dashboard_sales_cells_month" ON "dashboard_sales_cells" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_sales_cells_pending" ON "dashboard_sales_cells" USING btree ("tenant_id") WHERE not folded;--> statement-breakpoint
CREATE INDEX "orders_awaiting_with_lots" ON "orders" USING btree ("tenant_id","seller_id","id") WHERE ops_status in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA') and allocated_kg > 0;--> statement-breakpoint
CREATE INDEX "orders_dashboard_cycle" ON "orders" USING btree ("tenant_id","created_at","seller_id","days_to_approved","days_to_material","days_to_scheduled","days_to_transport","days_to_invoiced","days_to_delivered");--> statement-breakpoint
CREATE INDEX "orders_dashboard_days_to_approved" ON "orders" USING btree ("tenant_id","days_to_approved","created_at") WHERE days_to_approved is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_days_to_material" ON "orders" USING btree ("tenant_id","days_to_material","created_at") WHERE days_to_material is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_days_to_scheduled" ON "orders" USING btree ("tenant_id","days_to_scheduled","created_at") WHERE days_to_scheduled is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_days_to_transport" ON "orders" USING btree ("tenant_id","days_to_transport","created_at") WHERE days_to_transport is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_days_to_invoiced" ON "orders" USING btree ("tenant_id","days_to_invoiced","created_at") WHERE days_to_invoiced is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_days_to_delivered" ON "orders" USING btree ("tenant_id","days_to_delivered","created_at") WHERE days_to_delivered is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_release_lead" ON "orders" USING btree ("tenant_id","release_lead_hours","step_approved_at") WHERE release_lead_hours is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_released" ON "orders" USING btree ("tenant_id","step_approved_at","seller_id","release_lead_hours") WHERE step_approved_at is not null;--> statement-breakpoint
CREATE POLICY "dashboard_delivery_cells_tenant_isolation" ON "dashboard_delivery_cells" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "dashboard_demand_cells_tenant_isolation" ON "dashboard_demand_cells" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "dashboard_duration_cells_tenant_isolation" ON "dashboard_duration_cells" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "dashboard_open_cells_tenant_isolation" ON "dashboard_open_cells" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "dashboard_product_cells_tenant_isolation" ON "dashboard_product_cells" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "dashboard_sales_cells_tenant_isolation" ON "dashboard_sales_cells" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- The dashboards' summaries (docs/decisions.md "Dashboards: monthly summaries"). Triggers only
-- INSERT rows of changes into the dashboard_*_cells tables (+ what a changed order or item counts
-- now, − what it counted before), in the transaction that changes them: no shared row is ever
-- updated, so concurrent order writes never wait on each other here. The fold job sums each key's
-- rows into one (modules/dashboards/foldQueries.ts); the figures add every row. Orders waiting for
-- material are those created, signed, released or retained (the inventory module's rule).

-- The business month (Mexico City) an instant falls in, as its first day.
CREATE FUNCTION dashboard_month(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_trunc('month', at AT TIME ZONE 'America/Mexico_City')::date
$$;--> statement-breakpoint
-- The bucket of a duration: a quarter day for the steps' days (measures 0–5), eight hours for the
-- release lead hours (measure 6). Both scales are powers of two, so a bucket is exactly the values
-- from bucket × size up to (bucket + 1) × size in floating point, which is how the figures read it.
CREATE FUNCTION dashboard_bucket(measure integer, value float8) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(CASE WHEN measure = 6 THEN value / 8 ELSE value * 4 END)::integer
$$;--> statement-breakpoint
-- Whether a delivery was on time: delivered (its Mexico City day) no later than its delivery date.
CREATE FUNCTION dashboard_on_time(delivered_at timestamptz, delivery_date date) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN (delivered_at AT TIME ZONE 'America/Mexico_City')::date <= delivery_date THEN 1 ELSE 0 END
$$;--> statement-breakpoint
-- An order's durations with the month each counts in: the steps' days by its creation, the release
-- lead hours by its first release; only those reached.
CREATE FUNCTION dashboard_order_durations(o orders) RETURNS TABLE (month date, measure integer, value float8)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT s.month, s.measure, s.value FROM (VALUES
    (dashboard_month(o.created_at), 0, o.days_to_approved),
    (dashboard_month(o.created_at), 1, o.days_to_material),
    (dashboard_month(o.created_at), 2, o.days_to_scheduled),
    (dashboard_month(o.created_at), 3, o.days_to_transport),
    (dashboard_month(o.created_at), 4, o.days_to_invoiced),
    (dashboard_month(o.created_at), 5, o.days_to_delivered),
    (dashboard_month(o.step_approved_at), 6, o.release_lead_hours)) s(month, measure, value)
  WHERE s.value IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION orders_dashboard_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_sales_cells (tenant_id, month, seller_id, customer_id, orders, kg, usd, mxn, costed_kg, costed_revenue_usd, costed_cost_usd)
    SELECT n.tenant_id, dashboard_month(n.created_at), n.seller_id, n.customer_id, count(*), sum(n.total_kg),
           sum(n.products_total_usd), sum(n.products_total_mxn), sum(n.costed_kg), sum(n.costed_revenue_usd), sum(n.costed_cost_usd)
    FROM changed_after n WHERE n.ops_status <> 'ORDEN_CANCELADA'
    GROUP BY 1, 2, 3, 4;
    INSERT INTO dashboard_duration_cells (tenant_id, month, measure, bucket, orders, total)
    SELECT n.tenant_id, d.month, d.measure, dashboard_bucket(d.measure, d.value), count(*), sum(d.value)
    FROM changed_after n CROSS JOIN LATERAL dashboard_order_durations(n) d
    GROUP BY 1, 2, 3, 4;
    INSERT INTO dashboard_delivery_cells (tenant_id, month, seller_id, delivered, on_time)
    SELECT n.tenant_id, dashboard_month(n.delivered_at), n.seller_id, count(*), sum(dashboard_on_time(n.delivered_at, n.delivery_date))
    FROM changed_after n WHERE n.delivered_at IS NOT NULL
    GROUP BY 1, 2, 3;
    INSERT INTO dashboard_open_cells (tenant_id, seller_id, due, retained, orders, kg, usd, mxn)
    SELECT n.tenant_id, n.seller_id, coalesce(n.shipment_due_date, n.delivery_date), n.ops_status = 'ORDEN_RETENIDA',
           count(*), sum(n.total_kg), sum(n.products_total_usd), sum(n.products_total_mxn)
    FROM changed_after n WHERE n.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA')
    GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    -- (Their items' part was taken off before each row went: orders_dashboard_deleting.)
    INSERT INTO dashboard_sales_cells (tenant_id, month, seller_id, customer_id, orders, kg, usd, mxn, costed_kg, costed_revenue_usd, costed_cost_usd)
    SELECT b.tenant_id, dashboard_month(b.created_at), b.seller_id, b.customer_id, -count(*), -sum(b.total_kg),
           -sum(b.products_total_usd), -sum(b.products_total_mxn), -sum(b.costed_kg), -sum(b.costed_revenue_usd), -sum(b.costed_cost_usd)
    FROM changed_before b WHERE b.ops_status <> 'ORDEN_CANCELADA'
    GROUP BY 1, 2, 3, 4;
    INSERT INTO dashboard_duration_cells (tenant_id, month, measure, bucket, orders, total)
    SELECT b.tenant_id, d.month, d.measure, dashboard_bucket(d.measure, d.value), -count(*), -sum(d.value)
    FROM changed_before b CROSS JOIN LATERAL dashboard_order_durations(b) d
    GROUP BY 1, 2, 3, 4;
    INSERT INTO dashboard_delivery_cells (tenant_id, month, seller_id, delivered, on_time)
    SELECT b.tenant_id, dashboard_month(b.delivered_at), b.seller_id, -count(*), -sum(dashboard_on_time(b.delivered_at, b.delivery_date))
    FROM changed_before b WHERE b.delivered_at IS NOT NULL
    GROUP BY 1, 2, 3;
    INSERT INTO dashboard_open_cells (tenant_id, seller_id, due, retained, orders, kg, usd, mxn)
    SELECT b.tenant_id, b.seller_id, coalesce(b.shipment_due_date, b.delivery_date), b.ops_status = 'ORDEN_RETENIDA',
           -count(*), -sum(b.total_kg), -sum(b.products_total_usd), -sum(b.products_total_mxn)
    FROM changed_before b WHERE b.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA')
    GROUP BY 1, 2, 3, 4;
  ELSE
    -- Only orders whose counted values changed: what they count now, less what they counted before.
    INSERT INTO dashboard_sales_cells (tenant_id, month, seller_id, customer_id, orders, kg, usd, mxn, costed_kg, costed_revenue_usd, costed_cost_usd)
    SELECT x.tenant_id, dashboard_month(x.created_at), x.seller_id, x.customer_id, sum(x.sign), sum(x.sign * x.total_kg),
           sum(x.sign * x.usd), sum(x.sign * x.mxn), sum(x.sign * x.costed_kg), sum(x.sign * x.revenue), sum(x.sign * x.cost)
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, n.tenant_id, n.created_at, n.seller_id, n.customer_id, n.ops_status, n.total_kg, n.products_total_usd, n.products_total_mxn, n.costed_kg, n.costed_revenue_usd, n.costed_cost_usd),
      (-1, b.tenant_id, b.created_at, b.seller_id, b.customer_id, b.ops_status, b.total_kg, b.products_total_usd, b.products_total_mxn, b.costed_kg, b.costed_revenue_usd, b.costed_cost_usd)
    ) x(sign, tenant_id, created_at, seller_id, customer_id, ops_status, total_kg, usd, mxn, costed_kg, revenue, cost)
    WHERE (n.ops_status = 'ORDEN_CANCELADA', n.created_at, n.seller_id, n.customer_id, n.total_kg, n.products_total_usd, n.products_total_mxn, n.costed_kg, n.costed_revenue_usd, n.costed_cost_usd)
      IS DISTINCT FROM (b.ops_status = 'ORDEN_CANCELADA', b.created_at, b.seller_id, b.customer_id, b.total_kg, b.products_total_usd, b.products_total_mxn, b.costed_kg, b.costed_revenue_usd, b.costed_cost_usd)
      AND x.ops_status <> 'ORDEN_CANCELADA'
    GROUP BY 1, 2, 3, 4
    HAVING sum(x.sign) <> 0 OR sum(x.sign * x.total_kg) <> 0 OR sum(x.sign * x.usd) <> 0 OR sum(x.sign * x.mxn) <> 0
        OR sum(x.sign * x.costed_kg) <> 0 OR sum(x.sign * x.revenue) <> 0 OR sum(x.sign * x.cost) <> 0;
    INSERT INTO dashboard_duration_cells (tenant_id, month, measure, bucket, orders, total)
    SELECT n.tenant_id, d.month, d.measure, dashboard_bucket(d.measure, d.value), sum(d.sign), sum(d.sign * d.value)
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (
      SELECT 1 AS sign, * FROM dashboard_order_durations(n) UNION ALL SELECT -1, * FROM dashboard_order_durations(b)
    ) d
    WHERE (n.created_at, n.step_approved_at, n.days_to_approved, n.days_to_material, n.days_to_scheduled, n.days_to_transport, n.days_to_invoiced, n.days_to_delivered, n.release_lead_hours)
      IS DISTINCT FROM (b.created_at, b.step_approved_at, b.days_to_approved, b.days_to_material, b.days_to_scheduled, b.days_to_transport, b.days_to_invoiced, b.days_to_delivered, b.release_lead_hours)
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.value) <> 0;
    INSERT INTO dashboard_delivery_cells (tenant_id, month, seller_id, delivered, on_time)
    SELECT x.tenant_id, dashboard_month(x.delivered_at), x.seller_id, sum(x.sign), sum(x.sign * dashboard_on_time(x.delivered_at, x.delivery_date))
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, n.tenant_id, n.seller_id, n.delivered_at, n.delivery_date),
      (-1, b.tenant_id, b.seller_id, b.delivered_at, b.delivery_date)
    ) x(sign, tenant_id, seller_id, delivered_at, delivery_date)
    WHERE (n.delivered_at, n.delivery_date, n.seller_id) IS DISTINCT FROM (b.delivered_at, b.delivery_date, b.seller_id)
      AND x.delivered_at IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(x.sign) <> 0 OR sum(x.sign * dashboard_on_time(x.delivered_at, x.delivery_date)) <> 0;
    INSERT INTO dashboard_open_cells (tenant_id, seller_id, due, retained, orders, kg, usd, mxn)
    SELECT x.tenant_id, x.seller_id, x.due, x.retained, sum(x.sign), sum(x.sign * x.kg), sum(x.sign * x.usd), sum(x.sign * x.mxn)
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, n.tenant_id, n.seller_id, n.ops_status, coalesce(n.shipment_due_date, n.delivery_date), n.ops_status = 'ORDEN_RETENIDA', n.total_kg, n.products_total_usd, n.products_total_mxn),
      (-1, b.tenant_id, b.seller_id, b.ops_status, coalesce(b.shipment_due_date, b.delivery_date), b.ops_status = 'ORDEN_RETENIDA', b.total_kg, b.products_total_usd, b.products_total_mxn)
    ) x(sign, tenant_id, seller_id, ops_status, due, retained, kg, usd, mxn)
    WHERE (n.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA'), n.ops_status = 'ORDEN_RETENIDA', n.seller_id, coalesce(n.shipment_due_date, n.delivery_date), n.total_kg, n.products_total_usd, n.products_total_mxn)
      IS DISTINCT FROM (b.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA'), b.ops_status = 'ORDEN_RETENIDA', b.seller_id, coalesce(b.shipment_due_date, b.delivery_date), b.total_kg, b.products_total_usd, b.products_total_mxn)
      AND x.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA')
    GROUP BY 1, 2, 3, 4
    HAVING sum(x.sign) <> 0 OR sum(x.sign * x.kg) <> 0 OR sum(x.sign * x.usd) <> 0 OR sum(x.sign * x.mxn) <> 0;
    -- Their items move with them when an order is cancelled or restored, changes seller or month.
    INSERT INTO dashboard_product_cells (tenant_id, month, seller_id, product_id, items, kg, usd, mxn)
    SELECT x.tenant_id, x.month, x.seller_id, i.product_id, sum(x.sign), sum(x.sign * i.quantity_kg),
           sum(x.sign * i.total_price_usd), sum(x.sign * i.total_price_mxn)
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, n.tenant_id, dashboard_month(n.created_at), n.seller_id, n.ops_status),
      (-1, b.tenant_id, dashboard_month(b.created_at), b.seller_id, b.ops_status)
    ) x(sign, tenant_id, month, seller_id, ops_status)
    JOIN order_items i ON i.order_id = n.id
    WHERE (n.ops_status = 'ORDEN_CANCELADA', dashboard_month(n.created_at), n.seller_id)
      IS DISTINCT FROM (b.ops_status = 'ORDEN_CANCELADA', dashboard_month(b.created_at), b.seller_id)
      AND x.ops_status <> 'ORDEN_CANCELADA'
    GROUP BY 1, 2, 3, 4
    HAVING sum(x.sign) <> 0 OR sum(x.sign * i.quantity_kg) <> 0 OR sum(x.sign * i.total_price_usd) <> 0 OR sum(x.sign * i.total_price_mxn) <> 0;
    -- And into or out of the demand for material when an order starts or stops waiting, or changes seller.
    INSERT INTO dashboard_demand_cells (tenant_id, seller_id, product_id, items, kg)
    SELECT x.tenant_id, x.seller_id, i.product_id, sum(x.sign), sum(x.sign * i.quantity_kg)
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, n.tenant_id, n.seller_id, n.ops_status),
      (-1, b.tenant_id, b.seller_id, b.ops_status)
    ) x(sign, tenant_id, seller_id, ops_status)
    JOIN order_items i ON i.order_id = n.id
    WHERE (n.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA'), n.seller_id) IS DISTINCT FROM (b.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA'), b.seller_id)
      AND x.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA')
    GROUP BY 1, 2, 3
    HAVING sum(x.sign) <> 0 OR sum(x.sign * i.quantity_kg) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An order deleted (its items go with it): their part is taken off while they are still there.
CREATE FUNCTION orders_dashboard_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.ops_status <> 'ORDEN_CANCELADA' THEN
    INSERT INTO dashboard_product_cells (tenant_id, month, seller_id, product_id, items, kg, usd, mxn)
    SELECT OLD.tenant_id, dashboard_month(OLD.created_at), OLD.seller_id, i.product_id, -count(*), -sum(i.quantity_kg),
           -sum(i.total_price_usd), -sum(i.total_price_mxn)
    FROM order_items i WHERE i.order_id = OLD.id
    GROUP BY i.product_id;
  END IF;
  IF OLD.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA') THEN
    INSERT INTO dashboard_demand_cells (tenant_id, seller_id, product_id, items, kg)
    SELECT OLD.tenant_id, OLD.seller_id, i.product_id, -count(*), -sum(i.quantity_kg)
    FROM order_items i WHERE i.order_id = OLD.id
    GROUP BY i.product_id;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- Items added, changed or removed, as their order counts them now (an order deleted in the same
-- statement is gone: its part was taken off by orders_dashboard_deleting).
CREATE FUNCTION order_items_dashboard_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_product_cells (tenant_id, month, seller_id, product_id, items, kg, usd, mxn)
    SELECT o.tenant_id, dashboard_month(o.created_at), o.seller_id, n.product_id, count(*), sum(n.quantity_kg),
           sum(n.total_price_usd), sum(n.total_price_mxn)
    FROM changed_after n JOIN orders o ON o.id = n.order_id
    WHERE o.ops_status <> 'ORDEN_CANCELADA'
    GROUP BY 1, 2, 3, 4;
    INSERT INTO dashboard_demand_cells (tenant_id, seller_id, product_id, items, kg)
    SELECT o.tenant_id, o.seller_id, n.product_id, count(*), sum(n.quantity_kg)
    FROM changed_after n JOIN orders o ON o.id = n.order_id
    WHERE o.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA')
    GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_product_cells (tenant_id, month, seller_id, product_id, items, kg, usd, mxn)
    SELECT o.tenant_id, dashboard_month(o.created_at), o.seller_id, b.product_id, -count(*), -sum(b.quantity_kg),
           -sum(b.total_price_usd), -sum(b.total_price_mxn)
    FROM changed_before b JOIN orders o ON o.id = b.order_id
    WHERE o.ops_status <> 'ORDEN_CANCELADA'
    GROUP BY 1, 2, 3, 4;
    INSERT INTO dashboard_demand_cells (tenant_id, seller_id, product_id, items, kg)
    SELECT o.tenant_id, o.seller_id, b.product_id, -count(*), -sum(b.quantity_kg)
    FROM changed_before b JOIN orders o ON o.id = b.order_id
    WHERE o.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA')
    GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO dashboard_product_cells (tenant_id, month, seller_id, product_id, items, kg, usd, mxn)
    SELECT o.tenant_id, dashboard_month(o.created_at), o.seller_id, x.product_id, sum(x.sign), sum(x.sign * x.kg),
           sum(x.sign * x.usd), sum(x.sign * x.mxn)
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, n.order_id, n.product_id, n.quantity_kg, n.total_price_usd, n.total_price_mxn),
      (-1, b.order_id, b.product_id, b.quantity_kg, b.total_price_usd, b.total_price_mxn)
    ) x(sign, order_id, product_id, kg, usd, mxn)
    JOIN orders o ON o.id = x.order_id
    WHERE (n.order_id, n.product_id, n.quantity_kg, n.total_price_usd, n.total_price_mxn)
      IS DISTINCT FROM (b.order_id, b.product_id, b.quantity_kg, b.total_price_usd, b.total_price_mxn)
      AND o.ops_status <> 'ORDEN_CANCELADA'
    GROUP BY 1, 2, 3, 4
    HAVING sum(x.sign) <> 0 OR sum(x.sign * x.kg) <> 0 OR sum(x.sign * x.usd) <> 0 OR sum(x.sign * x.mxn) <> 0;
    INSERT INTO dashboard_demand_cells (tenant_id, seller_id, product_id, items, kg)
    SELECT o.tenant_id, o.seller_id, x.product_id, sum(x.sign), sum(x.sign * x.kg)
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, n.order_id, n.product_id, n.quantity_kg),
      (-1, b.order_id, b.product_id, b.quantity_kg)
    ) x(sign, order_id, product_id, kg)
    JOIN orders o ON o.id = x.order_id
    WHERE (n.order_id, n.product_id, n.quantity_kg) IS DISTINCT FROM (b.order_id, b.product_id, b.quantity_kg)
      AND o.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA')
    GROUP BY 1, 2, 3
    HAVING sum(x.sign) <> 0 OR sum(x.sign * x.kg) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- What the orders there are add up to now, as folded rows; then the triggers keep the changes.
INSERT INTO dashboard_sales_cells (tenant_id, month, seller_id, customer_id, orders, kg, usd, mxn, costed_kg, costed_revenue_usd, costed_cost_usd, folded)
SELECT tenant_id, dashboard_month(created_at), seller_id, customer_id, count(*), sum(total_kg), sum(products_total_usd),
       sum(products_total_mxn), sum(costed_kg), sum(costed_revenue_usd), sum(costed_cost_usd), true
FROM orders WHERE ops_status <> 'ORDEN_CANCELADA'
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO dashboard_product_cells (tenant_id, month, seller_id, product_id, items, kg, usd, mxn, folded)
SELECT o.tenant_id, dashboard_month(o.created_at), o.seller_id, i.product_id, count(*), sum(i.quantity_kg),
       sum(i.total_price_usd), sum(i.total_price_mxn), true
FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.ops_status <> 'ORDEN_CANCELADA'
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO dashboard_duration_cells (tenant_id, month, measure, bucket, orders, total, folded)
SELECT o.tenant_id, d.month, d.measure, dashboard_bucket(d.measure, d.value), count(*), sum(d.value), true
FROM orders o CROSS JOIN LATERAL dashboard_order_durations(o) d
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO dashboard_demand_cells (tenant_id, seller_id, product_id, items, kg, folded)
SELECT o.tenant_id, o.seller_id, i.product_id, count(*), sum(i.quantity_kg), true
FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA')
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO dashboard_delivery_cells (tenant_id, month, seller_id, delivered, on_time, folded)
SELECT tenant_id, dashboard_month(delivered_at), seller_id, count(*), sum(dashboard_on_time(delivered_at, delivery_date)), true
FROM orders WHERE delivered_at IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO dashboard_open_cells (tenant_id, seller_id, due, retained, orders, kg, usd, mxn, folded)
SELECT tenant_id, seller_id, coalesce(shipment_due_date, delivery_date), ops_status = 'ORDEN_RETENIDA', count(*), sum(total_kg),
       sum(products_total_usd), sum(products_total_mxn), true
FROM orders WHERE ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA')
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER orders_dashboard_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION orders_dashboard_changed();--> statement-breakpoint
CREATE TRIGGER orders_dashboard_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION orders_dashboard_changed();--> statement-breakpoint
CREATE TRIGGER orders_dashboard_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION orders_dashboard_changed();--> statement-breakpoint
CREATE TRIGGER orders_dashboard_deleting BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_dashboard_deleting();--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_items_dashboard_changed();--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_items_dashboard_changed();--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION order_items_dashboard_changed();
