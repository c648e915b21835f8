ALTER TABLE "order_items" ADD COLUMN "order_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "products_total_mxn" numeric(16, 2) GENERATED ALWAYS AS (((computed_values -> 'MXN') ->> 'productsTotal')::numeric(16, 2)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_material_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_transport_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "allocated_kg" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "costed_kg" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "costed_revenue_usd" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "costed_cost_usd" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "bi_site_url" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "bi_secret_key" text;--> statement-breakpoint
-- The dashboards read one row per order (docs/decisions.md "Dashboards"). The database keeps these
-- facts from the rows they summarise, whoever writes them (the workflows, the seeds, scripts).
-- The functions that recompute them are planned for each call's ids (force_custom_plan): a generic
-- plan, which PostgreSQL 18 caches for SQL functions after a few calls, cannot know how few orders a
-- call names and scanned whole tables (generating 100 000 orders on PGlite went quadratic).

-- When each order first reached each step, and the last release request before its first release,
-- recomputed from order_history for the orders a statement touched.
CREATE FUNCTION orders_step_facts(ids uuid[]) RETURNS void LANGUAGE sql SET plan_cache_mode = force_custom_plan AS $$
  UPDATE orders o SET
    step_approved_at = f.step_approved_at,
    step_material_at = f.step_material_at,
    step_scheduled_at = f.step_scheduled_at,
    step_transport_at = f.step_transport_at,
    step_invoiced_at = f.step_invoiced_at,
    step_delivered_at = f.step_delivered_at,
    release_requested_at = f.release_requested_at
  FROM (
    SELECT x.id, s.*, (
      SELECT max(h.created_at) FROM order_history h
      WHERE h.order_id = x.id AND h.event = 'releaseRequested'
        AND (s.step_approved_at IS NULL OR h.created_at <= s.step_approved_at)
    ) AS release_requested_at
    FROM unnest(ids) AS x(id)
    CROSS JOIN LATERAL (
      SELECT
        min(h.created_at) FILTER (WHERE h.to_status = 'APROBADO_POR_FINANZAS') AS step_approved_at,
        min(h.created_at) FILTER (WHERE h.to_status = 'MATERIAL_ASIGNADO') AS step_material_at,
        min(h.created_at) FILTER (WHERE h.to_status = 'EMBARCADO/PROGRAMADO') AS step_scheduled_at,
        min(h.created_at) FILTER (WHERE h.to_status = 'TRANSPORTE_ASIGNADO') AS step_transport_at,
        min(h.created_at) FILTER (WHERE h.to_status = 'FACTURADO') AS step_invoiced_at,
        min(h.created_at) FILTER (WHERE h.to_status = 'ORDEN_ENTREGADA') AS step_delivered_at
      FROM order_history h WHERE h.order_id = x.id
    ) s
  ) f
  WHERE o.id = f.id AND (o.step_approved_at, o.step_material_at, o.step_scheduled_at, o.step_transport_at, o.step_invoiced_at, o.step_delivered_at, o.release_requested_at) IS DISTINCT FROM (f.step_approved_at, f.step_material_at, f.step_scheduled_at, f.step_transport_at, f.step_invoiced_at, f.step_delivered_at, f.release_requested_at);
