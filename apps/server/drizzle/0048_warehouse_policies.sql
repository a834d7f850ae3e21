-- Warehouse (issue 22, docs/product/warehouse.md): row-level security and grants for the new
-- tenant tables, and the trigger that keeps stock_balances equal to the sum of the ledger.
ALTER TABLE warehouses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE warehouses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON warehouses
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON warehouses TO northdesk_app;
--> statement-breakpoint
ALTER TABLE warehouse_locations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE warehouse_locations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON warehouse_locations
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON warehouse_locations TO northdesk_app;
--> statement-breakpoint
ALTER TABLE warehouse_ops ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE warehouse_ops FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON warehouse_ops
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
-- An op is written once with its answer and never changed: a replay reads it back.
GRANT SELECT, INSERT ON warehouse_ops TO northdesk_app;
--> statement-breakpoint
ALTER TABLE stock_moves ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE stock_moves FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON stock_moves
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
-- The ledger is append-only: the app role may add moves and read them, nothing else.
GRANT SELECT, INSERT ON stock_moves TO northdesk_app;
--> statement-breakpoint
ALTER TABLE stock_balances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE stock_balances FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON stock_balances
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
-- Balances are written only by the stock_moves trigger below, so they cannot drift from the ledger.
GRANT SELECT ON stock_balances TO northdesk_app;
--> statement-breakpoint
ALTER TABLE stock_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE stock_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON stock_counts
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON stock_counts TO northdesk_app;
--> statement-breakpoint
ALTER TABLE purchase_orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE purchase_orders FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON purchase_orders
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON purchase_orders TO northdesk_app;
--> statement-breakpoint
ALTER TABLE purchase_order_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE purchase_order_lines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON purchase_order_lines
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON purchase_order_lines TO northdesk_app;
--> statement-breakpoint
ALTER TABLE receipts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE receipts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON receipts
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON receipts TO northdesk_app;
--> statement-breakpoint
ALTER TABLE receipt_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE receipt_lines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON receipt_lines
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON receipt_lines TO northdesk_app;
--> statement-breakpoint
ALTER TABLE unknown_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE unknown_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON unknown_items
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON unknown_items TO northdesk_app;
--> statement-breakpoint
ALTER TABLE warehouse_photos ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE warehouse_photos FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON warehouse_photos
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON warehouse_photos TO northdesk_app;
--> statement-breakpoint
-- Every move changes the balance of its two locations in the transaction that writes it. The
-- upsert adds to the row under its row lock, so concurrent receipts into one bin add up exactly.
-- The lower location id is touched first: two moves between the same two places lock their rows
-- in one order and never deadlock each other. SECURITY DEFINER: the app role cannot write
-- balances itself.
CREATE OR REPLACE FUNCTION stock_balance_add(p_company uuid, p_product uuid, p_location uuid, p_delta numeric)
RETURNS void
LANGUAGE sql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
  INSERT INTO stock_balances (company_id, product_id, location_id, quantity, updated_at)
  VALUES (p_company, p_product, p_location, p_delta, now())
  ON CONFLICT (company_id, product_id, location_id)
  DO UPDATE SET quantity = stock_balances.quantity + EXCLUDED.quantity, updated_at = now();
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION stock_balance_add(uuid, uuid, uuid, numeric) FROM PUBLIC;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_moves_apply()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
BEGIN
  IF NEW.from_location_id IS NOT NULL
     AND (NEW.to_location_id IS NULL OR NEW.from_location_id < NEW.to_location_id) THEN
    PERFORM stock_balance_add(NEW.company_id, NEW.product_id, NEW.from_location_id, -NEW.quantity);
    IF NEW.to_location_id IS NOT NULL THEN
      PERFORM stock_balance_add(NEW.company_id, NEW.product_id, NEW.to_location_id, NEW.quantity);
    END IF;
  ELSE
    PERFORM stock_balance_add(NEW.company_id, NEW.product_id, NEW.to_location_id, NEW.quantity);
    IF NEW.from_location_id IS NOT NULL THEN
      PERFORM stock_balance_add(NEW.company_id, NEW.product_id, NEW.from_location_id, -NEW.quantity);
    END IF;
  END IF;
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER stock_moves_apply
  AFTER INSERT ON stock_moves
  FOR EACH ROW EXECUTE FUNCTION stock_moves_apply();
--> statement-breakpoint
-- Moves are never edited, whoever connects (a tenant's deletion still cascades).
CREATE OR REPLACE FUNCTION stock_moves_immutable()
RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  RAISE EXCEPTION 'stock moves are append-only' USING ERRCODE = '42501';
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER stock_moves_immutable
  BEFORE UPDATE ON stock_moves
  FOR EACH ROW EXECUTE FUNCTION stock_moves_immutable();
