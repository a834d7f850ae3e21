/** The breadcrumb title table (docs/product/shell.md): every path the shell knows, by exact path or pattern. */
export const MAIN_DASHBOARD_TITLE = 'Main Dashboard';
export const UNKNOWN_PAGE_TITLE = 'Unknown Page';

const EXACT_TITLES: Readonly<Record<string, string>> = {
  '/': MAIN_DASHBOARD_TITLE,
  '/companies': 'Companies',
  '/companies/duplicates': 'Duplicate Companies',
  '/contacts': 'Contacts',
  '/contacts/duplicates': 'Duplicate Contacts',
  '/activities': 'Activities',
  '/tasks': 'Task Management',
  '/deals': 'Deals',
  '/quotes': 'Quotes',
  '/products': 'Products',
  '/reports': 'Performance & Reports',
  '/warehouse/stock': 'Stock',
  '/warehouse/locations': 'Locations',
  '/warehouse/deliveries': 'Expected Deliveries',
  '/warehouse/receipts': 'Receipts',
  '/warehouse/moves': 'Stock Moves',
  '/warehouse/unknown': 'Unknown Goods',
  '/crm-settings': 'CRM Settings',
  '/profile': 'User Profile',
  '/settings': 'System Settings',
  '/company': 'Company Details',
  '/holidays': 'Holidays',
  '/mobile-home': 'Mobile Home',
  '/mobile-scanner': 'Stock Tracking',
  '/mobile-receipt': 'Goods Receipt',
  '/mobile-photos': 'Photo Upload',
  '/mobile-unknown': 'Unknown Goods',
  '/mobile-chat': 'Team Chat',
  // Areas of the sibling apps that link here.
  '/operations': 'Operations',
  '/customer-management': 'Customer Management',
  '/finance': 'Finance',
  '/hire-fleet-management': 'Hire Fleet Management',
  '/orders': 'Orders',
  '/hire-orders': 'Hire Orders',
  '/create-hire-order': 'Create Hire Order',
  '/sim-cards/create-order': 'Create SIM Order',
  '/subscriptions/customers': 'Subscription Customers',
  '/sim-card-management': 'SIM Card Management',
};

const PATTERN_TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/companies\/[^/]+$/, 'Company Detail'],
  [/^\/contacts\/[^/]+$/, 'Contact Detail'],
  [/^\/tasks\/[^/]+$/, 'Task Detail'],
  [/^\/deals\/[^/]+$/, 'Deal Detail'],
  [/^\/quotes\/[^/]+$/, 'Quote Detail'],
  [/^\/imports\/[^/]+(\/[^/]+)?$/, 'Import'],
  [/^\/warehouse\/receipts\/[^/]+$/, 'Receipt Detail'],
];

/** The path without query, hash or trailing slash ("/companies/?a=1" → "/companies"). */
export function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function titleForPath(path: string): string {
  const pathname = normalizePath(path);
  const exact = EXACT_TITLES[pathname];
  if (exact) return exact;
  const pattern = PATTERN_TITLES.find(([regex]) => regex.test(pathname));
  return pattern ? pattern[1] : UNKNOWN_PAGE_TITLE;
}
