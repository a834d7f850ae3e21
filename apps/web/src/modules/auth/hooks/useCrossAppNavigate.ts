import { AUTH_COPY, crossAppTokensResponseSchema } from '@northdesk/shared';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiFetch, errorMessageOf } from '@/lib/api-client';
import { AUTH_WEB_COPY } from '../copy';
import { useCurrentUser } from './useCurrentUser';

export interface CrossAppNavigateOptions {
  /** Shown by the target app in its title ("CRM - {breadcrumb}" here). */
  breadcrumb?: string;
  /** Open the sibling app in a new tab (the external-link icon's promise) instead of this one. */
  newTab?: boolean;
}

/** Opens a sibling app signed in as the current user, carrying tokens in its crossApp parameter. */
export function useCrossAppNavigate() {
  const { user } = useCurrentUser();

  return useCallback(
    async (
      targetUrl: string,
      { breadcrumb, newTab = false }: CrossAppNavigateOptions = {},
    ): Promise<void> => {
      if (!user) {
        toast.error(AUTH_COPY.crossAppAuthRequired);
        return;
      }
      // The tab is opened now, in the click, since browsers block a window opened after an await;
      // it is pointed at the app once the tokens are there. No opener: the sibling app cannot reach back.
      const tab = newTab ? window.open('about:blank', '_blank') : null;
      if (tab) tab.opener = null;
      try {
        // The link's encoder is fetched with the click, not with the dashboard's first load (issue 17).
        const [tokens, { buildCrossAppUrl, CROSS_APP_SOURCE }] = await Promise.all([
          apiFetch('/api/account/cross-app/tokens', {
            method: 'POST',
            body: {},
            schema: crossAppTokensResponseSchema,
          }),
          import('../utils/cross-app-payload'),
        ]);
        const url = buildCrossAppUrl(
          targetUrl,
          { ...tokens, source: CROSS_APP_SOURCE, returnUrl: window.location.href, breadcrumb },
          window.location.href,
        );
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        const isSignedOut = error instanceof ApiError && error.status === 401;
        toast.error(
          isSignedOut
            ? AUTH_COPY.crossAppAuthRequired
            : errorMessageOf(error, AUTH_WEB_COPY.crossAppNavigateFailed),
        );
      }
    },
    [user],
  );
}
