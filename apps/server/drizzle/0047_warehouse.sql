CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_product_key" UNIQUE("company_id","purchase_order_id","product_id"),
	CONSTRAINT "purchase_order_lines_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"expected_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"notes" text,
	"buyer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_tenant_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "purchase_orders_status_check" CHECK (status IN ('open', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "receipt_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"receipt_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"expected" numeric(18, 4) DEFAULT '0' NOT NULL,
	"received" numeric(18, 4) DEFAULT '0' NOT NULL,
	"damaged" numeric(18, 4) DEFAULT '0' NOT NULL,
	"discrepancy_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_lines_tenant_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "receipt_lines_product_key" UNIQUE("company_id","receipt_id","product_id"),
	CONSTRAINT "receipt_lines_quantities_check" CHECK (expected >= 0 AND received >= 0 AND damaged >= 0 AND damaged <= received)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"purchase_order_id" uuid,
	"supplier_id" uuid,
	"location_id" uuid NOT NULL,
	"delivery_note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"started_by" text,
	"completed_by" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "receipts_status_check" CHECK (status IN ('open', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_company_id_product_id_location_id_pk" PRIMARY KEY("company_id","product_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"counted_quantity" numeric(18, 4) NOT NULL,
	"system_quantity" numeric(18, 4) NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"counted_by" text,
	"op_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"from_location_id" uuid,
	"to_location_id" uuid,
	"quantity" numeric(18, 4) NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"receipt_id" uuid,
	"unknown_item_id" uuid,
	"op_id" uuid,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "stock_moves_quantity_check" CHECK (quantity > 0),
	CONSTRAINT "stock_moves_sides_check" CHECK ((from_location_id IS NOT NULL OR to_location_id IS NOT NULL) AND from_location_id IS DISTINCT FROM to_location_id),
	CONSTRAINT "stock_moves_reason_check" CHECK (reason IN ('receipt', 'move', 'count', 'identified', 'damaged'))
);
--> statement-breakpoint
CREATE TABLE "unknown_items" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"raw_code" text,
	"description" text NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"location_id" uuid NOT NULL,
	"receipt_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"product_id" uuid,
	"resolution_note" text,
	"reported_by" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unknown_items_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "unknown_items_status_check" CHECK (status IN ('open', 'identified', 'rejected')),
	CONSTRAINT "unknown_items_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"barcode" text,
	"kind" text DEFAULT 'bin' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_locations_tenant_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "warehouse_locations_tenant_barcode_key" UNIQUE("company_id","barcode"),
	CONSTRAINT "warehouse_locations_kind_check" CHECK (kind IN ('bin', 'dock', 'quarantine', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "warehouse_ops" (
	"company_id" uuid NOT NULL,
	"op_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"payload" jsonb NOT NULL,
	"result" jsonb,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_ops_company_id_op_id_pk" PRIMARY KEY("company_id","op_id"),
	CONSTRAINT "warehouse_ops_status_check" CHECK (status IN ('applied', 'flagged'))
);
--> statement-breakpoint
CREATE TABLE "warehouse_photos" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"receipt_id" uuid,
	"product_id" uuid,
	"unknown_item_id" uuid,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_photos_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "warehouse_photos_kind_check" CHECK (kind IN ('pod', 'damage', 'label', 'other')),
	CONSTRAINT "warehouse_photos_subject_check" CHECK (num_nonnulls(receipt_id, product_id, unknown_item_id) >= 1)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_tenant_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_fk" FOREIGN KEY ("company_id","purchase_order_id") REFERENCES "public"."purchase_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_buyer_id_auth_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."crm_companies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_receipt_fk" FOREIGN KEY ("company_id","receipt_id") REFERENCES "public"."receipts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_started_by_auth_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_completed_by_auth_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_fk" FOREIGN KEY ("company_id","purchase_order_id") REFERENCES "public"."purchase_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_supplier_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."crm_companies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_counted_by_auth_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_from_fk" FOREIGN KEY ("company_id","from_location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_to_fk" FOREIGN KEY ("company_id","to_location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_items" ADD CONSTRAINT "unknown_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_items" ADD CONSTRAINT "unknown_items_reported_by_auth_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_items" ADD CONSTRAINT "unknown_items_resolved_by_auth_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_items" ADD CONSTRAINT "unknown_items_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_items" ADD CONSTRAINT "unknown_items_receipt_fk" FOREIGN KEY ("company_id","receipt_id") REFERENCES "public"."receipts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_items" ADD CONSTRAINT "unknown_items_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_warehouse_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_ops" ADD CONSTRAINT "warehouse_ops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_ops" ADD CONSTRAINT "warehouse_ops_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_photos" ADD CONSTRAINT "warehouse_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_photos" ADD CONSTRAINT "warehouse_photos_uploaded_by_auth_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_photos" ADD CONSTRAINT "warehouse_photos_receipt_fk" FOREIGN KEY ("company_id","receipt_id") REFERENCES "public"."receipts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_photos" ADD CONSTRAINT "warehouse_photos_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_photos" ADD CONSTRAINT "warehouse_photos_unknown_fk" FOREIGN KEY ("company_id","unknown_item_id") REFERENCES "public"."unknown_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_expected_idx" ON "purchase_orders" USING btree ("company_id","status","expected_date");--> statement-breakpoint
CREATE INDEX "receipts_status_idx" ON "receipts" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" USING btree ("company_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "stock_balances_location_idx" ON "stock_balances" USING btree ("company_id","location_id");--> statement-breakpoint
CREATE INDEX "stock_counts_product_idx" ON "stock_counts" USING btree ("company_id","product_id","counted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_moves_product_idx" ON "stock_moves" USING btree ("company_id","product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_moves_created_idx" ON "stock_moves" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "unknown_items_status_idx" ON "unknown_items" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_code_key" ON "warehouse_locations" USING btree ("company_id","warehouse_id",lower(code));--> statement-breakpoint
CREATE INDEX "warehouse_ops_flagged_idx" ON "warehouse_ops" USING btree ("company_id","created_at" DESC NULLS LAST) WHERE status = 'flagged';--> statement-breakpoint
CREATE INDEX "warehouse_photos_receipt_idx" ON "warehouse_photos" USING btree ("company_id","receipt_id");--> statement-breakpoint
CREATE INDEX "warehouse_photos_product_idx" ON "warehouse_photos" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "warehouse_photos_unknown_idx" ON "warehouse_photos" USING btree ("company_id","unknown_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_tenant_code_key" ON "warehouses" USING btree ("company_id",lower(code));