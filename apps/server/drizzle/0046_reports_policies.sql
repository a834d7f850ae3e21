-- Performance & Reports (issue 23, docs/product/reports.md): crm_activity_day_counts, activities
-- per London day, user and type, kept exact by statement triggers on crm_activities in the
-- writing transaction. The "activities per user per week" report reads it instead of counting up
-- to a million activities per request (the benchmark's 1 s target on the embedded engine).
--
-- Rows of a tenant, readable by the application role under row-level security (reports read them
-- with readAsTenant); written only by the SECURITY DEFINER functions below.
ALTER TABLE crm_activity_day_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_activity_day_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_activity_day_counts
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT ON crm_activity_day_counts TO northdesk_app;
--> statement-breakpoint
-- Statement-level with transition tables: a statement writing many activities (an import, a
-- seed, a company deleted with its activities) touches each count row once. Keys are written in
-- one order so two writers cannot deadlock on them.
CREATE FUNCTION crm_activity_day_counts_sync()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO crm_activity_day_counts AS s (company_id, day, user_id, type, activity_count)
    SELECT r.company_id, (r.activity_date AT TIME ZONE 'Europe/London')::date, coalesce(r.created_by, ''),
           r.type, count(*)
      FROM new_rows r
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, day, user_id, type)
      DO UPDATE SET activity_count = s.activity_count + EXCLUDED.activity_count;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A new subject or note changes nothing counted: done.
    IF NOT EXISTS (
      SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.activity_date, o.created_by, o.type, o.company_id)
             IS DISTINCT FROM (n.activity_date, n.created_by, n.type, n.company_id)
    ) THEN
      RETURN NULL;
    END IF;
    INSERT INTO crm_activity_day_counts AS s (company_id, day, user_id, type, activity_count)
    SELECT company_id, day, user_id, type, sum(delta)
      FROM (
        SELECT o.company_id, (o.activity_date AT TIME ZONE 'Europe/London')::date AS day,
               coalesce(o.created_by, '') AS user_id, o.type, -1 AS delta
          FROM old_rows o
        UNION ALL
        SELECT n.company_id, (n.activity_date AT TIME ZONE 'Europe/London')::date,
               coalesce(n.created_by, ''), n.type, 1
          FROM new_rows n
      ) AS change
     GROUP BY 1, 2, 3, 4
    HAVING sum(delta) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, day, user_id, type)
      DO UPDATE SET activity_count = s.activity_count + EXCLUDED.activity_count;
  ELSE
    -- An update, not an upsert: when the tenant itself is deleted its count rows may already be
    -- gone (foreign key cascade), and nothing must be re-created for it.
    UPDATE crm_activity_day_counts AS s
       SET activity_count = s.activity_count - gone.n
      FROM (
        SELECT o.company_id, (o.activity_date AT TIME ZONE 'Europe/London')::date AS day,
               coalesce(o.created_by, '') AS user_id, o.type, count(*) AS n
          FROM old_rows o
         GROUP BY 1, 2, 3, 4
      ) AS gone
     WHERE s.company_id = gone.company_id AND s.day = gone.day AND s.user_id = gone.user_id
       AND s.type = gone.type;
  END IF;
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_activity_day_counts_sync() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER crm_activities_day_counts_insert
  AFTER INSERT ON crm_activities
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_activity_day_counts_sync();
--> statement-breakpoint
CREATE TRIGGER crm_activities_day_counts_update
  AFTER UPDATE ON crm_activities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_activity_day_counts_sync();
--> statement-breakpoint
CREATE TRIGGER crm_activities_day_counts_delete
  AFTER DELETE ON crm_activities
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_activity_day_counts_sync();
--> statement-breakpoint
-- Recounts one tenant from its activities (or every tenant: NULL): for rows written with
-- triggers off (the benchmark generator) and for this migration. Owner only.
CREATE FUNCTION crm_activity_day_counts_rebuild(p_tenant uuid)
RETURNS void
LANGUAGE sql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
  DELETE FROM crm_activity_day_counts WHERE p_tenant IS NULL OR company_id = p_tenant;
  INSERT INTO crm_activity_day_counts (company_id, day, user_id, type, activity_count)
  SELECT a.company_id, (a.activity_date AT TIME ZONE 'Europe/London')::date, coalesce(a.created_by, ''),
         a.type, count(*)
    FROM crm_activities a
   WHERE p_tenant IS NULL OR a.company_id = p_tenant
   GROUP BY 1, 2, 3, 4;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_activity_day_counts_rebuild(uuid) FROM PUBLIC;
--> statement-breakpoint
SELECT crm_activity_day_counts_rebuild(NULL);
