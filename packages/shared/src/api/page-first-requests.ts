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
/** The phone's offline catalogue: every mobile screen refreshes it from its first moment (issue 22). */
export const WAREHOUSE_CATALOGUE_URL = '/api/warehouse/catalogue';
/** Warehouses and their bins: the scanner's Move and Count pickers. */
export const WAREHOUSE_LIST_URL = '/api/warehouse/warehouses';

/** The user's level per section: every signed-in page asks it first (what it may offer). */
export const SECTION_ACCESS_URL = '/api/access';
/** Preloaded with every signed-in page for a live session, whatever the page. */
export const SIGNED_IN_FIRST_REQUESTS: readonly string[] = [SECTION_ACCESS_URL];

export const PAGE_FIRST_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '': [DASHBOARD_LAYOUT_URL, DASHBOARD_SUMMARY_URL],
  companies: [COMPANIES_FIRST_PAGE_URL],
  'mobile-home': [WAREHOUSE_CATALOGUE_URL],
  'mobile-scanner': [WAREHOUSE_CATALOGUE_URL, WAREHOUSE_LIST_URL],
  'mobile-receipt': [WAREHOUSE_CATALOGUE_URL],
  'mobile-photos': [WAREHOUSE_CATALOGUE_URL],
  'mobile-unknown': [WAREHOUSE_CATALOGUE_URL],
};
