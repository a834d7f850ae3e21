ALTER TABLE "crm_companies" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "crm_companies_sort_location_idx" ON "crm_companies" USING btree ("company_id","country","city","sort_name","id") WHERE NOT archived AND NOT is_individual_contacts;--> statement-breakpoint
CREATE INDEX "crm_companies_sort_contacts_idx" ON "crm_companies" USING btree ("company_id","contact_count","sort_name","id") WHERE NOT archived AND NOT is_individual_contacts;--> statement-breakpoint
CREATE INDEX "crm_companies_sort_activity_idx" ON "crm_companies" USING btree ("company_id","last_activity_at" DESC NULLS LAST,"sort_name" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT archived AND NOT is_individual_contacts;--> statement-breakpoint
CREATE INDEX "crm_companies_sort_created_idx" ON "crm_companies" USING btree ("company_id","created_at","sort_name","id") WHERE NOT archived AND NOT is_individual_contacts;--> statement-breakpoint
CREATE INDEX "crm_contacts_sort_location_idx" ON "crm_contacts" USING btree ("company_id","company_country","sort_key","id") WHERE NOT archived;--> statement-breakpoint
CREATE INDEX "crm_contacts_sort_activity_idx" ON "crm_contacts" USING btree ("company_id","last_activity_at" DESC NULLS LAST,"sort_key" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT archived;--> statement-breakpoint
CREATE INDEX "crm_contacts_sort_created_idx" ON "crm_contacts" USING btree ("company_id","created_at","sort_key","id") WHERE NOT archived;