-- Row-level security that drizzle-kit does not generate: FORCE, and the grants of the request role.
-- app_secure_tables() is run after every migration (see db/migrate.ts), so a table added later is
-- covered without repeating this, and a tenant-owned table without a policy stops the start-up.
CREATE OR REPLACE FUNCTION app_secure_tables() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  GRANT USAGE ON SCHEMA public TO app_user;
  FOR t IN
    SELECT c.oid, c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND EXISTS (
        SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
      )
  LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = t.oid) THEN
      RAISE EXCEPTION 'table % has tenant_id but no row-level security policy', t.relname;
    END IF;
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', t.relname);
  END LOOP;

  -- The tenant row itself: a request reads and updates its own tenant only (policy tenants_own_row).
  ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
  ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
  GRANT SELECT, UPDATE ON tenants TO app_user;

  -- Shared reference data: read-only for requests.
  GRANT SELECT ON countries, zip_codes TO app_user;
END
$$;
