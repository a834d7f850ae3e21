-- Chat: tenant rows like every other (see 0002 for the pattern), and on top a restrictive rule that
-- a user reads only channels, messages and files of channels they belong to, or public ones (which
-- they may join). Membership rows themselves are tenant-wide: fan-out needs a channel's members.
ALTER TABLE chat_channels ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE chat_channels FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON chat_channels
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY members_or_public ON chat_channels AS RESTRICTIVE FOR SELECT
  USING (
    kind = 'public'
    -- A direct message's two people are named in its key, before their member rows exist.
    OR (kind = 'direct' AND NULLIF(current_setting('app.user_id', true), '') = ANY (string_to_array(direct_key, ' ')))
    OR EXISTS (
      SELECT 1 FROM chat_members m
      WHERE m.channel_id = chat_channels.id
        AND m.user_id = NULLIF(current_setting('app.user_id', true), '')
    )
  );
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON chat_channels TO northdesk_app;
--> statement-breakpoint
ALTER TABLE chat_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE chat_members FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON chat_members
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON chat_members TO northdesk_app;
--> statement-breakpoint
ALTER TABLE chat_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE chat_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON chat_messages
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY members_or_public ON chat_messages AS RESTRICTIVE FOR SELECT
  USING (EXISTS (SELECT 1 FROM chat_channels c WHERE c.id = chat_messages.channel_id));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON chat_messages TO northdesk_app;
--> statement-breakpoint
ALTER TABLE chat_attachments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE chat_attachments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON chat_attachments
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY members_or_public ON chat_attachments AS RESTRICTIVE FOR SELECT
  USING (EXISTS (SELECT 1 FROM chat_channels c WHERE c.id = chat_attachments.channel_id));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON chat_attachments TO northdesk_app;
