import {
  CHAT_COPY,
  type SlackApp,
  type SlackConnection,
  type SlackRefreshResponse,
  type UpdateSlackApp,
} from '@northdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { slackApps, slackUserMappings } from '../../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../../db/tenant.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { createSlackClient, RECONNECT_ERRORS, SlackApiError } from './slack-client.ts';
import {
  makeState,
  readApp,
  readMapping,
  readState,
  type SlackMappingRow,
  seal,
  unseal,
} from './slack-tokens.ts';

/*
 * Slack connections (docs/product/chat.md, "Slack"): the tenant's app credentials, each person's
 * user OAuth v2 through the popup, their rotating tokens (refreshed ahead of expiry, and on
 * token_expired), refresh on demand and disconnect (deletes the mapping).
 */

/** User scopes: read channels and history (public, private, DMs), post, resolve names. */
export const SLACK_USER_SCOPES = [
  'channels:read',
  'channels:history',
  'groups:read',
  'groups:history',
  'im:read',
  'im:history',
  'chat:write',
  'users:read',
];
/** Refresh when the access token has less than this left (Slack's SDK refreshes 2 hours early). */
const REFRESH_AHEAD_MS = 5 * 60_000;

type Ctx = Required<TenantContext>;
type Deps = Pick<AppDeps, 'config' | 'database'>;

export const slackClientOf = (deps: Pick<AppDeps, 'config'>) =>
  createSlackClient({ baseUrl: deps.config.slackApiUrl });
const redirectUriOf = (deps: Pick<AppDeps, 'config'>) => `${deps.config.appUrl}/api/chat/slack/callback`;
const last4 = (text: string) => text.slice(-4);

async function appCredentials(deps: Deps, ctx: TenantContext) {
  const app = await withTenant(deps.database.db, ctx, readApp);
  if (!app) return null;
  const secret = await unseal(deps, app.clientSecretCiphertext);
  if (!secret) return null;
  return { clientId: app.clientId, clientSecret: secret };
}

async function storeGrant(
  deps: Deps,
  ctx: Ctx,
  grant: {
    accessToken: string;
    refreshToken: string | null;
    expiresIn: number | null;
    scope: string;
    userId: string;
    teamId: string;
    teamName: string | null;
  },
  username: string | null,
) {
  const values = {
    slackUserId: grant.userId,
    teamId: grant.teamId,
    teamName: grant.teamName,
    isOauthConnected: true,
    needsReconnection: false,
    accessTokenCiphertext: await seal(deps, grant.accessToken),
    refreshTokenCiphertext: grant.refreshToken ? await seal(deps, grant.refreshToken) : null,
    accessExpiresAt: grant.expiresIn ? new Date(Date.now() + grant.expiresIn * 1000) : null,
    scopes: grant.scope,
    updatedAt: new Date(),
    ...(username ? { slackUsername: username } : {}),
  };
  await withTenant(deps.database.db, ctx, (tx) =>
    tx
      .insert(slackUserMappings)
      .values({ companyId: ctx.companyId, userId: ctx.userId, ...values })
      .onConflictDoUpdate({ target: [slackUserMappings.companyId, slackUserMappings.userId], set: values }),
  );
}

