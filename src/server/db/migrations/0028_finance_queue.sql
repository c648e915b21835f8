CREATE TABLE "order_finance_cells" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"seller_id" uuid,
	"finance_queue" text NOT NULL,
	"orders" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_finance_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "orders_finance_awaiting";--> statement-breakpoint
DROP INDEX "orders_finance_approved";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "finance_queue" text;--> statement-breakpoint
CREATE INDEX "order_finance_cells_seller" ON "order_finance_cells" USING btree ("tenant_id","seller_id");--> statement-breakpoint
CREATE INDEX "order_finance_cells_pending" ON "order_finance_cells" USING btree ("tenant_id") WHERE not folded;--> statement-breakpoint
CREATE POLICY "order_finance_cells_tenant_isolation" ON "order_finance_cells" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- The finance queue an order is in, on the order (docs/decisions.md "Finance queues on the order"):
-- `financeQueueOf` (src/domain/finance/queues.ts) in SQL, from the order's status, finance status
-- and payment term and its finance row's requests (none: nothing asked yet). test/api/finance
-- compares the two over every staged state.
CREATE FUNCTION order_finance_queue_of(
  ops_status text, finance_status text, payment_term text,
  payment_requested_at timestamptz, is_payment_validated boolean, release_requested_at timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN ops_status = 'ORDEN_RETENIDA' THEN 'HELD'
    WHEN ops_status = 'APROBADO_POR_FINANZAS' AND finance_status = 'FINANCE_RELEASED' THEN 'APPROVED'
    WHEN ops_status NOT IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE') OR finance_status = 'FINANCE_RELEASED' THEN NULL
    WHEN (payment_requested_at IS NOT NULL AND NOT coalesce(is_payment_validated, false))
      OR release_requested_at IS NOT NULL THEN 'NOT_ANSWERED'
    WHEN payment_term = 'ADVANCE_PAYMENT' AND NOT coalesce(is_payment_validated, false)
      THEN 'PENDINGVALIDATEPAYMENTREQUEST'
    ELSE 'PENDINGRELEASEREQUEST'
  END
$$;--> statement-breakpoint
-- The orders that are in a queue now (the rest stay null): only those rows are written.
UPDATE orders o SET finance_queue = s.queue
FROM (
  SELECT x.id, order_finance_queue_of(x.ops_status, x.finance_status, x.payment_term,
    f.payment_requested_at, f.is_payment_validated, f.release_requested_at) AS queue
  FROM orders x LEFT JOIN order_finance f ON f.order_id = x.id
  WHERE x.ops_status IN ('ORDEN_RETENIDA', 'APROBADO_POR_FINANZAS', 'ORDEN_CREADA', 'EFIRMA_CLIENTE')
) s
WHERE s.id = o.id AND s.queue IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_finance_queue" ON "orders" USING btree ("tenant_id","finance_queue","delivery_date","number","id","seller_id") WHERE finance_queue is not null;--> statement-breakpoint
-- An order's own writes: a new order (no finance row can exist yet), or a change of its status,
-- finance status or payment term (its finance row read again: an awaiting order's queue depends on it).
CREATE FUNCTION orders_finance_queue_set() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payment_at timestamptz;
  validated boolean;
  release_at timestamptz;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.ops_status IN ('ORDEN_CREADA', 'EFIRMA_CLIENTE') THEN
    SELECT f.payment_requested_at, f.is_payment_validated, f.release_requested_at
    INTO payment_at, validated, release_at
    FROM order_finance f WHERE f.order_id = NEW.id;
  END IF;
  NEW.finance_queue := order_finance_queue_of(NEW.ops_status, NEW.finance_status, NEW.payment_term,
    payment_at, validated, release_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_finance_queue_set BEFORE INSERT OR UPDATE OF ops_status, finance_status, payment_term ON orders FOR EACH ROW EXECUTE FUNCTION orders_finance_queue_set();--> statement-breakpoint
-- The finance row's writes: its orders' queues from the rows as they are now. The orders are locked
-- first (even those whose queue stays), so a concurrent change of the order's status, whose trigger
-- above reads the finance row, runs before or after this one and never computes from a stale row.
CREATE FUNCTION order_finance_queue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM orders o WHERE o.id IN (SELECT order_id FROM changed_before) ORDER BY o.id FOR NO KEY UPDATE OF o;
    UPDATE orders o
    SET finance_queue = order_finance_queue_of(o.ops_status, o.finance_status, o.payment_term, NULL, NULL, NULL)
    FROM changed_before b
    WHERE o.id = b.order_id
      AND o.finance_queue IS DISTINCT FROM order_finance_queue_of(o.ops_status, o.finance_status, o.payment_term, NULL, NULL, NULL);
  ELSE
    PERFORM 1 FROM orders o WHERE o.id IN (SELECT order_id FROM changed_after) ORDER BY o.id FOR NO KEY UPDATE OF o;
    UPDATE orders o
    SET finance_queue = order_finance_queue_of(o.ops_status, o.finance_status, o.payment_term,
      n.payment_requested_at, n.is_payment_validated, n.release_requested_at)
    FROM changed_after n
    WHERE o.id = n.order_id
      AND o.finance_queue IS DISTINCT FROM order_finance_queue_of(o.ops_status, o.finance_status, o.payment_term,
        n.payment_requested_at, n.is_payment_validated, n.release_requested_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_finance_queue_insert AFTER INSERT ON order_finance REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_finance_queue_changed();--> statement-breakpoint
CREATE TRIGGER order_finance_queue_update AFTER UPDATE ON order_finance REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION order_finance_queue_changed();--> statement-breakpoint
CREATE TRIGGER order_finance_queue_delete AFTER DELETE ON order_finance REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION order_finance_queue_changed();--> statement-breakpoint
-- Orders per seller and finance queue, kept as `order_status_cells` (0027): the trigger only INSERTs
-- rows of changes (+ the queue a changed order is in now, − the one it was in), never updating a
-- shared row, so two transactions moving orders of the same seller and queue never wait on each
-- other here; the dashboards' fold job sums each key's rows into one.
CREATE FUNCTION orders_finance_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_finance_cells (tenant_id, seller_id, finance_queue, orders)
    SELECT n.tenant_id, n.seller_id, n.finance_queue, count(*)
    FROM changed_after n WHERE n.finance_queue IS NOT NULL GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_finance_cells (tenant_id, seller_id, finance_queue, orders)
    SELECT b.tenant_id, b.seller_id, b.finance_queue, -count(*)
    FROM changed_before b WHERE b.finance_queue IS NOT NULL GROUP BY 1, 2, 3;
  ELSE
    -- Only orders whose seller or queue changed.
    INSERT INTO order_finance_cells (tenant_id, seller_id, finance_queue, orders)
    SELECT x.tenant_id, x.seller_id, x.finance_queue, sum(x.sign)
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, n.tenant_id, n.seller_id, n.finance_queue),
      (-1, b.tenant_id, b.seller_id, b.finance_queue)
    ) x(sign, tenant_id, seller_id, finance_queue)
    WHERE (n.seller_id, n.finance_queue) IS DISTINCT FROM (b.seller_id, b.finance_queue)
      AND x.finance_queue IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(x.sign) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO order_finance_cells (tenant_id, seller_id, finance_queue, orders, folded)
SELECT tenant_id, seller_id, finance_queue, count(*), true FROM orders WHERE finance_queue IS NOT NULL GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER orders_finance_cells_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION orders_finance_cells_changed();--> statement-breakpoint
CREATE TRIGGER orders_finance_cells_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION orders_finance_cells_changed();--> statement-breakpoint
CREATE TRIGGER orders_finance_cells_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION orders_finance_cells_changed();
