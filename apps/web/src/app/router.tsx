import { createBrowserRouter } from 'react-router';
import { GuestOnlyRoute } from '@/modules/auth/components/GuestOnlyRoute';
import { ProtectedRoute } from '@/modules/auth/components/ProtectedRoute';
import { AppErrorPage } from '@/pages/AppErrorPage';
import { AuthPage } from '@/pages/AuthPage';
import { HomePage } from '@/pages/HomePage';
import { NotFoundPage } from '@/pages/NotFoundPage';
import { ResetPasswordPage } from '@/pages/ResetPasswordPage';
import { ProtectedLayout } from './ProtectedLayout';
import { RootLayout } from './RootLayout';

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
        children: [{ index: true, element: <HomePage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
