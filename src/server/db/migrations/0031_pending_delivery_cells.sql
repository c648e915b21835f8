CREATE TABLE "order_pending_delivery_cells" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"seller_id" uuid,
	"date_delivery" date NOT NULL,
	"shipments" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_pending_delivery_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "order_pending_delivery_cells_seller" ON "order_pending_delivery_cells" USING btree ("tenant_id","seller_id","date_delivery");--> statement-breakpoint
CREATE INDEX "order_pending_delivery_cells_pending" ON "order_pending_delivery_cells" USING btree ("tenant_id") WHERE not folded;--> statement-breakpoint
CREATE POLICY "order_pending_delivery_cells_tenant_isolation" ON "order_pending_delivery_cells" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Shipments not delivered of orders not cancelled, per order seller and delivery date, kept as
-- `order_status_cells` (0027): the triggers only INSERT rows of changes (+ where a shipment is
-- pending now, − where it was), never updating a shared row, so two transactions moving shipments
-- of the same seller and day never wait on each other here; the dashboards' fold job sums each
-- key's rows into one. The seller and the cancellation are the order's: the shipments' orders are
-- locked (FOR SHARE, in the statement that reads them), so a concurrent change of an order's seller
-- or status runs before this statement (which then reads the order as it left it) or after this
-- transaction (whose shipments the order's trigger below then reads).
CREATE FUNCTION order_shipments_pending_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH x AS (
      SELECT n.tenant_id, n.order_id, n.date_delivery, 1 AS sign FROM changed_after n WHERE NOT n.is_delivered
    ), o AS (
      SELECT id, seller_id, ops_status FROM orders WHERE id IN (SELECT order_id FROM x) ORDER BY id FOR SHARE
    )
    INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
    SELECT x.tenant_id, o.seller_id, x.date_delivery, sum(x.sign)
    FROM x JOIN o ON o.id = x.order_id WHERE o.ops_status <> 'ORDEN_CANCELADA'
    GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    -- A shipment deleted with its order (the foreign key's cascade) finds no order: the order's
    -- own trigger below took its shipments out before.
    WITH x AS (
      SELECT b.tenant_id, b.order_id, b.date_delivery, -1 AS sign FROM changed_before b WHERE NOT b.is_delivered
    ), o AS (
      SELECT id, seller_id, ops_status FROM orders WHERE id IN (SELECT order_id FROM x) ORDER BY id FOR SHARE
    )
    INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
    SELECT x.tenant_id, o.seller_id, x.date_delivery, sum(x.sign)
    FROM x JOIN o ON o.id = x.order_id WHERE o.ops_status <> 'ORDEN_CANCELADA'
    GROUP BY 1, 2, 3;
  ELSE
    -- Only shipments delivered, rescheduled or moved to another order by the statement.
    WITH moved AS (
      SELECT n.tenant_id, n.order_id AS new_order, n.date_delivery AS new_date, n.is_delivered AS new_delivered,
             b.order_id AS old_order, b.date_delivery AS old_date, b.is_delivered AS old_delivered
      FROM changed_after n JOIN changed_before b ON b.id = n.id
      WHERE (n.is_delivered, n.date_delivery, n.order_id) IS DISTINCT FROM (b.is_delivered, b.date_delivery, b.order_id)
    ), x AS (
      SELECT tenant_id, new_order AS order_id, new_date AS date_delivery, 1 AS sign FROM moved WHERE NOT new_delivered
      UNION ALL
      SELECT tenant_id, old_order, old_date, -1 FROM moved WHERE NOT old_delivered
    ), o AS (
      SELECT id, seller_id, ops_status FROM orders WHERE id IN (SELECT order_id FROM x) ORDER BY id FOR SHARE
    )
    INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
    SELECT x.tenant_id, o.seller_id, x.date_delivery, sum(x.sign)
    FROM x JOIN o ON o.id = x.order_id WHERE o.ops_status <> 'ORDEN_CANCELADA'
    GROUP BY 1, 2, 3
    HAVING sum(x.sign) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An order whose seller changed, or that was cancelled (refused once it has a shipment: a guard)
-- or taken back: its pending shipments move between sellers, or out of or into the count.
CREATE FUNCTION orders_pending_delivery_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
  SELECT x.tenant_id, x.seller_id, s.date_delivery, sum(x.sign)
  FROM changed_after n JOIN changed_before b ON b.id = n.id
  CROSS JOIN LATERAL (VALUES
    (1, n.tenant_id, n.seller_id, n.ops_status),
    (-1, b.tenant_id, b.seller_id, b.ops_status)
  ) x(sign, tenant_id, seller_id, ops_status)
  JOIN order_shipments s ON s.order_id = n.id AND NOT s.is_delivered
  WHERE (n.seller_id, n.ops_status = 'ORDEN_CANCELADA') IS DISTINCT FROM (b.seller_id, b.ops_status = 'ORDEN_CANCELADA')
    AND x.ops_status <> 'ORDEN_CANCELADA'
  GROUP BY 1, 2, 3
  HAVING sum(x.sign) <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An order deleted (the application never deletes one; a tenant's removal does): its pending
-- shipments out of the count before the foreign key's cascade deletes them, when their order can
-- no longer be read.
CREATE FUNCTION orders_pending_delivery_cells_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.ops_status <> 'ORDEN_CANCELADA' THEN
    INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments)
    SELECT OLD.tenant_id, OLD.seller_id, s.date_delivery, -count(*)
    FROM order_shipments s WHERE s.order_id = OLD.id AND NOT s.is_delivered
    GROUP BY 1, 2, 3;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
INSERT INTO order_pending_delivery_cells (tenant_id, seller_id, date_delivery, shipments, folded)
SELECT s.tenant_id, o.seller_id, s.date_delivery, count(*), true
FROM order_shipments s JOIN orders o ON o.id = s.order_id
WHERE NOT s.is_delivered AND o.ops_status <> 'ORDEN_CANCELADA'
GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER order_shipments_pending_cells_insert AFTER INSERT ON order_shipments REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_shipments_pending_cells_changed();--> statement-breakpoint
CREATE TRIGGER order_shipments_pending_cells_update AFTER UPDATE ON order_shipments REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_shipments_pending_cells_changed();--> statement-breakpoint
CREATE TRIGGER order_shipments_pending_cells_delete AFTER DELETE ON order_shipments REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION order_shipments_pending_cells_changed();--> statement-breakpoint
CREATE TRIGGER orders_pending_delivery_cells_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION orders_pending_delivery_cells_changed();--> statement-breakpoint
CREATE TRIGGER orders_pending_delivery_cells_deleting BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_pending_delivery_cells_deleting();
