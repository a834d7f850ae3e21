CREATE TABLE "crm_company_search_counts" (
	"company_id" uuid NOT NULL,
	"trigram" text NOT NULL,
	"country" text NOT NULL,
	"company_count" integer NOT NULL,
	CONSTRAINT "crm_company_search_counts_company_id_trigram_country_pk" PRIMARY KEY("company_id","trigram","country")
);
--> statement-breakpoint
DROP INDEX "crm_companies_tenant_name_idx";--> statement-breakpoint
DROP INDEX "crm_companies_tenant_country_idx";--> statement-breakpoint
ALTER TABLE "crm_companies" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "crm_company_search_counts" ADD CONSTRAINT "crm_company_search_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;