export const slackConnectionService = {
  async app(deps: Deps, ctx: TenantContext): Promise<SlackApp> {
    const app = await withTenant(deps.database.db, ctx, readApp);
    return {
      configured: Boolean(app),
      clientId: app?.clientId ?? null,
      clientSecretMasked: app ? `••••••••${app.clientSecretLast4}` : null,
      redirectUri: redirectUriOf(deps),
      eventsConfigured: Boolean(app?.signingSecretCiphertext),
      eventsUrl: `${deps.config.appUrl}/api/chat/slack/events/${ctx.companyId}`,
    };
  },

  async saveApp(deps: Deps, ctx: TenantContext, input: UpdateSlackApp): Promise<SlackApp> {
    const values = {
      clientId: input.clientId,
      clientSecretCiphertext: await seal(deps, input.clientSecret),
      clientSecretLast4: last4(input.clientSecret),
      ...(input.signingSecret ? { signingSecretCiphertext: await seal(deps, input.signingSecret) } : {}),
      updatedAt: new Date(),
    };
    await withTenant(deps.database.db, ctx, (tx) =>
      tx
        .insert(slackApps)
        .values({ companyId: ctx.companyId ?? '', ...values })
        .onConflictDoUpdate({ target: slackApps.companyId, set: values }),
    );
    return slackConnectionService.app(deps, ctx);
  },

  async connection(deps: Deps, ctx: Ctx): Promise<SlackConnection> {
    const [app, mapping] = await withTenant(deps.database.db, ctx, async (tx) => [
      await readApp(tx),
      await readMapping(tx, ctx.userId),
    ]);
    return {
      appConfigured: Boolean(app),
      isConnected: Boolean(mapping?.isOauthConnected && !mapping.needsReconnection),
      needsReconnection: Boolean(mapping?.needsReconnection),
      slackUsername: (mapping as SlackMappingRow | undefined)?.slackUsername ?? null,
      teamName: (mapping as SlackMappingRow | undefined)?.teamName ?? null,
    };
  },

  async authorizeUrl(deps: Deps, ctx: Ctx): Promise<string> {
    const app = await withTenant(deps.database.db, ctx, readApp);
    if (!app) throw new AppError('bad_request', CHAT_COPY.slackNotConfigured);
    return slackClientOf(deps).authorizeUrl({
      clientId: app.clientId,
      userScopes: SLACK_USER_SCOPES,
      redirectUri: redirectUriOf(deps),
      state: await makeState(deps, ctx.companyId, ctx.userId),
    });
  },

  /** The popup's landing: exchanges the code and stores the person's tokens. */
  async completeAuthorization(
    deps: Deps,
    query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  ): Promise<{ ok: true } | { ok: false; error: string }> {
    const who = query.state ? await readState(deps, query.state) : null;
    if (!who) return { ok: false, error: 'invalid_state' };
    if (query.error || !query.code) return { ok: false, error: query.error ?? 'access_denied' };
    const ctx = { companyId: who.companyId, userId: who.userId };
    const credentials = await appCredentials(deps, ctx);
    if (!credentials) return { ok: false, error: 'not_configured' };
    const client = slackClientOf(deps);
    try {
      const grant = await client.exchangeCode({
        ...credentials,
        code: query.code,
        redirectUri: redirectUriOf(deps),
      });
      const me = await client.authTest(grant.accessToken);
      await storeGrant(deps, ctx, { ...grant, teamName: grant.teamName ?? me.team }, me.user);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof SlackApiError ? error.code : 'connection_error' };
    }
  },

  /** Refresh Token: rotates the pair now; a refused refresh means reconnecting. */
  async refresh(deps: Deps, ctx: Ctx): Promise<SlackRefreshResponse> {
    const mapping = await withTenant(deps.database.db, ctx, (tx) => readMapping(tx, ctx.userId));
    if (!mapping) return { success: false, needsReconnection: true, error: 'not_connected' };
    try {
      await rotate(deps, ctx, mapping);
      return { success: true, needsReconnection: false, error: null };
    } catch (error) {
      const code = error instanceof SlackApiError ? error.code : 'connection_error';
      return { success: false, needsReconnection: RECONNECT_ERRORS.has(code), error: code };
    }
  },

  async disconnect(deps: Deps, ctx: Ctx): Promise<void> {
    await withTenant(deps.database.db, ctx, (tx) =>
      tx.delete(slackUserMappings).where(eq(slackUserMappings.userId, ctx.userId)),
    );
  },
};

/** Rotates the person's token pair (each refresh token works once; the new one is stored). */
async function rotate(deps: Deps, ctx: Ctx, mapping: SlackMappingRow): Promise<string> {
  const credentials = await appCredentials(deps, ctx);
  const refreshToken = mapping.refreshTokenCiphertext
    ? await unseal(deps, mapping.refreshTokenCiphertext)
    : null;
  if (!credentials || !refreshToken) throw new SlackApiError('invalid_refresh_token');
  try {
    const grant = await slackClientOf(deps).refresh({
      ...credentials,
      refreshToken,
      userId: mapping.slackUserId,
    });
    await storeGrant(
      deps,
      ctx,
      { ...grant, teamId: grant.teamId || mapping.teamId, teamName: grant.teamName ?? mapping.teamName },
      null,
    );
    return grant.accessToken;
  } catch (error) {
    if (error instanceof SlackApiError && RECONNECT_ERRORS.has(error.code))
      await withTenant(deps.database.db, ctx, (tx) =>
        tx
          .update(slackUserMappings)
          .set({ needsReconnection: true, updatedAt: sql`now()` })
          .where(eq(slackUserMappings.userId, ctx.userId)),
      );
    throw error;
  }
}

/**
 * Runs a Slack call with the person's token: refreshed first when it is about to expire, and once
 * more if Slack says token_expired (spec A.2: refresh, retry once). No mapping or a refused refresh
 * is the spec's "expired" state.
 */
export async function withSlackToken<T>(
  deps: Deps,
  ctx: Ctx,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const mapping = await withTenant(deps.database.db, ctx, (tx) => readMapping(tx, ctx.userId));
  if (!mapping || mapping.needsReconnection) throw new SlackApiError('not_authed');
  let token = await unseal(deps, mapping.accessTokenCiphertext);
  if (!token) throw new SlackApiError('invalid_auth');
  if (mapping.accessExpiresAt && mapping.accessExpiresAt.getTime() - Date.now() < REFRESH_AHEAD_MS)
    token = await rotate(deps, ctx, mapping);
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof SlackApiError) || error.code !== 'token_expired') throw error;
    const fresh = await withTenant(deps.database.db, ctx, (tx) => readMapping(tx, ctx.userId));
    if (!fresh) throw error;
    return call(await rotate(deps, ctx, fresh));
  }
}
