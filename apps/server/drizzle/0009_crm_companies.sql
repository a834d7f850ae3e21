CREATE TABLE "crm_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"domain" text,
	"industry" text,
	"phone" text,
	"billing_email" text,
	"billing_address" text,
	"city" text,
	"state" text,
	"country" text,
	"employee_count" integer,
	"lead_status" text DEFAULT 'warm' NOT NULL,
	"source" text DEFAULT 'manual_entry' NOT NULL,
	"business_unit" text,
	"logo_key" text,
	"is_individual_contacts" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || chr(10) || coalesce(city, '') || chr(10) || coalesce(domain, ''))) STORED,
	"locally_modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_companies_tenant_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "crm_companies_lead_status_check" CHECK (lead_status IN ('hot', 'warm', 'cold', 'customer', 'lost')),
	CONSTRAINT "crm_companies_source_check" CHECK (source IN ('manual_entry', 'auto_enriched')),
	CONSTRAINT "crm_companies_employee_count_check" CHECK (employee_count IS NULL OR employee_count >= 1),
	CONSTRAINT "crm_companies_domain_normalised_check" CHECK (domain IS NULL OR (domain ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$' AND domain NOT LIKE 'www.%'))
);
--> statement-breakpoint
CREATE TABLE "crm_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crm_company_id" uuid,
	"contact_id" uuid,
	"name" text NOT NULL,
	"stage" text NOT NULL,
	"amount" numeric(14, 2),
	"close_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_companies" ADD CONSTRAINT "crm_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_crm_company_fk" FOREIGN KEY ("company_id","crm_company_id") REFERENCES "public"."crm_companies"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_companies_tenant_domain_key" ON "crm_companies" USING btree ("company_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_companies_individual_contacts_key" ON "crm_companies" USING btree ("company_id") WHERE is_individual_contacts;--> statement-breakpoint
CREATE INDEX "crm_companies_tenant_name_idx" ON "crm_companies" USING btree ("company_id",lower("name"),"id") WHERE NOT archived AND NOT is_individual_contacts;--> statement-breakpoint
CREATE INDEX "crm_companies_tenant_country_idx" ON "crm_companies" USING btree ("company_id","country",lower("name"),"id") WHERE NOT archived AND NOT is_individual_contacts;--> statement-breakpoint
CREATE INDEX "crm_companies_search_trgm_idx" ON "crm_companies" USING gin ("search_text" gin_trgm_ops) WHERE NOT archived AND NOT is_individual_contacts;--> statement-breakpoint
CREATE INDEX "crm_deals_crm_company_idx" ON "crm_deals" USING btree ("company_id","crm_company_id","close_date");