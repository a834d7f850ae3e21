CREATE TABLE "data_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"row_count" integer NOT NULL,
	"encoding" text NOT NULL,
	"delimiter" text NOT NULL,
	"headers" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"mapping_remembered" boolean DEFAULT false NOT NULL,
	"dry_run" jsonb,
	"result" jsonb,
	"rejected_key" text,
	"job_id" uuid,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "data_imports_tenant_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "data_imports_entity_check" CHECK (entity IN ('companies', 'contacts', 'products', 'deals')),
	CONSTRAINT "data_imports_status_check" CHECK (status IN ('uploaded', 'checking', 'checked', 'importing', 'imported', 'undoing', 'undone', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "import_changes" (
	"company_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"previous" jsonb,
	CONSTRAINT "import_changes_pkey" PRIMARY KEY("import_id","record_id"),
	CONSTRAINT "import_changes_action_check" CHECK (action IN ('created', 'updated'))
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"company_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_pkey" PRIMARY KEY("company_id","entity")
);
--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_import_fk" FOREIGN KEY ("company_id","import_id") REFERENCES "public"."data_imports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_imports_tenant_created_idx" ON "data_imports" USING btree ("company_id","created_at");