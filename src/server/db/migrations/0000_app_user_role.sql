-- The non-owner role every request runs as (row-level security applies to it).
-- Roles are cluster-wide: create it only when missing so several databases can share a server.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
-- The connecting user must be able to SET ROLE app_user (a superuser can anyway).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'app_user', 'MEMBER') THEN
    EXECUTE format('GRANT app_user TO %I', current_user);
  END IF;
END
$$;
