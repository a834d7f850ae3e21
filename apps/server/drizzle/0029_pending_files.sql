CREATE TABLE "pending_files" (
	"company_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_files_company_id_storage_key_pk" PRIMARY KEY("company_id","storage_key")
);
--> statement-breakpoint
ALTER TABLE "pending_files" ADD CONSTRAINT "pending_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_files_created_idx" ON "pending_files" USING btree ("created_at");