CREATE TABLE "holiday_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"requester_id" text NOT NULL,
	"approver_id" text,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_part" text DEFAULT 'full' NOT NULL,
	"end_part" text DEFAULT 'full' NOT NULL,
	"half_days_by_year" jsonb NOT NULL,
	"half_days" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_requests_dates_check" CHECK ("holiday_requests"."end_date" >= "holiday_requests"."start_date"),
	CONSTRAINT "holiday_requests_status_check" CHECK ("holiday_requests"."status" in ('pending', 'approved', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "holiday_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"days_per_year" numeric(4, 1) NOT NULL,
	"carry_over" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holiday_requests" ADD CONSTRAINT "holiday_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_requests" ADD CONSTRAINT "holiday_requests_requester_id_profiles_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_requests" ADD CONSTRAINT "holiday_requests_approver_id_profiles_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_requests" ADD CONSTRAINT "holiday_requests_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_settings" ADD CONSTRAINT "holiday_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holiday_requests_requester_idx" ON "holiday_requests" USING btree ("company_id","requester_id","start_date");--> statement-breakpoint
CREATE INDEX "holiday_requests_approver_idx" ON "holiday_requests" USING btree ("company_id","approver_id","status");--> statement-breakpoint
CREATE INDEX "holiday_requests_calendar_idx" ON "holiday_requests" USING btree ("company_id","status","start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_company_date_key" ON "public_holidays" USING btree ("company_id","date");