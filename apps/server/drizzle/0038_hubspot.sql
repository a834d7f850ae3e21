CREATE TABLE "company_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"integration_type" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"token_ciphertext" text,
	"token_last4" text,
	"portal_id" text,
	"last_sync_at" timestamp with time zone,
	"last_sync_status" text,
	"last_sync_error" text,
	"cursors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"full_sync" jsonb,
	"lease_job_id" uuid,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubspot_seen_ids" (
	"company_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"object_type" text NOT NULL,
	"external_id" text NOT NULL,
	CONSTRAINT "hubspot_seen_ids_company_id_run_id_object_type_external_id_pk" PRIMARY KEY("company_id","run_id","object_type","external_id")
);
--> statement-breakpoint
CREATE TABLE "hubspot_sync_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"run_id" uuid,
	"object_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"field" text NOT NULL,
	"local_value" text,
	"remote_value" text,
	"winner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubspot_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid,
	"mode" text NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crm_companies" DROP CONSTRAINT "crm_companies_source_check";--> statement-breakpoint
ALTER TABLE "crm_contacts" DROP CONSTRAINT "crm_contacts_archived_check";--> statement-breakpoint
ALTER TABLE "crm_companies" ADD COLUMN "external_crm_id" text;--> statement-breakpoint
ALTER TABLE "crm_companies" ADD COLUMN "sync_strategy" text DEFAULT 'bidirectional' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_companies" ADD COLUMN "remote_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "crm_companies" ADD COLUMN "external_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "remote_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "external_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubspot_seen_ids" ADD CONSTRAINT "hubspot_seen_ids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubspot_sync_conflicts" ADD CONSTRAINT "hubspot_sync_conflicts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubspot_sync_runs" ADD CONSTRAINT "hubspot_sync_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_integrations_type_key" ON "company_integrations" USING btree ("company_id","integration_type");--> statement-breakpoint
CREATE INDEX "hubspot_sync_conflicts_recent_idx" ON "hubspot_sync_conflicts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "hubspot_sync_runs_recent_idx" ON "hubspot_sync_runs" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_companies_tenant_external_id_key" ON "crm_companies" USING btree ("company_id","external_crm_id") WHERE external_crm_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_companies" ADD CONSTRAINT "crm_companies_sync_strategy_check" CHECK (sync_strategy IN ('bidirectional', 'hubspot_managed', 'local_only'));--> statement-breakpoint
ALTER TABLE "crm_companies" ADD CONSTRAINT "crm_companies_source_check" CHECK (source IN ('manual_entry', 'auto_enriched', 'external_crm'));--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_archived_check" CHECK ((archived AND archived_reason IN ('user_deleted', 'company_deleted', 'hubspot_deleted')) OR (NOT archived AND archived_reason IS NULL));