CREATE TABLE "crm_record_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_type" text NOT NULL,
	"actor_user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_record_history_entity_type_check" CHECK (entity_type IN ('company', 'contact', 'deal', 'task', 'quote')),
	CONSTRAINT "crm_record_history_action_check" CHECK (action IN ('created', 'updated', 'deleted', 'merged')),
	CONSTRAINT "crm_record_history_actor_type_check" CHECK (actor_type IN ('user', 'import', 'hubspot', 'api', 'system'))
);
--> statement-breakpoint
ALTER TABLE "crm_record_history" ADD CONSTRAINT "crm_record_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_record_history_entity_idx" ON "crm_record_history" USING btree ("company_id","entity_type","entity_id","changed_at" DESC NULLS LAST,"id");