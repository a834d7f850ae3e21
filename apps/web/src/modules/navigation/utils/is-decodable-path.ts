/**
 * Whether every percent escape of a page path decodes (`/companies/%E0%A4%A` does not). Such a URL
 * names no page of the app, so it gets the 404 page instead of a page that fails on its own.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
