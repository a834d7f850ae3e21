ALTER TABLE "company_settings" ADD COLUMN "default_currency" text DEFAULT 'GBP' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "default_vat_code" text DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "default_lead_status" text DEFAULT 'warm' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_default_currency_check" CHECK ("company_settings"."default_currency" IN ('GBP', 'EUR', 'USD'));--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_default_vat_code_check" CHECK ("company_settings"."default_vat_code" IN ('20', '5', '0', 'exempt'));--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_default_lead_status_check" CHECK ("company_settings"."default_lead_status" IN ('hot', 'warm', 'cold', 'customer', 'lost'));