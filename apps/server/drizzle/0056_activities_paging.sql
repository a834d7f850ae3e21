DROP INDEX "crm_activities_tenant_date_idx";--> statement-breakpoint
ALTER TABLE "crm_activities" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(subject || chr(10) || coalesce(content, ''))) STORED;--> statement-breakpoint
CREATE INDEX "crm_activities_page_idx" ON "crm_activities" USING btree ("company_id","activity_date","id");--> statement-breakpoint
CREATE INDEX "crm_activities_type_page_idx" ON "crm_activities" USING btree ("company_id","type","activity_date","id");--> statement-breakpoint
CREATE INDEX "crm_activities_author_page_idx" ON "crm_activities" USING btree ("company_id","created_by","activity_date","id");--> statement-breakpoint
CREATE INDEX "crm_activities_search_trgm_idx" ON "crm_activities" USING gin ("search_text" gin_trgm_ops);