/**
 * Whether every percent escape of a page path decodes (`/companies/%E0%A4%A` does not). Such a URL
 * names no page of the app, so it gets the 404 page instead of a page that fails on its own.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    // The result is used: a bare call is dropped by the minifier as free of side effects.
    return typeof decodeURIComponent(pathname) === 'string';
  } catch {
    return false;
  }
}
