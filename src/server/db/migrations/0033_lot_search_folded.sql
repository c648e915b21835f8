DROP INDEX "inventory_lots_tenant_reception";--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "lot_folded" text GENERATED ALWAYS AS (lower(lot)) STORED;--> statement-breakpoint
CREATE INDEX "inventory_lots_tenant_reception_search" ON "inventory_lots" USING btree ("tenant_id","reception_date","id","lot_folded","product_id","warehouse_id");