CREATE TABLE "crm_deal_stage_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"from_stage_id" uuid,
	"to_stage_id" uuid NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_lost_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "crm_lost_reasons_tenant_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "crm_pipeline_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'open' NOT NULL,
	"probability" integer DEFAULT 0 NOT NULL,
	"rotting_days" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_pipeline_stages_tenant_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "crm_pipeline_stages_kind_check" CHECK (kind IN ('open', 'won', 'lost')),
	CONSTRAINT "crm_pipeline_stages_probability_check" CHECK (probability BETWEEN 0 AND 100),
	CONSTRAINT "crm_pipeline_stages_rotting_check" CHECK (rotting_days IS NULL OR rotting_days BETWEEN 1 AND 3650)
);
--> statement-breakpoint
CREATE TABLE "crm_pipelines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_pipelines_tenant_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_deals" ADD COLUMN "pipeline_id" uuid;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD COLUMN "stage_id" uuid;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD COLUMN "stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD COLUMN "lost_reason_id" uuid;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD COLUMN "lost_note" text;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_tenant_id_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "crm_deal_stage_history" ADD CONSTRAINT "crm_deal_stage_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deal_stage_history" ADD CONSTRAINT "crm_deal_stage_history_changed_by_auth_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deal_stage_history" ADD CONSTRAINT "crm_deal_stage_history_deal_fk" FOREIGN KEY ("company_id","deal_id") REFERENCES "public"."crm_deals"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_lost_reasons" ADD CONSTRAINT "crm_lost_reasons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pipeline_stages" ADD CONSTRAINT "crm_pipeline_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pipeline_stages" ADD CONSTRAINT "crm_pipeline_stages_pipeline_fk" FOREIGN KEY ("company_id","pipeline_id") REFERENCES "public"."crm_pipelines"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pipelines" ADD CONSTRAINT "crm_pipelines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_deal_stage_history_deal_idx" ON "crm_deal_stage_history" USING btree ("company_id","deal_id","changed_at");--> statement-breakpoint
CREATE INDEX "crm_pipeline_stages_pipeline_idx" ON "crm_pipeline_stages" USING btree ("company_id","pipeline_id","position");--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_owner_user_id_auth_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_stage_fk" FOREIGN KEY ("company_id","stage_id") REFERENCES "public"."crm_pipeline_stages"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_pipeline_fk" FOREIGN KEY ("company_id","pipeline_id") REFERENCES "public"."crm_pipelines"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_lost_reason_fk" FOREIGN KEY ("company_id","lost_reason_id") REFERENCES "public"."crm_lost_reasons"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_deals_board_idx" ON "crm_deals" USING btree ("company_id","stage_id","stage_entered_at");--> statement-breakpoint
CREATE INDEX "crm_deals_owner_idx" ON "crm_deals" USING btree ("company_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_deals_status_closed_idx" ON "crm_deals" USING btree ("company_id","status","closed_at");--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_status_check" CHECK (status IN ('open', 'won', 'lost'));