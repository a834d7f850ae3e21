CREATE TABLE "crm_activity_day_counts" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"activity_count" integer NOT NULL,
	CONSTRAINT "crm_activity_day_counts_company_id_day_user_id_type_pk" PRIMARY KEY("company_id","day","user_id","type")
);
--> statement-breakpoint
ALTER TABLE "crm_activity_day_counts" ADD CONSTRAINT "crm_activity_day_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_activity_day_counts_user_idx" ON "crm_activity_day_counts" USING btree ("company_id","user_id","day");--> statement-breakpoint
CREATE INDEX "crm_companies_tenant_created_idx" ON "crm_companies" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_contacts_tenant_created_idx" ON "crm_contacts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_tenant_completed_idx" ON "tasks" USING btree ("company_id","completed_at","assigned_to") WHERE completed_at IS NOT NULL;