ALTER TABLE "orders" ADD COLUMN "products_total_mxn" numeric(16, 2) GENERATED ALWAYS AS (((computed_values -> 'MXN') ->> 'productsTotal')::numeric(16, 2)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_material_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_transport_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "step_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "bi_site_url" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "bi_secret_key" text;--> statement-breakpoint
-- When each order first reached each step, and the last release request before its first release,
-- kept from order_history by the database whoever writes the rows (the workflows, the seeds): one
-- set-based update per statement that inserts history, touching only the orders whose facts change.
CREATE FUNCTION order_history_steps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET
    step_approved_at = least(o.step_approved_at, f.step_approved_at),
    step_material_at = least(o.step_material_at, f.step_material_at),
    step_scheduled_at = least(o.step_scheduled_at, f.step_scheduled_at),
    step_transport_at = least(o.step_transport_at, f.step_transport_at),
    step_invoiced_at = least(o.step_invoiced_at, f.step_invoiced_at),
    step_delivered_at = least(o.step_delivered_at, f.step_delivered_at)
  FROM (
    SELECT h.order_id,
      min(h.created_at) FILTER (WHERE h.to_status = 'APROBADO_POR_FINANZAS') AS step_approved_at,
      min(h.created_at) FILTER (WHERE h.to_status = 'MATERIAL_ASIGNADO') AS step_material_at,
      min(h.created_at) FILTER (WHERE h.to_status = 'EMBARCADO/PROGRAMADO') AS step_scheduled_at,
      min(h.created_at) FILTER (WHERE h.to_status = 'TRANSPORTE_ASIGNADO') AS step_transport_at,
      min(h.created_at) FILTER (WHERE h.to_status = 'FACTURADO') AS step_invoiced_at,
      min(h.created_at) FILTER (WHERE h.to_status = 'ORDEN_ENTREGADA') AS step_delivered_at
    FROM inserted h
    WHERE h.to_status IN ('APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'TRANSPORTE_ASIGNADO', 'FACTURADO', 'ORDEN_ENTREGADA')
    GROUP BY h.order_id
  ) f
  WHERE o.id = f.order_id AND (
    f.step_approved_at < coalesce(o.step_approved_at, 'infinity')
    OR f.step_material_at < coalesce(o.step_material_at, 'infinity')
    OR f.step_scheduled_at < coalesce(o.step_scheduled_at, 'infinity')
    OR f.step_transport_at < coalesce(o.step_transport_at, 'infinity')
    OR f.step_invoiced_at < coalesce(o.step_invoiced_at, 'infinity')
    OR f.step_delivered_at < coalesce(o.step_delivered_at, 'infinity')
  );
  UPDATE orders o SET release_requested_at = r.requested_at
  FROM (
    SELECT h.order_id, max(h.created_at) AS requested_at
    FROM inserted h JOIN orders o2 ON o2.id = h.order_id
    WHERE h.event = 'releaseRequested' AND (o2.step_approved_at IS NULL OR h.created_at <= o2.step_approved_at)
    GROUP BY h.order_id
  ) r
  WHERE o.id = r.order_id AND (o.release_requested_at IS NULL OR o.release_requested_at < r.requested_at);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_history_steps AFTER INSERT ON order_history REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION order_history_steps();--> statement-breakpoint
UPDATE orders o SET
  step_approved_at = f.step_approved_at,
  step_material_at = f.step_material_at,
  step_scheduled_at = f.step_scheduled_at,
  step_transport_at = f.step_transport_at,
  step_invoiced_at = f.step_invoiced_at,
  step_delivered_at = f.step_delivered_at
FROM (
  SELECT h.order_id,
    min(h.created_at) FILTER (WHERE h.to_status = 'APROBADO_POR_FINANZAS') AS step_approved_at,
    min(h.created_at) FILTER (WHERE h.to_status = 'MATERIAL_ASIGNADO') AS step_material_at,
    min(h.created_at) FILTER (WHERE h.to_status = 'EMBARCADO/PROGRAMADO') AS step_scheduled_at,
    min(h.created_at) FILTER (WHERE h.to_status = 'TRANSPORTE_ASIGNADO') AS step_transport_at,
    min(h.created_at) FILTER (WHERE h.to_status = 'FACTURADO') AS step_invoiced_at,
    min(h.created_at) FILTER (WHERE h.to_status = 'ORDEN_ENTREGADA') AS step_delivered_at
  FROM order_history h
  WHERE h.to_status IN ('APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'TRANSPORTE_ASIGNADO', 'FACTURADO', 'ORDEN_ENTREGADA')
  GROUP BY h.order_id
) f
WHERE o.id = f.order_id;--> statement-breakpoint
UPDATE orders o SET release_requested_at = r.requested_at
FROM (
  SELECT h.order_id, max(h.created_at) AS requested_at
  FROM order_history h JOIN orders o2 ON o2.id = h.order_id
  WHERE h.event = 'releaseRequested' AND (o2.step_approved_at IS NULL OR h.created_at <= o2.step_approved_at)
  GROUP BY h.order_id
) r
WHERE o.id = r.order_id;--> statement-breakpoint
CREATE INDEX "order_allocations_dashboard" ON "order_allocations" USING btree ("tenant_id","order_id","lot_id","product_id","packaging_type","allocated_kg");--> statement-breakpoint
CREATE INDEX "order_items_dashboard" ON "order_items" USING btree ("tenant_id","order_id","product_id","packaging_type","quantity_kg","price_usd","total_price_usd","total_price_mxn");--> statement-breakpoint
CREATE INDEX "orders_dashboard_created" ON "orders" USING btree ("tenant_id","created_at","ops_status","seller_id","customer_id","id","total_kg","products_total_usd","products_total_mxn","step_approved_at","step_material_at","step_scheduled_at","step_transport_at","step_invoiced_at","step_delivered_at");--> statement-breakpoint
CREATE INDEX "orders_dashboard_delivered" ON "orders" USING btree ("tenant_id","delivered_at","delivery_date","seller_id") WHERE delivered_at is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_released" ON "orders" USING btree ("tenant_id","step_approved_at","created_at","release_requested_at","seller_id") WHERE step_approved_at is not null;--> statement-breakpoint
CREATE INDEX "orders_dashboard_open" ON "orders" USING btree ("tenant_id","seller_id","ops_status","delivery_date","shipment_due_date","id","total_kg","products_total_usd","products_total_mxn") WHERE ops_status in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA');--> statement-breakpoint
CREATE INDEX "orders_dashboard_customer" ON "orders" USING btree ("tenant_id","customer_id","created_at") WHERE ops_status <> 'ORDEN_CANCELADA';