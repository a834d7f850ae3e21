CREATE TABLE "product_barcodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"code" text NOT NULL,
	"symbology" text NOT NULL,
	"pack_quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_barcodes_tenant_code_key" UNIQUE("company_id","code"),
	CONSTRAINT "product_barcodes_pack_quantity_check" CHECK (pack_quantity >= 1),
	CONSTRAINT "product_barcodes_symbology_check" CHECK (symbology IN ('ean13', 'ean8', 'upca', 'upce', 'itf14', 'gs1_128', 'code128', 'code39', 'qr', 'datamatrix', 'other'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"unit" text DEFAULT 'each' NOT NULL,
	"cost_price" numeric(16, 4),
	"list_price" numeric(16, 4) NOT NULL,
	"vat_code" text DEFAULT '20' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(sku || chr(10) || name)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_tenant_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "products_vat_code_check" CHECK (vat_code IN ('20', '5', '0', 'exempt')),
	CONSTRAINT "products_prices_check" CHECK (list_price >= 0 AND (cost_price IS NULL OR cost_price >= 0)),
	CONSTRAINT "products_sku_check" CHECK (length(btrim(sku)) > 0),
	CONSTRAINT "products_name_check" CHECK (length(btrim(name)) > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_accept_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_accept_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"sku" text,
	"description" text NOT NULL,
	"unit" text,
	"quantity" numeric(16, 3) NOT NULL,
	"unit_price" numeric(16, 4) NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"vat_code" text NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"line_net" numeric(16, 2) NOT NULL,
	CONSTRAINT "quote_lines_vat_code_check" CHECK (vat_code IN ('20', '5', '0', 'exempt')),
	CONSTRAINT "quote_lines_amounts_check" CHECK (quantity > 0 AND unit_price >= 0 AND discount_percent >= 0 AND discount_percent <= 100)
);
--> statement-breakpoint
CREATE TABLE "quote_number_sequences" (
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "quote_number_sequences_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"base_number" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text,
	"crm_company_id" uuid NOT NULL,
	"contact_id" uuid,
	"deal_id" uuid,
	"owner_id" text,
	"valid_until" date NOT NULL,
	"terms" text,
	"notes" text,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"net_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"vat_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"gross_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"sent_by" text,
	"sent_snapshot" jsonb,
	"sent_pdf_key" text,
	"sent_pdf_sha256" text,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_email" text,
	"accepted_ip" "inet",
	"accepted_user_agent" text,
	"declined_at" timestamp with time zone,
	"declined_name" text,
	"decline_reason" text,
	"superseded_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_tenant_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "quotes_tenant_number_key" UNIQUE("company_id","base_number","revision"),
	CONSTRAINT "quotes_status_check" CHECK (status IN ('draft', 'sent', 'accepted', 'declined', 'expired')),
	CONSTRAINT "quotes_revision_check" CHECK (revision >= 1)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "product_barcodes" ADD CONSTRAINT "product_barcodes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_barcodes" ADD CONSTRAINT "product_barcodes_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_accept_links" ADD CONSTRAINT "quote_accept_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_accept_links" ADD CONSTRAINT "quote_accept_links_quote_fk" FOREIGN KEY ("company_id","quote_id") REFERENCES "public"."quotes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_fk" FOREIGN KEY ("company_id","quote_id") REFERENCES "public"."quotes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_number_sequences" ADD CONSTRAINT "quote_number_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deal_id_crm_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."crm_deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sent_by_auth_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_crm_company_fk" FOREIGN KEY ("company_id","crm_company_id") REFERENCES "public"."crm_companies"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_contact_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."crm_contacts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_barcodes_product_idx" ON "product_barcodes" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_tenant_sku_key" ON "products" USING btree ("company_id",lower(sku));--> statement-breakpoint
CREATE INDEX "products_tenant_name_idx" ON "products" USING btree ("company_id","archived",lower(name),"id");--> statement-breakpoint
CREATE INDEX "quote_accept_links_quote_idx" ON "quote_accept_links" USING btree ("company_id","quote_id");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("company_id","quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_list_idx" ON "quotes" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE superseded_at IS NULL;--> statement-breakpoint
CREATE INDEX "quotes_list_status_idx" ON "quotes" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE superseded_at IS NULL;--> statement-breakpoint
CREATE INDEX "quotes_deal_idx" ON "quotes" USING btree ("company_id","deal_id") WHERE deal_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "quotes_crm_company_idx" ON "quotes" USING btree ("company_id","crm_company_id");