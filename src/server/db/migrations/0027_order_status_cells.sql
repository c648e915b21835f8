CREATE TABLE "order_status_cells" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"seller_id" uuid,
	"ops_status" text NOT NULL,
	"orders" integer NOT NULL,
	"kg" numeric NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "order_status_cells_seller" ON "order_status_cells" USING btree ("tenant_id","seller_id");--> statement-breakpoint
CREATE INDEX "order_status_cells_pending" ON "order_status_cells" USING btree ("tenant_id") WHERE not folded;--> statement-breakpoint
CREATE POLICY "order_status_cells_tenant_isolation" ON "order_status_cells" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Orders per seller and status with their kilos, for the order list's tab badges and the home
-- pipeline (docs/performance.md "A million orders"). As the dashboards' summaries (0024): the
-- trigger only INSERTs rows of changes (+ what a changed order counts now, − what it counted
-- before) in the transaction that changes orders, never updating a shared row, so two transactions
-- changing orders of the same seller and status never wait on each other here; the fold job sums
-- each key's rows into one, and a count is the sum of every row of its keys.
CREATE FUNCTION orders_status_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_cells (tenant_id, seller_id, ops_status, orders, kg)
    SELECT n.tenant_id, n.seller_id, n.ops_status, count(*), sum(n.total_kg)
    FROM changed_after n GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_status_cells (tenant_id, seller_id, ops_status, orders, kg)
    SELECT b.tenant_id, b.seller_id, b.ops_status, -count(*), -sum(b.total_kg)
    FROM changed_before b GROUP BY 1, 2, 3;
  ELSE
    -- Only orders whose seller, status or kilos changed.
    INSERT INTO order_status_cells (tenant_id, seller_id, ops_status, orders, kg)
    SELECT x.tenant_id, x.seller_id, x.ops_status, sum(x.sign), sum(x.sign * x.kg)
    FROM changed_after n JOIN changed_before b ON b.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, n.tenant_id, n.seller_id, n.ops_status, n.total_kg),
      (-1, b.tenant_id, b.seller_id, b.ops_status, b.total_kg)
    ) x(sign, tenant_id, seller_id, ops_status, kg)
    WHERE (n.seller_id, n.ops_status, n.total_kg) IS DISTINCT FROM (b.seller_id, b.ops_status, b.total_kg)
    GROUP BY 1, 2, 3
    HAVING sum(x.sign) <> 0 OR sum(x.sign * x.kg) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO order_status_cells (tenant_id, seller_id, ops_status, orders, kg, folded)
SELECT tenant_id, seller_id, ops_status, count(*), sum(total_kg), true FROM orders GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER orders_status_cells_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION orders_status_cells_changed();--> statement-breakpoint
CREATE TRIGGER orders_status_cells_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION orders_status_cells_changed();--> statement-breakpoint
CREATE TRIGGER orders_status_cells_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION orders_status_cells_changed();
