DROP INDEX "crm_companies_tenant_domain_key";--> statement-breakpoint
CREATE UNIQUE INDEX "crm_companies_tenant_domain_key" ON "crm_companies" USING btree ("company_id","domain") WHERE NOT archived;