import { createBrowserRouter } from 'react-router';
import { GuestOnlyRoute } from '@/modules/auth/components/GuestOnlyRoute';
import { ProtectedRoute } from '@/modules/auth/components/ProtectedRoute';
import { ActivitiesPage } from '@/pages/ActivitiesPage';
import { AppErrorPage } from '@/pages/AppErrorPage';
import { AuthPage } from '@/pages/AuthPage';
import { CompaniesPage } from '@/pages/CompaniesPage';
import { CompanyDetailPage } from '@/pages/CompanyDetailPage';
import { CompanyDetailsPage } from '@/pages/CompanyDetailsPage';
import { ContactDetailPage } from '@/pages/ContactDetailPage';
import { ContactsPage } from '@/pages/ContactsPage';
import { CrmSettingsPage } from '@/pages/CrmSettingsPage';
import { DealsPage } from '@/pages/DealsPage';
import { HolidaysPage } from '@/pages/HolidaysPage';
import { HomePage } from '@/pages/HomePage';
import { MobileChatPage } from '@/pages/MobileChatPage';
import { MobileHomePage } from '@/pages/MobileHomePage';
import { MobilePhotosPage } from '@/pages/MobilePhotosPage';
import { MobileReceiptPage } from '@/pages/MobileReceiptPage';
import { MobileScannerPage } from '@/pages/MobileScannerPage';
import { MobileUnknownPage } from '@/pages/MobileUnknownPage';
import { NotFoundPage } from '@/pages/NotFoundPage';
import { ProfilePage } from '@/pages/ProfilePage';
import { QuotesPage } from '@/pages/QuotesPage';
import { ReportsPage } from '@/pages/ReportsPage';
import { ResetPasswordPage } from '@/pages/ResetPasswordPage';
import { SystemSettingsPage } from '@/pages/SystemSettingsPage';
import { TaskDetailPage } from '@/pages/TaskDetailPage';
import { TasksPage } from '@/pages/TasksPage';
import { ProtectedLayout } from './ProtectedLayout';
import { RootLayout } from './RootLayout';

/** The route table of shell spec §2. */
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
      {
        element: (
          <ProtectedRoute>
            <ProtectedLayout />
          </ProtectedRoute>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'companies', element: <CompaniesPage /> },
          { path: 'companies/:id', element: <CompanyDetailPage /> },
          { path: 'contacts', element: <ContactsPage /> },
          { path: 'contacts/:id', element: <ContactDetailPage /> },
          { path: 'activities', element: <ActivitiesPage /> },
          { path: 'tasks', element: <TasksPage /> },
          { path: 'tasks/:id', element: <TaskDetailPage /> },
          { path: 'deals', element: <DealsPage /> },
          { path: 'quotes', element: <QuotesPage /> },
          { path: 'reports', element: <ReportsPage /> },
          { path: 'crm-settings', element: <CrmSettingsPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'holidays', element: <HolidaysPage /> },
          {
            // Developer or super_admin; everyone else sees Access Denied inside the shell.
            element: <ProtectedRoute requiredSection="settings" />,
            children: [
              { path: 'settings', element: <SystemSettingsPage /> },
              { path: 'company', element: <CompanyDetailsPage /> },
            ],
          },
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
