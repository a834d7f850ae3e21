-- Products and quotes: tenant rows like every other (see 0002 for the pattern). Products are
-- archived, never deleted; quotes are deleted only as drafts; accept links and sequences are
-- never deleted by the app.
ALTER TABLE products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE products FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON products
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON products TO northdesk_app;
--> statement-breakpoint
ALTER TABLE product_barcodes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE product_barcodes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON product_barcodes
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON product_barcodes TO northdesk_app;
--> statement-breakpoint
ALTER TABLE quote_number_sequences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quote_number_sequences FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quote_number_sequences
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON quote_number_sequences TO northdesk_app;
--> statement-breakpoint
ALTER TABLE quotes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quotes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quotes
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quotes TO northdesk_app;
--> statement-breakpoint
ALTER TABLE quote_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quote_lines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quote_lines
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quote_lines TO northdesk_app;
--> statement-breakpoint
ALTER TABLE quote_accept_links ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quote_accept_links FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quote_accept_links
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON quote_accept_links TO northdesk_app;
--> statement-breakpoint
-- A sent quote is frozen: its lines change only while it is a draft. The service checks this
-- first (and answers 409); this trigger holds even for code that forgot to. A line whose quote
-- is gone (a cascade from a deleted customer) passes.
CREATE OR REPLACE FUNCTION quote_lines_only_on_drafts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN target := OLD.quote_id; ELSE target := NEW.quote_id; END IF;
  IF EXISTS (SELECT 1 FROM quotes q WHERE q.id = target AND q.status <> 'draft') THEN
    RAISE EXCEPTION 'quote % is not a draft: its lines are frozen', target USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER quote_lines_only_on_drafts
  BEFORE INSERT OR UPDATE OR DELETE ON quote_lines
  FOR EACH ROW EXECUTE FUNCTION quote_lines_only_on_drafts();
--> statement-breakpoint
-- The public accept page knows only a token. This function returns the link that token's hash
-- belongs to (its tenant and quote) and nothing else; the page then works inside that tenant.
CREATE OR REPLACE FUNCTION quote_accept_link_by_token_hash(p_token_hash text)
RETURNS TABLE (id uuid, company_id uuid, quote_id uuid)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT l.id, l.company_id, l.quote_id
  FROM quote_accept_links l
  JOIN companies c ON c.id = l.company_id
  WHERE l.token_hash = p_token_hash AND c.is_active
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION quote_accept_link_by_token_hash(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION quote_accept_link_by_token_hash(text) TO northdesk_app;
--> statement-breakpoint
-- The products section (its own access levels: the catalogue and its cost prices are kept by
-- fewer people than those who quote from it). Everyone starts with the level they have on
-- quotes, so nobody loses what they could do before; tenants' configured defaults likewise.
INSERT INTO sections (id, display_name) VALUES ('products', 'Products')
ON CONFLICT (id) DO UPDATE SET display_name = EXCLUDED.display_name;
--> statement-breakpoint
INSERT INTO user_permissions (company_id, user_id, section_id, access_level)
SELECT company_id, user_id, 'products', access_level FROM user_permissions WHERE section_id = 'quotes'
ON CONFLICT ON CONSTRAINT user_permissions_user_section_company_key DO NOTHING;
--> statement-breakpoint
UPDATE company_settings s
SET default_access_levels = (
  SELECT jsonb_object_agg(
    r.role,
    CASE WHEN jsonb_typeof(r.levels) = 'object' AND r.levels ? 'quotes' AND NOT r.levels ? 'products'
      THEN r.levels || jsonb_build_object('products', r.levels -> 'quotes')
      ELSE r.levels END)
  FROM jsonb_each(s.default_access_levels) AS r(role, levels)
)
WHERE jsonb_typeof(s.default_access_levels) = 'object' AND s.default_access_levels <> '{}'::jsonb;
