import { z } from 'zod';

/** Slack inside the chat window (docs/product/chat.md, "Slack"): the web talks to our API only. */

/** Settings → Slack Integration: the tenant's Slack app (client secret never sent back, only masked). */
export const slackAppSchema = z.object({
  configured: z.boolean(),
  clientId: z.string().nullable(),
  clientSecretMasked: z.string().nullable(),
  /** The Redirect URL to enter in the Slack app's OAuth settings. */
  redirectUri: z.string(),
  /** A signing secret is stored: Slack's membership events are accepted (and acted on at once). */
  eventsConfigured: z.boolean(),
  /** The Request URL to enter under Event Subscriptions (member_left_channel, group_left…). */
  eventsUrl: z.string(),
});
export type SlackApp = z.infer<typeof slackAppSchema>;

export const updateSlackAppSchema = z.object({
  clientId: z.string().trim().min(1).max(200),
  clientSecret: z.string().trim().min(1).max(200),
  /** Optional; left out keeps the stored one. */
  signingSecret: z.string().trim().min(1).max(200).optional(),
});
export type UpdateSlackApp = z.infer<typeof updateSlackAppSchema>;

/** The person's Slack connection (shell spec §4 chat connection; slack_user_mappings). */
export const slackConnectionSchema = z.object({
  appConfigured: z.boolean(),
  isConnected: z.boolean(),
  needsReconnection: z.boolean(),
  slackUsername: z.string().nullable(),
  teamName: z.string().nullable(),
});
export type SlackConnection = z.infer<typeof slackConnectionSchema>;

export const slackAuthorizeResponseSchema = z.object({ authUrl: z.string() });

/** The spec's token refresh answer: success, error, needsReconnection. */
export const slackRefreshResponseSchema = z.object({
  success: z.boolean(),
  needsReconnection: z.boolean(),
  error: z.string().nullable(),
});
export type SlackRefreshResponse = z.infer<typeof slackRefreshResponseSchema>;

export const slackChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  isChannel: z.boolean(),
  isGroup: z.boolean(),
  isIm: z.boolean(),
  isArchived: z.boolean(),
  isPrivate: z.boolean(),
});
export type SlackChannelItem = z.infer<typeof slackChannelSchema>;
export const slackChannelsResponseSchema = z.object({ channels: z.array(slackChannelSchema) });

/** A message as the spec shapes it: id equal to ts, the author's profile. */
export const slackMessageSchema = z.object({
  id: z.string(),
  ts: z.string(),
  text: z.string(),
  type: z.string(),
  subtype: z.string().nullable(),
  botId: z.string().nullable(),
  user: z.string().nullable(),
  username: z.string(),
  userProfile: z.object({
    displayName: z.string(),
    realName: z.string(),
    image48: z.string().nullable(),
    image32: z.string().nullable(),
  }),
});
export type SlackMessageItem = z.infer<typeof slackMessageSchema>;

export const SLACK_HISTORY_FIRST = 50;
export const SLACK_HISTORY_POLL = 10;

export const slackHistoryQuerySchema = z.object({
  /** Only messages newer than this ts (the poll). */
  oldest: z
    .string()
    .regex(/^\d+\.\d+$/)
    .optional(),
});
export type SlackHistoryQuery = z.infer<typeof slackHistoryQuerySchema>;
/** Oldest first, for display; hasMore: Slack has older ones than these. */
export const slackHistoryResponseSchema = z.object({
  messages: z.array(slackMessageSchema),
  hasMore: z.boolean(),
});
export const slackChannelParamsSchema = z.object({
  channelId: z.string().regex(/^[CGD][A-Z0-9]{2,40}$/),
});
export const postSlackMessageSchema = z.object({ text: z.string().max(40_000) });
export const postSlackMessageResponseSchema = z.object({ message: slackMessageSchema });

/** My read marker in a Slack channel (kept by us: the chat provider's mark read). */
export const markSlackReadRequestSchema = z.object({ ts: z.string().regex(/^\d+\.\d+$/) });
export const markSlackReadResponseSchema = z.object({ lastReadTs: z.string() });

/**
 * Sent on the event stream when the tenant's poller sees new Slack messages in a channel, with
 * the messages themselves, so no window asks anyone for them. `truncated`: they did not fit in
 * an event (PostgreSQL's NOTIFY holds 8000 bytes); the window reads what is newer from us.
 */
export const slackRealtimeEventSchema = z.object({
  event: z.literal('chat.slack'),
  channelId: z.string(),
  newestTs: z.string(),
  messages: z.array(slackMessageSchema).default([]),
  truncated: z.boolean().default(false),
});

/**
 * Sent on the event stream when Slack no longer lets me read a channel (I was removed from a
 * private channel): its messages stop reaching me, and the window says the channel is gone.
 */
export const slackAccessEventSchema = z.object({
  event: z.literal('chat.slack-access'),
  channelId: z.string(),
  available: z.literal(false),
});
export type SlackAccessEvent = z.infer<typeof slackAccessEventSchema>;
