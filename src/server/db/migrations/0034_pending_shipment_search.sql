CREATE TABLE "order_pending_shipment_cells" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"seller_id" uuid,
	"delivery_model" text NOT NULL,
	"is_invoiced" boolean NOT NULL,
	"transported" boolean NOT NULL,
	"shipments" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_pending_shipment_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_shipment_plate_suffixes" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"suffix" text NOT NULL,
	CONSTRAINT "order_shipment_plate_suffixes_shipment_id_suffix_pk" PRIMARY KEY("shipment_id","suffix")
);
--> statement-breakpoint
ALTER TABLE "order_shipment_plate_suffixes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "order_pending_shipment_cells_seller" ON "order_pending_shipment_cells" USING btree ("tenant_id","seller_id");--> statement-breakpoint
CREATE INDEX "order_pending_shipment_cells_pending" ON "order_pending_shipment_cells" USING btree ("tenant_id") WHERE not folded;--> statement-breakpoint
CREATE INDEX "order_shipment_plate_suffixes_prefix" ON "order_shipment_plate_suffixes" USING btree ("tenant_id","suffix" text_pattern_ops,"shipment_id");--> statement-breakpoint
CREATE POLICY "order_pending_shipment_cells_tenant_isolation" ON "order_pending_shipment_cells" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_shipment_plate_suffixes_tenant_isolation" ON "order_shipment_plate_suffixes" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- The pending shipments' triggers of 0031 now also keep `order_pending_shipment_cells` (per order
-- seller, delivery model, invoiced, transport assigned): same rows of changes, same lock on the
-- orders, from the same statement. A shipment invoiced or given transport moves between those
-- keys and not between dates (its two rows of the date cells cancel out and are not written).
CREATE OR REPLACE FUNCTION order_shipments_pending_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH x AS (
      SELECT n.tenant_id, n.order_id, n.date_delivery, n.delivery_model, n.is_invoiced,
             n.transport_assigned_at IS NOT NULL AS transported, 1 AS sign
      FROM changed_after n WHERE NOT n.is_delivered
    ), o AS (
      SELECT id, seller_id, ops_status FROM orders WHERE id IN (SELECT order_id FROM x) ORDER BY id FOR SHARE
    ), y AS (
      SELECT x.*, o.seller_id FROM x JOIN o ON o.id = x.order_id WHERE o.ops_status <> 'ORDEN_CANCELADA'
    ), by_date AS (
      INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
      SELECT tenant_id, seller_id, date_delivery, sum(sign) FROM y GROUP BY 1, 2, 3
    )
    INSERT INTO order_pending_shipment_cells (tenant_id, seller_id, delivery_model, is_invoiced, transported, shipments)
    SELECT tenant_id, seller_id, delivery_model, is_invoiced, transported, sum(sign) FROM y GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    -- A shipment deleted with its order (the foreign key's cascade) finds no order: the order's
    -- own trigger below took its shipments out before.
    WITH x AS (
      SELECT b.tenant_id, b.order_id, b.date_delivery, b.delivery_model, b.is_invoiced,
             b.transport_assigned_at IS NOT NULL AS transported, -1 AS sign
      FROM changed_before b WHERE NOT b.is_delivered
    ), o AS (
      SELECT id, seller_id, ops_status FROM orders WHERE id IN (SELECT order_id FROM x) ORDER BY id FOR SHARE
    ), y AS (
      SELECT x.*, o.seller_id FROM x JOIN o ON o.id = x.order_id WHERE o.ops_status <> 'ORDEN_CANCELADA'
    ), by_date AS (
      INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
      SELECT tenant_id, seller_id, date_delivery, sum(sign) FROM y GROUP BY 1, 2, 3
    )
    INSERT INTO order_pending_shipment_cells (tenant_id, seller_id, delivery_model, is_invoiced, transported, shipments)
    SELECT tenant_id, seller_id, delivery_model, is_invoiced, transported, sum(sign) FROM y GROUP BY 1, 2, 3, 4, 5;
  ELSE
    -- Only shipments delivered, rescheduled, invoiced (or no longer), given transport or moved to
    -- another order by the statement.
    WITH moved AS (
      SELECT n.tenant_id, n.order_id AS new_order, n.date_delivery AS new_date, n.is_delivered AS new_delivered,
             n.delivery_model AS new_model, n.is_invoiced AS new_invoiced,
             n.transport_assigned_at IS NOT NULL AS new_transported,
             b.order_id AS old_order, b.date_delivery AS old_date, b.is_delivered AS old_delivered,
             b.delivery_model AS old_model, b.is_invoiced AS old_invoiced,
             b.transport_assigned_at IS NOT NULL AS old_transported
      FROM changed_after n JOIN changed_before b ON b.id = n.id
      WHERE (n.is_delivered, n.date_delivery, n.order_id, n.delivery_model, n.is_invoiced, n.transport_assigned_at IS NOT NULL)
        IS DISTINCT FROM (b.is_delivered, b.date_delivery, b.order_id, b.delivery_model, b.is_invoiced, b.transport_assigned_at IS NOT NULL)
    ), x AS (
      SELECT tenant_id, new_order AS order_id, new_date AS date_delivery, new_model AS delivery_model,
             new_invoiced AS is_invoiced, new_transported AS transported, 1 AS sign
      FROM moved WHERE NOT new_delivered
      UNION ALL
      SELECT tenant_id, old_order, old_date, old_model, old_invoiced, old_transported, -1 FROM moved WHERE NOT old_delivered
    ), o AS (
      SELECT id, seller_id, ops_status FROM orders WHERE id IN (SELECT order_id FROM x) ORDER BY id FOR SHARE
    ), y AS (
      SELECT x.*, o.seller_id FROM x JOIN o ON o.id = x.order_id WHERE o.ops_status <> 'ORDEN_CANCELADA'
    ), by_date AS (
      INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
      SELECT tenant_id, seller_id, date_delivery, sum(sign) FROM y GROUP BY 1, 2, 3
      HAVING sum(sign) <> 0
    )
    INSERT INTO order_pending_shipment_cells (tenant_id, seller_id, delivery_model, is_invoiced, transported, shipments)
    SELECT tenant_id, seller_id, delivery_model, is_invoiced, transported, sum(sign) FROM y GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_pending_delivery_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH y AS (
    SELECT x.tenant_id, x.seller_id, s.date_delivery, s.delivery_model, s.is_invoiced,
           s.transport_assigned_at IS NOT NULL AS transported, x.sign
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, n.tenant_id, n.seller_id, n.ops_status),
      (-1, b.tenant_id, b.seller_id, b.ops_status)
    ) x(sign, tenant_id, seller_id, ops_status)
    JOIN order_shipments s ON s.order_id = n.id AND NOT s.is_delivered
    WHERE (n.seller_id, n.ops_status = 'ORDEN_CANCELADA') IS DISTINCT FROM (b.seller_id, b.ops_status = 'ORDEN_CANCELADA')
      AND x.ops_status <> 'ORDEN_CANCELADA'
  ), by_date AS (
    INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
    SELECT tenant_id, seller_id, date_delivery, sum(sign) FROM y GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0
  )
  INSERT INTO order_pending_shipment_cells (tenant_id, seller_id, delivery_model, is_invoiced, transported, shipments)
  SELECT tenant_id, seller_id, delivery_model, is_invoiced, transported, sum(sign) FROM y GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign) <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_pending_delivery_cells_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.ops_status <> 'ORDEN_CANCELADA' THEN
    INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
    SELECT OLD.tenant_id, OLD.seller_id, s.date_delivery, -count(*)
    FROM order_shipments s WHERE s.order_id = OLD.id AND NOT s.is_delivered
    GROUP BY 1, 2, 3;
    INSERT INTO order_pending_shipment_cells (tenant_id, seller_id, delivery_model, is_invoiced, transported, shipments)
    SELECT OLD.tenant_id, OLD.seller_id, s.delivery_model, s.is_invoiced, s.transport_assigned_at IS NOT NULL, -count(*)
    FROM order_shipments s WHERE s.order_id = OLD.id AND NOT s.is_delivered
    GROUP BY 1, 2, 3, 4, 5;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- The suffixes of a pending shipment's plates (upper-cased), written when a shipment is created
