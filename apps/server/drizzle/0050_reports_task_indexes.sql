-- Reports (issue 23): covering indexes for "tasks completed vs overdue" and the overdue headline,
-- so a tenant's 200,000 tasks are not visited row by row (index-only scans). drizzle-kit cannot
-- write INCLUDE, so they live here.
CREATE INDEX tasks_reports_completed_idx ON tasks (company_id, completed_at)
  INCLUDE (assigned_to, status)
  WHERE completed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX tasks_reports_overdue_idx ON tasks (company_id, due_date)
  INCLUDE (assigned_to)
  WHERE due_date IS NOT NULL AND status NOT IN ('done', 'cancelled');
