-- A chat post as one call (issue 20 Targets, bench:chat): checks, the channel's next number, the
-- message, the author's read marker, the thread's reply count, the attached files, the mentioned
-- members' bell notifications and the NOTIFY to every member, in one statement. The server sends
-- it with withTenant's settings as one simple-protocol message (DatabaseHandle.writeAsTenant):
-- one round trip instead of ten, so a post holds its channel's row lock for the statement and
-- the commit only, never across a network wait.
--
-- SECURITY INVOKER (the default): it runs as northdesk_app under the same row-level security as
-- every other statement; the author is app.user_id and the tenant app.company_id, never arguments.
-- Refusals are raised as 'chat_post:<reason>' (P0001), which the service maps to its answers; a
-- raise rolls back everything the call did (a file that is not the author's undoes the post).
CREATE OR REPLACE FUNCTION chat_post_message(
  p_id uuid,
  p_channel_id uuid,
  p_thread_root_id uuid,
  p_body text,
  p_mention_ids jsonb,
  p_client_msg_id uuid,
  p_attachment_ids jsonb,
  p_channel_title text,
  p_direct_title text,
  p_excerpt_length integer,
  p_event_channel text
)
RETURNS TABLE (
  post_created boolean,
  post_id uuid,
  post_seq bigint,
  post_created_at timestamptz,
  post_mention_ids text[],
  author_name text,
  author_email text,
  author_avatar_url text,
  post_attachments jsonb
)
LANGUAGE plpgsql
VOLATILE
SET search_path = public, pg_temp
AS $fn$
#variable_conflict use_column
DECLARE
  v_company uuid := NULLIF(current_setting('app.company_id', true), '')::uuid;
  v_user text := NULLIF(current_setting('app.user_id', true), '');
  v_now timestamptz := now();
  v_kind text;
  v_name text;
  v_existing uuid;
  v_root_parent uuid;
  v_root_deleted timestamptz;
  v_mentions text[];
  v_seq bigint;
  v_wanted integer;
  v_attached integer;
  v_author_name text;
  v_author_email text;
  v_author_avatar text;
  v_shown_author text;
  v_title text;
  v_ids text[];
BEGIN
  IF v_company IS NULL OR v_user IS NULL THEN
    RAISE EXCEPTION 'chat_post:no_tenant' USING ERRCODE = 'P0001';
  END IF;
  -- Visible (member, or public) and not archived: the policies decide visibility.
  SELECT c.kind, c.name INTO v_kind, v_name
    FROM chat_channels c WHERE c.id = p_channel_id AND c.archived_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'chat_post:channel_not_found' USING ERRCODE = 'P0001';
  END IF;
  PERFORM 1 FROM chat_members m WHERE m.channel_id = p_channel_id AND m.user_id = v_user;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'chat_post:not_member' USING ERRCODE = 'P0001';
  END IF;
  -- The same client message id again: what was stored, not a second post.
  IF p_client_msg_id IS NOT NULL THEN
    SELECT x.id INTO v_existing FROM chat_messages x
     WHERE x.channel_id = p_channel_id AND x.author_id = v_user AND x.client_msg_id = p_client_msg_id;
    IF FOUND THEN
      RETURN QUERY SELECT false, v_existing, NULL::bigint, NULL::timestamptz, NULL::text[],
        NULL::text, NULL::text, NULL::text, NULL::jsonb;
      RETURN;
    END IF;
  END IF;
  IF p_thread_root_id IS NOT NULL THEN
    SELECT x.thread_root_id, x.deleted_at INTO v_root_parent, v_root_deleted
      FROM chat_messages x WHERE x.id = p_thread_root_id AND x.channel_id = p_channel_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'chat_post:thread_not_found' USING ERRCODE = 'P0001';
    END IF;
    IF v_root_parent IS NOT NULL THEN
      RAISE EXCEPTION 'chat_post:not_thread_root' USING ERRCODE = 'P0001';
    END IF;
    IF v_root_deleted IS NOT NULL THEN
      RAISE EXCEPTION 'chat_post:thread_root_deleted' USING ERRCODE = 'P0001';
    END IF;
  END IF;
  -- Mentions of people in the channel only, in the order written.
  v_mentions := ARRAY(
    SELECT t.value FROM jsonb_array_elements_text(p_mention_ids) WITH ORDINALITY AS t(value, n)
     WHERE EXISTS (SELECT 1 FROM chat_members m WHERE m.channel_id = p_channel_id AND m.user_id = t.value)
     ORDER BY t.n);
  SELECT p.full_name, p.email, p.avatar_url INTO v_author_name, v_author_email, v_author_avatar
    FROM profiles p WHERE p.id = v_user;

  -- From here the channel row is locked until the commit: the number, the message, the marker.
  UPDATE chat_channels c SET last_seq = c.last_seq + 1, last_message_at = v_now
   WHERE c.id = p_channel_id RETURNING c.last_seq INTO v_seq;
  INSERT INTO chat_messages (id, company_id, channel_id, seq, thread_root_id, author_id, body,
                             mention_ids, client_msg_id, created_at)
  VALUES (p_id, v_company, p_channel_id, v_seq, p_thread_root_id, v_user, p_body, v_mentions,
          p_client_msg_id, v_now);
  -- The author has read what they wrote.
  UPDATE chat_members m SET last_read_seq = greatest(m.last_read_seq, v_seq)
   WHERE m.channel_id = p_channel_id AND m.user_id = v_user;
  IF p_thread_root_id IS NOT NULL THEN
    UPDATE chat_messages x SET reply_count = x.reply_count + 1, last_reply_at = v_now
     WHERE x.id = p_thread_root_id;
  END IF;
  v_wanted := (SELECT count(DISTINCT t.value) FROM jsonb_array_elements_text(p_attachment_ids) AS t(value));
  IF v_wanted > 0 THEN
    UPDATE chat_attachments a SET message_id = p_id
     WHERE a.id IN (SELECT t.value::uuid FROM jsonb_array_elements_text(p_attachment_ids) AS t(value))
       AND a.channel_id = p_channel_id AND a.uploaded_by = v_user AND a.message_id IS NULL;
    GET DIAGNOSTICS v_attached = ROW_COUNT;
    IF v_attached <> v_wanted THEN
      RAISE EXCEPTION 'chat_post:file_not_found' USING ERRCODE = 'P0001';
    END IF;
  END IF;

  -- The bell for each mentioned member but the author (its trigger announces it).
  IF EXISTS (SELECT 1 FROM unnest(v_mentions) AS u(id) WHERE u.id <> v_user) THEN
    v_shown_author := coalesce(nullif(btrim(v_author_name), ''), v_author_email, 'Unknown user');
    IF v_kind = 'direct' THEN
      v_title := replace(p_direct_title, chr(1), v_shown_author);
    ELSE
      v_title := replace(replace(p_channel_title, chr(2), '#' || v_name), chr(1), v_shown_author);
    END IF;
    INSERT INTO notifications (company_id, user_id, type, title, message, related_id)
    SELECT v_company, u.id, 'chat_mention', v_title, left(p_body, p_excerpt_length), p_channel_id
      FROM (SELECT DISTINCT u.id FROM unnest(v_mentions) AS u(id) WHERE u.id <> v_user) AS u;
  END IF;

  -- Every member's tabs on every node, a hundred members a NOTIFY (its payload is capped at 8000 bytes).
  FOR v_ids IN
    SELECT array_agg(g.user_id ORDER BY g.user_id)
      FROM (SELECT m.user_id, (row_number() OVER (ORDER BY m.user_id) - 1) / 100 AS chunk
              FROM chat_members m WHERE m.channel_id = p_channel_id) AS g
     GROUP BY g.chunk ORDER BY g.chunk
  LOOP
    PERFORM pg_notify(p_event_channel, json_build_object(
      'event', 'chat', 'companyId', v_company, 'userIds', v_ids, 'channelId', p_channel_id,
      'op', 'message', 'messageId', p_id, 'seq', v_seq, 'threadRootId', p_thread_root_id)::text);
  END LOOP;

  RETURN QUERY SELECT true, p_id, v_seq, v_now, v_mentions, v_author_name, v_author_email, v_author_avatar,
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', a.id, 'fileName', a.file_name,
        'contentType', a.content_type, 'sizeBytes', a.size_bytes) ORDER BY a.created_at)
      FROM chat_attachments a WHERE a.message_id = p_id), '[]'::jsonb);
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION chat_post_message(uuid, uuid, uuid, text, jsonb, uuid, jsonb, text, text, integer, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION chat_post_message(uuid, uuid, uuid, text, jsonb, uuid, jsonb, text, text, integer, text) TO northdesk_app;
