ALTER TABLE "crm_companies" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "crm_companies" ADD CONSTRAINT "crm_companies_owner_user_id_auth_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_owner_user_id_auth_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_companies_owner_list_idx" ON "crm_companies" USING btree ("company_id","owner_user_id","sort_name","id") WHERE NOT archived AND NOT is_individual_contacts;--> statement-breakpoint
CREATE INDEX "crm_contacts_owner_list_idx" ON "crm_contacts" USING btree ("company_id","owner_user_id","sort_key","id") WHERE NOT archived;