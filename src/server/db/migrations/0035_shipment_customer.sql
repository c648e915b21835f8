-- The order's customer on its shipments, as the delivery model already is: the pending queue's
-- customer search reads the matching customers' pending shipments through
-- `order_shipments_pending_customer` instead of the customers' orders and one probe per order.
ALTER TABLE "order_shipments" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
-- The backfill changes no fact the update triggers keep (pending cells, plate suffixes): they are
-- off for it, so it does not diff every shipment in the transition tables.
ALTER TABLE "order_shipments" DISABLE TRIGGER order_shipments_pending_cells_update;--> statement-breakpoint
ALTER TABLE "order_shipments" DISABLE TRIGGER order_shipments_plate_suffixes_update;--> statement-breakpoint
UPDATE "order_shipments" s SET "customer_id" = o."customer_id" FROM "orders" o WHERE o."id" = s."order_id";--> statement-breakpoint
ALTER TABLE "order_shipments" ENABLE TRIGGER order_shipments_pending_cells_update;--> statement-breakpoint
ALTER TABLE "order_shipments" ENABLE TRIGGER order_shipments_plate_suffixes_update;--> statement-breakpoint
ALTER TABLE "order_shipments" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_shipments_pending_customer" ON "order_shipments" USING btree ("tenant_id","customer_id") WHERE not is_delivered;--> statement-breakpoint
-- No service changes an order's customer; should one (or a script) do it, its shipments follow.
CREATE FUNCTION orders_shipments_customer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_shipments SET customer_id = NEW.customer_id WHERE order_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_shipments_customer AFTER UPDATE OF customer_id ON orders FOR EACH ROW WHEN (OLD.customer_id IS DISTINCT FROM NEW.customer_id) EXECUTE FUNCTION orders_shipments_customer_changed();
