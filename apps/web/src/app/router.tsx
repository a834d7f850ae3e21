import { createBrowserRouter } from 'react-router';
import { GuestOnlyRoute } from '@/modules/auth/components/GuestOnlyRoute';
import { ProtectedRoute } from '@/modules/auth/components/ProtectedRoute';
import { ActivitiesPage } from '@/pages/activities/ActivitiesPage';
import { AcceptInvitationPage } from '@/pages/administration/AcceptInvitationPage';
import { CompanyDetailsPage } from '@/pages/administration/CompanyDetailsPage';
import { CrmSettingsPage } from '@/pages/administration/CrmSettingsPage';
import { ProfilePage } from '@/pages/administration/ProfilePage';
import { SettingsPage } from '@/pages/administration/SettingsPage';
import { AuthPage } from '@/pages/auth/AuthPage';
import { ResetPasswordPage } from '@/pages/auth/ResetPasswordPage';
import { CompaniesPage } from '@/pages/companies/CompaniesPage';
import { CompanyDetailPage } from '@/pages/companies/CompanyDetailPage';
import { ContactDetailPage } from '@/pages/contacts/ContactDetailPage';
import { ContactsPage } from '@/pages/contacts/ContactsPage';
import { DashboardPage } from '@/pages/dashboard/DashboardPage';
import { DealDetailPage } from '@/pages/deals/DealDetailPage';
import { DealsPage } from '@/pages/deals/DealsPage';
import { AppErrorPage } from '@/pages/errors/AppErrorPage';
import { NotFoundPage } from '@/pages/errors/NotFoundPage';
import { HolidaysPage } from '@/pages/holidays/HolidaysPage';
import { MobileChatPage } from '@/pages/mobile/MobileChatPage';
import { MobileHomePage } from '@/pages/mobile/MobileHomePage';
import { MobilePhotosPage } from '@/pages/mobile/MobilePhotosPage';
import { MobileReceiptPage } from '@/pages/mobile/MobileReceiptPage';
import { MobileScannerPage } from '@/pages/mobile/MobileScannerPage';
import { MobileUnknownPage } from '@/pages/mobile/MobileUnknownPage';
import { ProductsPage } from '@/pages/products/ProductsPage';
import { PublicQuotePage } from '@/pages/quotes/PublicQuotePage';
import { QuoteDetailPage } from '@/pages/quotes/QuoteDetailPage';
import { QuotesPage } from '@/pages/quotes/QuotesPage';
import { ReportsPage } from '@/pages/reports/ReportsPage';
import { TaskDetailPage } from '@/pages/tasks/TaskDetailPage';
import { TasksPage } from '@/pages/tasks/TasksPage';
import { ProtectedLayout } from './ProtectedLayout';
import { RootLayout } from './RootLayout';

/** The route table of docs/product/shell.md. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    children: [
      {
        path: 'auth',
        element: (
          <GuestOnlyRoute>
            <AuthPage />
          </GuestOnlyRoute>
        ),
      },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'invite/:token', element: <AcceptInvitationPage /> },
      // A customer's accept link: no session (the token is the key).
      { path: 'q/:token', element: <PublicQuotePage /> },
      {
        element: (
          <ProtectedRoute>
            <ProtectedLayout />
          </ProtectedRoute>
        ),
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'companies', element: <CompaniesPage /> },
          { path: 'companies/:id', element: <CompanyDetailPage /> },
          { path: 'contacts', element: <ContactsPage /> },
          { path: 'contacts/:id', element: <ContactDetailPage /> },
          { path: 'activities', element: <ActivitiesPage /> },
          { path: 'tasks', element: <TasksPage /> },
          { path: 'tasks/:id', element: <TaskDetailPage /> },
          { path: 'deals', element: <DealsPage /> },
          { path: 'deals/:id', element: <DealDetailPage /> },
          { path: 'quotes', element: <QuotesPage /> },
          { path: 'quotes/:id', element: <QuoteDetailPage /> },
          { path: 'products', element: <ProductsPage /> },
          { path: 'reports', element: <ReportsPage /> },
          { path: 'crm-settings', element: <CrmSettingsPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'holidays', element: <HolidaysPage /> },
          // Developer or super_admin: the pages show their own Access Denied texts (docs/product/shell.md).
          { path: 'settings', element: <SettingsPage /> },
          { path: 'company', element: <CompanyDetailsPage /> },
          { path: 'mobile-home', element: <MobileHomePage /> },
          { path: 'mobile-scanner', element: <MobileScannerPage /> },
          { path: 'mobile-receipt', element: <MobileReceiptPage /> },
          { path: 'mobile-photos', element: <MobilePhotosPage /> },
          { path: 'mobile-unknown', element: <MobileUnknownPage /> },
          { path: 'mobile-chat', element: <MobileChatPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
