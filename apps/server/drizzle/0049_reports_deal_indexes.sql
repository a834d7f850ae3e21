-- Reports (issue 23): covering indexes so the deal reports read a tenant's deals from an index alone
-- (index-only scans) instead of visiting 100,000 table rows per report. drizzle-kit cannot write
-- INCLUDE, so they live here.
--
-- Open deals per stage with what the pipeline and forecast reports sum and filter on.
CREATE INDEX crm_deals_reports_open_idx ON crm_deals (company_id, stage_id)
  INCLUDE (amount, owner_user_id, pipeline_id, close_date)
  WHERE status = 'open';
--> statement-breakpoint
-- Deals by status and closing time (the key of crm_deals_status_closed_idx, which the deals pages
-- keep using), with what the won/lost, win rate, sales cycle and lost
-- reason reports read.
CREATE INDEX crm_deals_reports_closed_idx ON crm_deals (company_id, status, closed_at)
  INCLUDE (amount, owner_user_id, pipeline_id, created_at, lost_reason_id);