$$;--> statement-breakpoint
CREATE FUNCTION order_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Most rows (comments, documents, edits) move no step: only the orders of those that do.
    PERFORM orders_step_facts(array(
      SELECT DISTINCT order_id FROM changed_after
      WHERE to_status IN ('APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'TRANSPORTE_ASIGNADO', 'FACTURADO', 'ORDEN_ENTREGADA') OR event = 'releaseRequested'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM orders_step_facts(array(SELECT order_id FROM changed_before UNION SELECT order_id FROM changed_after));
  ELSE
    PERFORM orders_step_facts(array(SELECT DISTINCT order_id FROM changed_before));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_history_facts_insert AFTER INSERT ON order_history REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_history_changed();--> statement-breakpoint
CREATE TRIGGER order_history_facts_update AFTER UPDATE ON order_history REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_history_changed();--> statement-breakpoint
CREATE TRIGGER order_history_facts_delete AFTER DELETE ON order_history REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION order_history_changed();--> statement-breakpoint
SELECT orders_step_facts(array(
  SELECT DISTINCT order_id FROM order_history
  WHERE to_status IN ('APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'TRANSPORTE_ASIGNADO', 'FACTURADO', 'ORDEN_ENTREGADA') OR event = 'releaseRequested'));--> statement-breakpoint
-- An item carries its order's creation instant (which never changes), so sales by product read a range of items.
CREATE FUNCTION order_items_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.order_created_at := (SELECT o.created_at FROM orders o WHERE o.id = NEW.order_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_items_created_at BEFORE INSERT OR UPDATE OF order_id ON order_items FOR EACH ROW EXECUTE FUNCTION order_items_created_at();--> statement-breakpoint
CREATE FUNCTION orders_created_at_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_items SET order_created_at = NEW.created_at WHERE order_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_created_at_changed AFTER UPDATE OF created_at ON orders FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION orders_created_at_changed();--> statement-breakpoint
UPDATE order_items i SET order_created_at = o.created_at FROM orders o WHERE o.id = i.order_id;--> statement-breakpoint
-- What lots give each order: every allocated kilo, and those from lots with a cost with their revenue
-- at the USD price per kilo of the order's items of that product and packaging (their weighted
-- average, should the order name the pair twice) and their cost at the lot's cost per ton.
CREATE FUNCTION orders_allocation_facts(ids uuid[]) RETURNS void LANGUAGE sql SET plan_cache_mode = force_custom_plan AS $$
  UPDATE orders o SET allocated_kg = f.allocated_kg, costed_kg = f.costed_kg,
    costed_revenue_usd = f.revenue, costed_cost_usd = f.cost
  FROM (
    SELECT x.id,
      coalesce(sum(a.allocated_kg), 0) AS allocated_kg,
      coalesce(sum(a.allocated_kg) FILTER (WHERE c.costed), 0) AS costed_kg,
      coalesce(sum(a.allocated_kg * p.usd_per_kg) FILTER (WHERE c.costed), 0) AS revenue,
      coalesce(sum(a.allocated_kg / 1000 * l.cost_usd_per_ton) FILTER (WHERE c.costed), 0) AS cost
    FROM unnest(ids) AS x(id)
    LEFT JOIN order_allocations a ON a.order_id = x.id
    LEFT JOIN inventory_lots l ON l.id = a.lot_id
    LEFT JOIN LATERAL (
      SELECT sum(i.price_usd * i.quantity_kg) / nullif(sum(i.quantity_kg), 0) AS usd_per_kg
      FROM order_items i
      WHERE i.order_id = a.order_id AND i.product_id = a.product_id AND i.packaging_type = a.packaging_type
    ) p ON true
    CROSS JOIN LATERAL (SELECT l.cost_usd_per_ton > 0 AND p.usd_per_kg IS NOT NULL AS costed) c
    GROUP BY x.id
  ) f
  WHERE o.id = f.id AND (o.allocated_kg, o.costed_kg, o.costed_revenue_usd, o.costed_cost_usd)
    IS DISTINCT FROM (f.allocated_kg, f.costed_kg, f.revenue, f.cost);
$$;--> statement-breakpoint
CREATE FUNCTION order_allocations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM orders_allocation_facts(array(SELECT DISTINCT order_id FROM changed_before));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM orders_allocation_facts(array(
      SELECT order_id FROM changed_before UNION SELECT order_id FROM changed_after));
  ELSE
    PERFORM orders_allocation_facts(array(SELECT DISTINCT order_id FROM changed_after));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_allocations_facts_insert AFTER INSERT ON order_allocations REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_allocations_changed();--> statement-breakpoint
CREATE TRIGGER order_allocations_facts_update AFTER UPDATE ON order_allocations REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_allocations_changed();--> statement-breakpoint
CREATE TRIGGER order_allocations_facts_delete AFTER DELETE ON order_allocations REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION order_allocations_changed();--> statement-breakpoint
CREATE TRIGGER order_items_facts_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_allocations_changed();--> statement-breakpoint
CREATE TRIGGER order_items_facts_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_allocations_changed();--> statement-breakpoint
CREATE TRIGGER order_items_facts_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION order_allocations_changed();--> statement-breakpoint
-- A lot's cost corrected: the orders it gave material to. Lots change with every allocation (their
-- running totals), so only a change of cost does any work.
CREATE FUNCTION inventory_lots_cost_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lots uuid[] := array(
    SELECT n.id FROM changed_after n JOIN changed_before b ON b.id = n.id
    WHERE n.cost_usd_per_ton IS DISTINCT FROM b.cost_usd_per_ton);
BEGIN
  IF cardinality(lots) > 0 THEN
    PERFORM orders_allocation_facts(array(
      SELECT DISTINCT a.order_id FROM order_allocations a WHERE a.lot_id = ANY (lots)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER inventory_lots_cost_changed AFTER UPDATE ON inventory_lots REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION inventory_lots_cost_changed();--> statement-breakpoint
SELECT orders_allocation_facts(array(SELECT DISTINCT order_id FROM order_allocations));--> statement-breakpoint
CREATE INDEX "order_items_dashboard" ON "order_items" USING btree ("tenant_id","order_created_at","order_id","product_id","packaging_type","quantity_kg","total_price_usd","total_price_mxn");--> statement-breakpoint
CREATE INDEX "orders_dashboard_created" ON "orders" USING btree ("tenant_id","created_at","ops_status","seller_id","customer_id","id","total_kg","products_total_usd","products_total_mxn","costed_kg","costed_revenue_usd","costed_cost_usd");--> statement-breakpoint
CREATE INDEX "orders_dashboard_steps" ON "orders" USING btree ("tenant_id","created_at","seller_id","step_approved_at","step_material_at","step_scheduled_at","step_transport_at","step_invoiced_at","step_delivered_at");--> statement-breakpoint
CREATE INDEX "orders_dashboard_delivered" ON "orders" USING btree ("tenant_id","delivered_at","delivery_date","seller_id") WHERE delivered_at is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_released" ON "orders" USING btree ("tenant_id","step_approved_at","created_at","release_requested_at","seller_id") WHERE step_approved_at is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_open" ON "orders" USING btree ("tenant_id","seller_id","ops_status","delivery_date","shipment_due_date","id","total_kg","products_total_usd","products_total_mxn","allocated_kg") WHERE ops_status in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA');--> statement-breakpoint
CREATE INDEX "orders_dashboard_customer" ON "orders" USING btree ("tenant_id","customer_id","created_at") WHERE ops_status <> 'ORDEN_CANCELADA';
