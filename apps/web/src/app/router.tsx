import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { GuestOnlyRoute } from '@/modules/auth/components/GuestOnlyRoute';
import { setRoutePrefetcher } from '@/modules/navigation/utils/route-prefetch';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { AppErrorPage } from '@/pages/errors/AppErrorPage';
import { page, signInPage } from './lazy-page';
import { RootLayout } from './RootLayout';

/**
 * The route table of docs/product/shell.md. Every page is its own chunk: one line per route,
 * `{ path, lazy: page(() => import('@/pages/…/XPage'), 'XPage') }`.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    // Shown only while the first page's chunk loads; later navigations keep the current page.
    hydrateFallbackElement: <CenteredSpinner />,
    children: [
      {
        element: (
          <GuestOnlyRoute>
            <Outlet />
          </GuestOnlyRoute>
        ),
        children: [{ path: 'auth', lazy: signInPage(() => import('@/pages/auth/AuthPage'), 'AuthPage') }],
      },
      {
        path: 'reset-password',
        lazy: page(() => import('@/pages/auth/ResetPasswordPage'), 'ResetPasswordPage'),
      },
      {
        path: 'invite/:token',
        lazy: page(() => import('@/pages/administration/AcceptInvitationPage'), 'AcceptInvitationPage'),
      },
      // A customer's accept link: no session (the token is the key).
      { path: 'q/:token', lazy: page(() => import('@/pages/quotes/PublicQuotePage'), 'PublicQuotePage') },
      {
        // The signed-in shell (sidebar, header, realtime) is a chunk of its own too: /auth does not need it.
        lazy: page(
          () => import('./ProtectedLayout'),
          'ProtectedLayout',
          (module) => module.prepareProtectedLayout(),
        ),
        children: [
          {
            index: true,
            lazy: page(
              () => import('@/pages/dashboard/DashboardPage'),
              'DashboardPage',
              (module) => module.prefetchDashboardPage(),
            ),
          },
          { path: 'companies', lazy: page(() => import('@/pages/companies/CompaniesPage'), 'CompaniesPage') },
          {
            path: 'companies/duplicates',
            lazy: page(() => import('@/pages/merge-duplicates/DuplicatesPage'), 'CompanyDuplicatesPage'),
          },
          {
            path: 'companies/:id',
            lazy: page(() => import('@/pages/companies/CompanyDetailPage'), 'CompanyDetailPage'),
          },
          { path: 'contacts', lazy: page(() => import('@/pages/contacts/ContactsPage'), 'ContactsPage') },
          {
            path: 'contacts/duplicates',
            lazy: page(() => import('@/pages/merge-duplicates/DuplicatesPage'), 'ContactDuplicatesPage'),
          },
          {
            path: 'contacts/:id',
            lazy: page(() => import('@/pages/contacts/ContactDetailPage'), 'ContactDetailPage'),
          },
          {
            path: 'activities',
            lazy: page(() => import('@/pages/activities/ActivitiesPage'), 'ActivitiesPage'),
          },
          { path: 'tasks', lazy: page(() => import('@/pages/tasks/TasksPage'), 'TasksPage') },
          { path: 'tasks/:id', lazy: page(() => import('@/pages/tasks/TaskDetailPage'), 'TaskDetailPage') },
          { path: 'deals', lazy: page(() => import('@/pages/deals/DealsPage'), 'DealsPage') },
          { path: 'deals/:id', lazy: page(() => import('@/pages/deals/DealDetailPage'), 'DealDetailPage') },
          { path: 'quotes', lazy: page(() => import('@/pages/quotes/QuotesPage'), 'QuotesPage') },
          {
            path: 'quotes/:id',
            lazy: page(() => import('@/pages/quotes/QuoteDetailPage'), 'QuoteDetailPage'),
          },
          { path: 'products', lazy: page(() => import('@/pages/products/ProductsPage'), 'ProductsPage') },
          { path: 'imports/:entity', lazy: page(() => import('@/pages/imports/ImportPage'), 'ImportPage') },
          {
            path: 'imports/:entity/:importId',
            lazy: page(() => import('@/pages/imports/ImportPage'), 'ImportPage'),
          },
          { path: 'reports', lazy: page(() => import('@/pages/reports/ReportsPage'), 'ReportsPage') },
          {
            path: 'warehouse/stock',
            lazy: page(() => import('@/pages/warehouse/WarehouseStockPage'), 'WarehouseStockPage'),
          },
          {
            path: 'warehouse/locations',
            lazy: page(() => import('@/pages/warehouse/WarehouseLocationsPage'), 'WarehouseLocationsPage'),
          },
          {
            path: 'warehouse/deliveries',
            lazy: page(() => import('@/pages/warehouse/ExpectedDeliveriesPage'), 'ExpectedDeliveriesPage'),
          },
          {
            path: 'warehouse/receipts',
            lazy: page(() => import('@/pages/warehouse/ReceiptsPage'), 'ReceiptsPage'),
          },
          {
            path: 'warehouse/receipts/:id',
            lazy: page(() => import('@/pages/warehouse/ReceiptDetailPage'), 'ReceiptDetailPage'),
          },
          {
            path: 'warehouse/moves',
            lazy: page(() => import('@/pages/warehouse/StockMovesPage'), 'StockMovesPage'),
          },
          {
            path: 'warehouse/unknown',
            lazy: page(() => import('@/pages/warehouse/UnknownGoodsPage'), 'UnknownGoodsPage'),
          },
          {
            path: 'crm-settings',
            lazy: page(() => import('@/pages/administration/CrmSettingsPage'), 'CrmSettingsPage'),
          },
          { path: 'profile', lazy: page(() => import('@/pages/administration/ProfilePage'), 'ProfilePage') },
          { path: 'holidays', lazy: page(() => import('@/pages/holidays/HolidaysPage'), 'HolidaysPage') },
          // Developer or super_admin: the pages show their own Access Denied texts (docs/product/shell.md).
          {
            path: 'settings',
            lazy: page(() => import('@/pages/administration/SettingsPage'), 'SettingsPage'),
          },
          {
            path: 'company',
            lazy: page(() => import('@/pages/administration/CompanyDetailsPage'), 'CompanyDetailsPage'),
          },
          {
            path: 'mobile-home',
            lazy: page(() => import('@/pages/mobile/MobileHomePage'), 'MobileHomePage'),
          },
          {
            path: 'mobile-scanner',
            lazy: page(() => import('@/pages/mobile/MobileScannerPage'), 'MobileScannerPage'),
          },
          {
            path: 'mobile-receipt',
            lazy: page(() => import('@/pages/mobile/MobileReceiptPage'), 'MobileReceiptPage'),
          },
          {
            path: 'mobile-photos',
            lazy: page(() => import('@/pages/mobile/MobilePhotosPage'), 'MobilePhotosPage'),
          },
          {
            path: 'mobile-unknown',
            lazy: page(() => import('@/pages/mobile/MobileUnknownPage'), 'MobileUnknownPage'),
          },
          {
            path: 'mobile-chat',
            lazy: page(() => import('@/pages/mobile/MobileChatPage'), 'MobileChatPage'),
          },
        ],
      },
      { path: '*', lazy: page(() => import('@/pages/errors/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];

export const router = createBrowserRouter(routes);

setRoutePrefetcher((path) => {
  for (const match of matchRoutes(routes, path) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => undefined);
  }
});
