CREATE TABLE "crm_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crm_company_id" uuid,
	"contact_id" uuid,
	"deal_id" uuid,
	"parent_task_id" uuid,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"content" text,
	"activity_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_activities_type_check" CHECK (type IN ('call', 'email', 'meeting', 'note', 'task', 'visit', 'proposal', 'follow-up', 'other'))
);
--> statement-breakpoint
CREATE TABLE "crm_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crm_company_id" uuid,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"job_title" text,
	"company" text,
	"lead_status" text DEFAULT 'warm' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"sync_strategy" text DEFAULT 'bidirectional' NOT NULL,
	"external_crm_id" text,
	"locally_modified_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_reason" text,
	"archived_at" timestamp with time zone,
	"category" text DEFAULT 'company' NOT NULL,
	"company_country" text,
	"search_text" text DEFAULT '' NOT NULL,
	"sort_key" text GENERATED ALWAYS AS (lower(coalesce(nullif(btrim(last_name), ''), nullif(btrim(first_name), ''), '') || chr(1) || coalesce(first_name, ''))) STORED NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_contacts_tenant_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "crm_contacts_lead_status_check" CHECK (lead_status IN ('hot', 'warm', 'cold', 'customer', 'lost')),
	CONSTRAINT "crm_contacts_source_check" CHECK (source IN ('manual', 'external_crm', 'import')),
	CONSTRAINT "crm_contacts_sync_strategy_check" CHECK (sync_strategy IN ('bidirectional', 'hubspot_managed', 'local_only')),
	CONSTRAINT "crm_contacts_category_check" CHECK (category IN ('company', 'generic', 'department')),
	CONSTRAINT "crm_contacts_archived_check" CHECK ((archived AND archived_reason IN ('user_deleted', 'company_deleted')) OR (NOT archived AND archived_reason IS NULL))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "dashboard_layout" jsonb;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_deal_id_crm_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."crm_deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_crm_company_fk" FOREIGN KEY ("company_id","crm_company_id") REFERENCES "public"."crm_companies"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_activities_tenant_date_idx" ON "crm_activities" USING btree ("company_id","activity_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "crm_activities_crm_company_idx" ON "crm_activities" USING btree ("company_id","crm_company_id","activity_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_activities_contact_idx" ON "crm_activities" USING btree ("company_id","contact_id","activity_date" DESC NULLS LAST) WHERE contact_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "crm_activities_deal_idx" ON "crm_activities" USING btree ("deal_id") WHERE deal_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "crm_activities_parent_task_idx" ON "crm_activities" USING btree ("company_id","parent_task_id") WHERE parent_task_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contacts_tenant_external_id_key" ON "crm_contacts" USING btree ("company_id","external_crm_id") WHERE external_crm_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "crm_contacts_list_idx" ON "crm_contacts" USING btree ("company_id","sort_key","id") WHERE NOT archived;--> statement-breakpoint
CREATE INDEX "crm_contacts_category_idx" ON "crm_contacts" USING btree ("company_id","category","sort_key","id") WHERE NOT archived;--> statement-breakpoint
CREATE INDEX "crm_contacts_country_idx" ON "crm_contacts" USING btree ("company_id","company_country","category","sort_key","id") WHERE NOT archived;--> statement-breakpoint
CREATE INDEX "crm_contacts_search_trgm_idx" ON "crm_contacts" USING gin ("search_text" gin_trgm_ops) WHERE NOT archived;--> statement-breakpoint
CREATE INDEX "crm_contacts_crm_company_idx" ON "crm_contacts" USING btree ("company_id","crm_company_id","archived");--> statement-breakpoint
CREATE INDEX "crm_contacts_email_idx" ON "crm_contacts" USING btree ("company_id",lower("email"));