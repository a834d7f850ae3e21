/**
 * The crossApp query parameter, apart from the payload's schema (cross-app-payload.ts): every
 * first load checks for it, and zod is not part of the sign-in page's first load (issue 17).
 */

/** The query parameter that carries a sign-in payload between sibling apps. */
export const CROSS_APP_PARAM = 'crossApp';

export function hasCrossAppParam(search: string): boolean {
  return new URLSearchParams(search).has(CROSS_APP_PARAM);
}

/** The search string without the crossApp parameter ("" when nothing is left). */
export function removeCrossAppParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CROSS_APP_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
