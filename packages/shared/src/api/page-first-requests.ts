/**
 * The API requests a signed-in page makes first at its plain address (no query string), by route
 * pattern as in the web app's router ('' is the dashboard). The server names them in that page's
 * HTML as fetch preloads, for a live session only, so their answers come with the page's code
 * instead of after it has run (issue 17). The pages' hooks request these exact URLs: a preload
 * is used only by a fetch of the same URL.
 */
export const DASHBOARD_LAYOUT_URL = '/api/dashboard/layout';
export const DASHBOARD_SUMMARY_URL = '/api/dashboard/summary';
export const COMPANIES_FIRST_PAGE_URL = '/api/companies?page=1';

export const PAGE_FIRST_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '': [DASHBOARD_LAYOUT_URL, DASHBOARD_SUMMARY_URL],
  companies: [COMPANIES_FIRST_PAGE_URL],
};
