-- Deals pipelines (docs/product/deals.md): row-level security for the new tables, the default
-- pipeline of every tenant (new ones by trigger, existing ones here), and the stage rules kept by
-- the database so that every writer (the deals API, the board, demo data, imports to come) obeys
-- them: a deal's pipeline, status and closed_at follow its stage, and every stage change is
-- written to crm_deal_stage_history in the same transaction.
ALTER TABLE crm_pipelines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_pipelines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_pipelines
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON crm_pipelines TO northdesk_app;
--> statement-breakpoint
ALTER TABLE crm_pipeline_stages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_pipeline_stages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_pipeline_stages
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON crm_pipeline_stages TO northdesk_app;
--> statement-breakpoint
ALTER TABLE crm_lost_reasons ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_lost_reasons FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_lost_reasons
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON crm_lost_reasons TO northdesk_app;
--> statement-breakpoint
ALTER TABLE crm_deal_stage_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE crm_deal_stage_history FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crm_deal_stage_history
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
-- History is written by the trigger below as the writing role, and never changed afterwards.
GRANT SELECT, INSERT ON crm_deal_stage_history TO northdesk_app;
--> statement-breakpoint
-- The usual sales stages (Pipedrive's and HubSpot's defaults) and lost reasons, for one tenant.
-- SECURITY DEFINER: a tenant is created before any request runs in it (sign-up, admin CLI).
CREATE OR REPLACE FUNCTION crm_seed_default_pipeline(p_company uuid)
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  v_pipeline uuid;
BEGIN
  IF EXISTS (SELECT 1 FROM crm_pipelines WHERE company_id = p_company) THEN
    RETURN;
  END IF;
  INSERT INTO crm_pipelines (company_id, name, position, is_default)
  VALUES (p_company, 'Sales pipeline', 0, true)
  RETURNING id INTO v_pipeline;
  INSERT INTO crm_pipeline_stages (company_id, pipeline_id, name, position, kind, probability, rotting_days)
  VALUES
    (p_company, v_pipeline, 'Prospecting', 0, 'open', 10, 21),
    (p_company, v_pipeline, 'Qualification', 1, 'open', 25, 14),
    (p_company, v_pipeline, 'Proposal', 2, 'open', 50, 14),
    (p_company, v_pipeline, 'Negotiation', 3, 'open', 75, 10),
    (p_company, v_pipeline, 'Closed Won', 4, 'won', 100, NULL),
    (p_company, v_pipeline, 'Closed Lost', 5, 'lost', 0, NULL);
  INSERT INTO crm_lost_reasons (company_id, label, position)
  VALUES
    (p_company, 'Price too high', 0),
    (p_company, 'Chose a competitor', 1),
    (p_company, 'No budget', 2),
    (p_company, 'No decision / went quiet', 3),
    (p_company, 'Product not a fit', 4),
    (p_company, 'Timing', 5);
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crm_seed_default_pipeline(uuid) FROM PUBLIC;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crm_companies_seed_pipeline()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
BEGIN
  PERFORM crm_seed_default_pipeline(NEW.id);
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER companies_seed_pipeline
  AFTER INSERT ON companies
  FOR EACH ROW EXECUTE FUNCTION crm_companies_seed_pipeline();
--> statement-breakpoint
SELECT crm_seed_default_pipeline(id) FROM companies;
--> statement-breakpoint
-- A deal's pipeline, status, stage name and closed_at follow its stage. A writer that gives only a
-- stage name (deals made before pipelines, demo data, imports) gets the default pipeline's stage
-- of that name ('closed_won' / 'closed_lost' are its won and lost stages), else its first stage.
CREATE OR REPLACE FUNCTION crm_deals_stage_sync()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $fn$
DECLARE
  v_stage crm_pipeline_stages%ROWTYPE;
  v_changed boolean;
BEGIN
  IF NEW.stage_id IS NULL THEN
    SELECT s.* INTO v_stage
      FROM crm_pipeline_stages s
      JOIN crm_pipelines p ON p.company_id = s.company_id AND p.id = s.pipeline_id
     WHERE s.company_id = NEW.company_id
       AND NOT s.archived
       AND (NEW.pipeline_id IS NULL AND p.is_default OR p.id = NEW.pipeline_id)
     ORDER BY
       CASE
         WHEN lower(s.name) = lower(replace(coalesce(NEW.stage, ''), '_', ' ')) THEN 0
         WHEN NEW.stage = 'closed_won' AND s.kind = 'won' THEN 0
         WHEN NEW.stage = 'closed_lost' AND s.kind = 'lost' THEN 0
         ELSE 1
       END,
       s.position
     LIMIT 1;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'no pipeline stage for the deal' USING ERRCODE = '23503';
    END IF;
  ELSE
    SELECT * INTO v_stage FROM crm_pipeline_stages WHERE company_id = NEW.company_id AND id = NEW.stage_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'unknown pipeline stage' USING ERRCODE = '23503';
    END IF;
  END IF;
  NEW.stage_id := v_stage.id;
  NEW.pipeline_id := v_stage.pipeline_id;
  NEW.stage := v_stage.name;
  NEW.status := v_stage.kind;
  v_changed := TG_OP = 'INSERT' OR NEW.stage_id IS DISTINCT FROM OLD.stage_id;
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
    IF v_changed AND NEW.stage_entered_at IS NOT DISTINCT FROM OLD.stage_entered_at THEN
      NEW.stage_entered_at := now();
    END IF;
  END IF;
  IF NEW.status = 'open' THEN
    NEW.closed_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.closed_at := coalesce(NEW.closed_at, NEW.stage_entered_at);
  ELSIF OLD.status = 'open' OR OLD.status IS DISTINCT FROM NEW.status THEN
    IF NEW.closed_at IS NOT DISTINCT FROM OLD.closed_at THEN
      NEW.closed_at := now();
    END IF;
  END IF;
  IF NEW.status <> 'lost' THEN
    NEW.lost_reason_id := NULL;
    NEW.lost_note := NULL;
  END IF;
  RETURN NEW;
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER crm_deals_stage_sync
  BEFORE INSERT OR UPDATE ON crm_deals
  FOR EACH ROW EXECUTE FUNCTION crm_deals_stage_sync();
--> statement-breakpoint
-- Who moved it comes from the transaction's app.user_id (set by withTenant for the request's user).
CREATE OR REPLACE FUNCTION crm_deals_stage_history()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $fn$
BEGIN
  INSERT INTO crm_deal_stage_history (company_id, deal_id, from_stage_id, to_stage_id, changed_by, changed_at)
  VALUES (
    NEW.company_id,
    NEW.id,
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.stage_id END,
    NEW.stage_id,
    NULLIF(current_setting('app.user_id', true), ''),
    NEW.stage_entered_at
  );
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER crm_deals_stage_history_insert
  AFTER INSERT ON crm_deals
  FOR EACH ROW EXECUTE FUNCTION crm_deals_stage_history();
--> statement-breakpoint
CREATE TRIGGER crm_deals_stage_history_update
  AFTER UPDATE OF stage_id ON crm_deals
  FOR EACH ROW WHEN (OLD.stage_id IS DISTINCT FROM NEW.stage_id)
  EXECUTE FUNCTION crm_deals_stage_history();
--> statement-breakpoint
-- Deals made before pipelines: their stage by name, in the stage since they were created, closed
-- when last updated.
UPDATE crm_deals
   SET stage_id = NULL,
       stage_entered_at = created_at,
       closed_at = CASE WHEN stage IN ('closed_won', 'closed_lost') THEN updated_at END
 WHERE stage_id IS NULL;
