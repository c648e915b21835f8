CREATE INDEX "order_shipments_pending_order" ON "order_shipments" USING btree ("tenant_id","order_id") WHERE not is_delivered;--> statement-breakpoint
CREATE INDEX "orders_open_due_dates" ON "orders" USING btree ("tenant_id","shipment_due_date","delivery_date") WHERE ops_status in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA');--> statement-breakpoint
CREATE INDEX "orders_cancelled" ON "orders" USING btree ("tenant_id","id") WHERE ops_status = 'ORDEN_CANCELADA';
