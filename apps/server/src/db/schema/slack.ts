import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { companies } from './tenancy.ts';

/**
 * A tenant's Slack app (Settings → Slack Integration): its client id and secret, the secret
 * encrypted at rest (AES-256-GCM, key derived from AUTH_SECRET, as the HubSpot token). The poll
 * cursors are the newest message ts seen per Slack channel by the tenant's poller (one per tenant
 * across nodes: features/chat/slack/slack-poll.job.ts).
 */
export const slackApps = pgTable('slack_apps', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  clientSecretCiphertext: text('client_secret_ciphertext').notNull(),
  clientSecretLast4: text('client_secret_last4').notNull(),
  /**
   * The app's signing secret (encrypted), optional: with it Slack's Events API may tell us at once
   * when someone leaves a channel (POST /api/chat/slack/events/:companyId, signature checked).
   */
  signingSecretCiphertext: text('signing_secret_ciphertext'),
  pollCursors: jsonb('poll_cursors').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's Slack connection (shell spec §3 slack_user_mappings: user_id, slack_username,
 * is_oauth_connected, team_name), with their rotating user token pair encrypted at rest. Deleted on
 * disconnect. `needsReconnection` is set when a refresh was refused (the spec's "Reconnection
 * Required").
 */
export const slackUserMappings = pgTable(
  'slack_user_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    slackUserId: text('slack_user_id').notNull(),
    slackUsername: text('slack_username'),
    teamId: text('team_id').notNull(),
    teamName: text('team_name'),
    isOauthConnected: boolean('is_oauth_connected').notNull().default(true),
    needsReconnection: boolean('needs_reconnection').notNull().default(false),
    accessTokenCiphertext: text('access_token_ciphertext').notNull(),
    refreshTokenCiphertext: text('refresh_token_ciphertext'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    scopes: text('scopes').notNull().default(''),
    /** Last time this person's chat window read Slack (the poller serves channels people watch). */
    watchedChannels: jsonb('watched_channels').$type<Record<string, number>>().notNull().default({}),
    /**
     * My read marker per Slack channel (the newest ts I have seen in our window): the chat
     * provider's markRead. Kept here, not sent to Slack's conversations.mark, which shares the
     * workspace's Tier 3 budget with the poller (one call per person per message read would spend it).
     */
    readMarkers: jsonb('read_markers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slack_user_mappings_user_key').on(t.companyId, t.userId)],
);

/**
 * Whether Slack lets a person read a channel, as Slack last said (features/chat/slack/
 * slack-access.ts). The tenant's poller delivers a membership-restricted channel's messages only
 * to people whose row is `allowed` and confirmed within SLACK_ACCESS_TTL_MS; it re-asks Slack
 * (conversations.members) every SLACK_ACCESS_REFRESH_MS while people watch, and a removal seen
 * there, in a refused read or in a Slack membership event turns the row off. Kept here, not in one
 * node's memory, so every node gates alike.
 */
export const slackChannelAccess = pgTable(
  'slack_channel_access',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    teamId: text('team_id').notNull(),
    channelId: text('channel_id').notNull(),
    /** Private (or otherwise membership-restricted): only members may read it. */
    restricted: boolean('restricted').notNull(),
    allowed: boolean('allowed').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slack_channel_access_key').on(t.companyId, t.teamId, t.channelId, t.userId)],
);
