import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '@/auth/auth-layout';
import { AuthProvider } from '@/auth/auth-provider';
import { GuestOnly } from '@/auth/guest-only';
import { RequireAuth } from '@/auth/require-auth';
import { CrashPage } from './crash-page';
import {
  AppLayout,
  DocumentEditorPage,
  DocumentsPage,
  LoginPage,
  NotFoundPage,
  RegisterPage,
  ResetPasswordPage,
  UsersPage,
} from './pages';

/** The SPA's route table, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    // The session lives above every page, so that timers and cross-tab sign-out run everywhere.
    element: <AuthProvider />,
    // Also catches a page whose code fails to load: React.lazy throws the rejected import.
    errorElement: <CrashPage />,
    children: [
      { path: '/', element: <Navigate to="/documents" replace /> },
      {
        path: '/auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { element: <GuestOnly />, children: [{ path: 'login', element: <LoginPage /> }] },
          // Open to everyone: a signed-in user may follow a reset or invitation link from an email.
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'register/:token', element: <RegisterPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/documents', element: <DocumentsPage /> },
              { path: '/documents/:id/edit', element: <DocumentEditorPage /> },
              { path: '/settings/users', element: <UsersPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Builds the router the app runs on, over the browser's history. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
