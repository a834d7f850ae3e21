-- Extensions and the application role. drizzle-kit writes neither, so they live here.
-- The role is cluster-wide: on a shared server it may already exist (or be created by a
-- concurrent migration of another database), which is not an error.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'northdesk_app') THEN
    CREATE ROLE northdesk_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- The connecting (owner) user must be able to SET ROLE to the application role.
DO $$
BEGIN
  EXECUTE format('GRANT northdesk_app TO %I', current_user);
EXCEPTION
  WHEN duplicate_object OR invalid_grant_operation THEN NULL;
END
$$;
