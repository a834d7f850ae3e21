import type { CrossAppTokensResponse } from '@northdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { createCrossAppCode } from '../auth/cross-app-codes.ts';
import type { RequestUser } from '../auth/request-user.ts';

/**
 * Tokens for a jump to a sibling app, which travel in a URL: a 15-minute JWT proving who the user
 * is, and a single-use exchange code valid two minutes (as refreshToken) that the receiving app
 * trades once for a session of its own. Neither is a session: a leaked URL opens nothing later.
 */
export async function issueCrossAppTokens(deps: AppDeps, user: RequestUser): Promise<CrossAppTokensResponse> {
  const code = await createCrossAppCode(deps.database.db, user.userId);
  const { token } = await deps.auth.api.signJWT({
    body: { payload: { sub: user.userId, email: user.email, company_id: user.companyId } },
  });
  return { userId: user.userId, companyId: user.companyId, accessToken: token, refreshToken: code };
}
