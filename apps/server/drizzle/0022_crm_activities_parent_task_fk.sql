-- An activity's parent task (crm_activities.parent_task_id) becomes a real link now that tasks
-- exist: a composite key on (company_id, …) like every other tenant link, so it cannot point into
-- another tenant. Deleting the task only clears the link column, never the tenant column (hence
-- the column list, which drizzle cannot write); the activity is kept. The index
-- crm_activities_parent_task_idx (company_id, parent_task_id) serves the delete action.
-- Ids written before the key existed may name no task (or another tenant's): they are cleared
-- first, or adding the key would fail. Migrations run as the owner, which bypasses row security.
UPDATE crm_activities a
SET parent_task_id = NULL
WHERE a.parent_task_id IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM tasks t WHERE t.company_id = a.company_id AND t.id = a.parent_task_id
  );
--> statement-breakpoint
ALTER TABLE crm_activities ADD CONSTRAINT crm_activities_parent_task_fk
  FOREIGN KEY (company_id, parent_task_id) REFERENCES tasks (company_id, id)
  ON DELETE SET NULL (parent_task_id);
