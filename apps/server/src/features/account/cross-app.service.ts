import type { CrossAppTokensResponse } from '@northdesk/shared';
import type { AppDeps } from '../../deps.ts';
import type { RequestUser } from '../auth/request-user.ts';

/**
 * Tokens for a jump to a sibling app: a 15-minute JWT proving who the user is, and a session of
 * its own for that app (revocable on its own, never this browser's cookie).
 */
export async function issueCrossAppTokens(deps: AppDeps, user: RequestUser): Promise<CrossAppTokensResponse> {
  const ctx = await deps.auth.$context;
  const session = await ctx.internalAdapter.createSession(user.userId);
  const { token } = await deps.auth.api.signJWT({
    body: { payload: { sub: user.userId, email: user.email, company_id: user.companyId } },
  });
  return { userId: user.userId, companyId: user.companyId, accessToken: token, refreshToken: session.token };
}
