-- Before the job outbox, a proforma left `updating` by a stop was found by a scan at start-up.
-- The scan is gone: every such proforma of an existing database becomes a render job instead.
INSERT INTO "jobs" ("tenant_id", "kind", "payload", "dedupe_key")
SELECT "tenant_id", 'proforma.render', jsonb_build_object('orderId', "order_id"), "order_id"::text
FROM "order_documents"
WHERE "type" = 'sales_order' AND "updating"
ON CONFLICT DO NOTHING;
