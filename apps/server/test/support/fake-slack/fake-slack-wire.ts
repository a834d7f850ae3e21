import type {
  FakeSlackChannel,
  FakeSlackMessage,
  FakeSlackStore,
  FakeSlackUser,
} from './fake-slack-store.ts';

/** Slack's wire shapes for the fake (integrations spec A.4–A.7): conversation, user, cursor. */

export function conversationOf(channel: FakeSlackChannel, forUser: string) {
  // IM objects have `user` but no name, is_archived or is_channel (spec A.4).
  if (channel.isIm)
    return {
      id: channel.id,
      created: channel.created,
      is_im: true,
      is_org_shared: false,
      user: [...channel.members].find((m) => m !== forUser) ?? channel.user,
      is_user_deleted: false,
      priority: 0,
    };
  return {
    id: channel.id,
    name: channel.name,
    name_normalized: channel.name,
    is_channel: true,
    is_group: false,
    is_im: false,
    is_mpim: false,
    is_private: channel.isPrivate,
    is_archived: channel.isArchived,
    is_general: channel.name === 'general',
    is_member: channel.members.has(forUser),
    is_shared: false,
    is_ext_shared: false,
    is_org_shared: false,
    created: channel.created,
    creator: [...channel.members][0] ?? '',
    updated: channel.created * 1000,
    topic: { value: '', creator: '', last_set: 0 },
    purpose: { value: '', creator: '', last_set: 0 },
    previous_names: [],
    num_members: channel.members.size,
  };
}

export function userOf(user: FakeSlackUser, teamId: string) {
  const image = (size: number) => `https://avatars.slack-edge.example/${user.id}_${size}.png`;
  return {
    id: user.id,
    team_id: teamId,
    name: user.name,
    deleted: false,
    real_name: user.realName,
    tz: 'Europe/London',
    tz_label: 'Greenwich Mean Time',
    tz_offset: 0,
    is_admin: false,
    is_owner: false,
    is_bot: false,
    is_app_user: false,
    updated: 1_700_000_000,
    profile: {
      real_name: user.realName,
      display_name: user.displayName,
      real_name_normalized: user.realName,
      display_name_normalized: user.displayName,
      image_24: image(24),
      image_32: image(32),
      image_48: image(48),
      image_72: image(72),
      team: teamId,
    },
  };
}

/** Cursors are opaque base64 strings; ours carry an offset. The last page has next_cursor "". */
export const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64');
export function decodeCursor(cursor: string | undefined): number | null {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const match = /^offset:(\d+)$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** History newest first, between oldest and latest (exclusive unless inclusive). */
export function historyOf(
  store: FakeSlackStore,
  channelId: string,
  args: { oldest?: string; latest?: string; inclusive?: boolean; threadTs?: string },
): FakeSlackMessage[] {
  const all = store.messages.get(channelId) ?? [];
  const oldest = Number(args.oldest ?? 0);
  const latest = args.latest ? Number(args.latest) : Number.POSITIVE_INFINITY;
  return all
    .filter((m) => {
      const ts = Number(m.ts);
      if (args.threadTs) return m.ts === args.threadTs || m.thread_ts === args.threadTs;
      // History holds parents and loose messages; thread replies are read with conversations.replies.
      if (m.thread_ts && m.thread_ts !== m.ts) return false;
      return args.inclusive ? ts >= oldest && ts <= latest : ts > oldest && ts < latest;
    })
    .sort((a, b) => (args.threadTs ? Number(a.ts) - Number(b.ts) : Number(b.ts) - Number(a.ts)));
}
