import { normalizePath, titleForPath } from './page-titles';

export const APP_NAME = 'Northdesk';

/** Pages outside the signed-in shell (not in the breadcrumb table). */
const PUBLIC_TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/auth$/, 'Sign In'],
  [/^\/reset-password$/, 'Reset Password'],
  [/^\/invite\/[^/]+$/, 'Accept Invitation'],
  [/^\/q\/[^/]+$/, 'Quote'],
];

/** The tab and history title of a path: "{Page} · Northdesk". */
export function documentTitle(path: string): string {
  const pathname = normalizePath(path);
  const title = PUBLIC_TITLES.find(([pattern]) => pattern.test(pathname))?.[1] ?? titleForPath(pathname);
  return `${title} · ${APP_NAME}`;
}