-- with plates, when its plates change or it is delivered (or taken back), taken out when it is
-- delivered or deleted. Each shipment has its own rows: no two writers share one.
CREATE FUNCTION order_shipments_plate_suffixes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_shipment_plate_suffixes (tenant_id, shipment_id, suffix)
    SELECT n.tenant_id, n.id, substr(p.plates, i)
    FROM changed_after n CROSS JOIN LATERAL (SELECT upper(n.plates) AS plates) p
    CROSS JOIN LATERAL generate_series(1, length(p.plates)) i
    WHERE NOT n.is_delivered AND n.plates IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM order_shipment_plate_suffixes
    WHERE shipment_id = ANY (ARRAY(SELECT b.id FROM changed_before b WHERE NOT b.is_delivered AND b.plates IS NOT NULL));
  ELSE
    -- The ids as an array: the primary key's range per shipment, whatever the planner guesses of
    -- the transition tables' size (a join could scan every suffix).
    DELETE FROM order_shipment_plate_suffixes
    WHERE shipment_id = ANY (ARRAY(
      SELECT b.id FROM changed_after n JOIN changed_before b ON b.id = n.id
      WHERE NOT b.is_delivered AND b.plates IS NOT NULL
        AND (n.plates, n.is_delivered) IS DISTINCT FROM (b.plates, b.is_delivered)));
    INSERT INTO order_shipment_plate_suffixes (tenant_id, shipment_id, suffix)
    SELECT n.tenant_id, n.id, substr(p.plates, i)
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (SELECT upper(n.plates) AS plates) p
    CROSS JOIN LATERAL generate_series(1, length(p.plates)) i
    WHERE NOT n.is_delivered AND n.plates IS NOT NULL
      AND (n.plates, n.is_delivered) IS DISTINCT FROM (b.plates, b.is_delivered);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO order_pending_shipment_cells (tenant_id, seller_id, delivery_model, is_invoiced, transported, shipments, folded)
SELECT s.tenant_id, o.seller_id, s.delivery_model, s.is_invoiced, s.transport_assigned_at IS NOT NULL, count(*), true
FROM order_shipments s JOIN orders o ON o.id = s.order_id
WHERE NOT s.is_delivered AND o.ops_status <> 'ORDEN_CANCELADA'
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO order_shipment_plate_suffixes (tenant_id, shipment_id, suffix)
SELECT s.tenant_id, s.id, substr(p.plates, i)
FROM order_shipments s CROSS JOIN LATERAL (SELECT upper(s.plates) AS plates) p
CROSS JOIN LATERAL generate_series(1, length(p.plates)) i
WHERE NOT s.is_delivered AND s.plates IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER order_shipments_plate_suffixes_insert AFTER INSERT ON order_shipments REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_shipments_plate_suffixes_changed();--> statement-breakpoint
CREATE TRIGGER order_shipments_plate_suffixes_update AFTER UPDATE ON order_shipments REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_shipments_plate_suffixes_changed();--> statement-breakpoint
CREATE TRIGGER order_shipments_plate_suffixes_delete AFTER DELETE ON order_shipments REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION order_shipments_plate_suffixes_changed();
