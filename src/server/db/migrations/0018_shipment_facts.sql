ALTER TABLE "order_shipments" ADD COLUMN "delivery_model" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "is_invoiced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "order_shipments" s SET "delivery_model" = o."delivery_model" FROM "orders" o WHERE o."id" = s."order_id";--> statement-breakpoint
UPDATE "order_shipments" s SET "is_invoiced" = true WHERE EXISTS (SELECT 1 FROM "customer_invoices" i WHERE i."shipment_id" = s."id" AND NOT i."is_cancelled");--> statement-breakpoint
ALTER TABLE "order_shipments" ALTER COLUMN "delivery_model" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "order_shipments_pending_facts" ON "order_shipments" USING btree ("tenant_id","delivery_model","is_invoiced",(transport_assigned_at is not null),"date_delivery","number","id") WHERE not is_delivered;
