DROP INDEX "orders_tenant_customer";--> statement-breakpoint
DROP INDEX "orders_tenant_seller_status";--> statement-breakpoint
CREATE INDEX "inventory_lots_tenant_reception" ON "inventory_lots" USING btree ("tenant_id","reception_date","id");--> statement-breakpoint
CREATE INDEX "inventory_lots_stock_reception" ON "inventory_lots" USING btree ("tenant_id","reception_date","id") WHERE available_kg > 0;--> statement-breakpoint
CREATE INDEX "inventory_lots_stock_sums" ON "inventory_lots" USING btree ("tenant_id","product_id","packaging_type","warehouse_id","available_kg") WHERE available_kg > 0;--> statement-breakpoint
CREATE INDEX "orders_tenant_customer_status" ON "orders" USING btree ("tenant_id","customer_id","ops_status","seller_id");--> statement-breakpoint
CREATE INDEX "orders_tenant_seller_status" ON "orders" USING btree ("tenant_id","seller_id","ops_status","id");