import crypto from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { slackChannelAccess, slackUserMappings } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { AppDeps } from '../../../deps.ts';
import { revokeSlackAccess, slackAccessRows } from './slack-access.ts';
import { readApp, unseal } from './slack-tokens.ts';

/*
 * Slack's Events API for channel membership (integrations spec A.10): with the app's signing
 * secret stored, Slack tells us at once when someone leaves or is removed from a channel, or when
 * a channel is archived or deleted, and their access ends there (slack-access.ts) instead of at
 * the poller's next members check. Every request's signature is checked (v0 HMAC of the raw body,
 * timestamp within 5 minutes). Acting on an event twice changes nothing, so Slack's retries need
 * no de-duplication.
 */

const MAX_SKEW_SECONDS = 5 * 60;

/** Slack's signature over the raw body: v0=hex(HMAC_SHA256(secret, "v0:{ts}:{body}")). */
export function slackSignature(signingSecret: string, timestamp: string, rawBody: string): string {
  return `v0=${crypto.createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The tenant's signing secret (null: no app, or no secret stored: events are not accepted). */
export async function signingSecretOf(deps: Pick<AppDeps, 'config' | 'database'>, companyId: string) {
  const app = await withTenant(deps.database.db, { companyId }, readApp);
  if (!app?.signingSecretCiphertext) return null;
  return unseal(deps, app.signingSecretCiphertext);
}

/** Is this request Slack's, signed with this secret, and recent? */
export function verifySlackRequest(
  signingSecret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now = Date.now(),
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return false;
  return sameText(slackSignature(signingSecret, timestamp, rawBody), signature);
}

const membershipEventSchema = z.looseObject({
  type: z.string(),
  user: z.string().optional(),
  channel: z.union([z.string(), z.looseObject({ id: z.string() })]).optional(),
  channel_type: z.string().optional(),
});
export const slackEnvelopeSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('url_verification'), challenge: z.string().max(500) }),
  z.looseObject({
    type: z.literal('event_callback'),
    team_id: z.string().max(50),
    authorizations: z.array(z.looseObject({ user_id: z.string().optional() })).optional(),
    event: membershipEventSchema,
  }),
]);
export type SlackEnvelope = z.infer<typeof slackEnvelopeSchema>;

/** Channel-wide events: nobody may read the channel here any more. */
const CHANNEL_GONE = new Set(['channel_archive', 'group_archive', 'channel_deleted', 'group_deleted']);
/** "You left": the authorizing person (a user token's events are about its person). */
const I_LEFT = new Set(['group_left', 'channel_left']);

/** Acts on one membership event; other events are ignored. Answers how many people lost access. */
export async function applySlackEvent(
  deps: Pick<AppDeps, 'config' | 'database' | 'realtime'>,
  companyId: string,
  envelope: Extract<SlackEnvelope, { type: 'event_callback' }>,
): Promise<number> {
  const { event, team_id: teamId } = envelope;
  const channelId = typeof event.channel === 'string' ? event.channel : event.channel?.id;
  if (!channelId) return 0;
  const where = { companyId, teamId, channelId };
  const rows = await slackAccessRows(deps, where);
  const restricted = [...rows.values()].some((row) => row.restricted);

  let userIds: string[] = [];
  if (CHANNEL_GONE.has(event.type)) {
    // Everyone Slack let read it, and everyone watching it now.
    userIds = await withTenant(deps.database.db, { companyId }, async (tx) => {
      const watching = await tx
        .select({ userId: slackUserMappings.userId })
        .from(slackUserMappings)
        .where(
          and(eq(slackUserMappings.teamId, teamId), sql`${slackUserMappings.watchedChannels} ? ${channelId}`),
        );
      return [...new Set([...watching.map((w) => w.userId), ...rows.keys()])];
    });
  } else {
    // Leaving a public channel does not stop anyone reading it: only restricted channels count.
    const isPrivate = event.channel_type === 'G' || event.type === 'group_left' || restricted;
    if (!isPrivate) return 0;
    const slackUserIds =
      event.type === 'member_left_channel' && event.user
        ? [event.user]
        : I_LEFT.has(event.type)
          ? (envelope.authorizations ?? []).flatMap((a) => (a.user_id ? [a.user_id] : []))
          : [];
    if (slackUserIds.length === 0) return 0;
    const people = await withTenant(deps.database.db, { companyId }, (tx) =>
      tx
        .select({ userId: slackUserMappings.userId })
        .from(slackUserMappings)
        .where(
          and(eq(slackUserMappings.teamId, teamId), inArray(slackUserMappings.slackUserId, slackUserIds)),
        ),
    );
    userIds = people.map((p) => p.userId);
  }
  // Only people who had the channel (a row saying so, or a watch) are told; others never saw it.
  const known = await withTenant(deps.database.db, { companyId }, (tx) =>
    userIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ userId: slackUserMappings.userId })
          .from(slackUserMappings)
          .leftJoin(
            slackChannelAccess,
            and(
              eq(slackChannelAccess.userId, slackUserMappings.userId),
              eq(slackChannelAccess.teamId, teamId),
              eq(slackChannelAccess.channelId, channelId),
            ),
          )
          .where(
            and(
              inArray(slackUserMappings.userId, userIds),
              or(
                eq(slackChannelAccess.allowed, true),
                sql`${slackUserMappings.watchedChannels} ? ${channelId}`,
              ),
            ),
          ),
  );
  const affected = [...new Set(known.map((k) => k.userId))];
  await revokeSlackAccess(deps, where, affected);
  return affected.length;
}
