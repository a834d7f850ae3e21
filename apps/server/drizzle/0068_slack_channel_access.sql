CREATE TABLE "slack_channel_access" (
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"team_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"restricted" boolean NOT NULL,
	"allowed" boolean NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slack_apps" ADD COLUMN "signing_secret_ciphertext" text;--> statement-breakpoint
ALTER TABLE "slack_channel_access" ADD CONSTRAINT "slack_channel_access_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_channel_access" ADD CONSTRAINT "slack_channel_access_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slack_channel_access_key" ON "slack_channel_access" USING btree ("company_id","team_id","channel_id","user_id");--> statement-breakpoint
-- Tenant rows like every other (see 0002 for the pattern).
ALTER TABLE slack_channel_access ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE slack_channel_access FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON slack_channel_access
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON slack_channel_access TO northdesk_app;
