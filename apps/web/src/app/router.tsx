import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '@/auth/auth-layout';
import { AuthProvider } from '@/auth/auth-provider';
import { GuestOnly } from '@/auth/guest-only';
import { LoginPage } from '@/auth/login-page';
import { RegisterPage } from '@/auth/register-page';
import { RequireAuth } from '@/auth/require-auth';
import { ResetPasswordPage } from '@/auth/reset-password-page';
import { AppLayout } from '@/components/layout/app-layout';
import { DocumentsPage } from '@/documents/documents-page';
import { NotFoundPage } from '@/pages/not-found-page';
import { UsersPage } from '@/users/users-page';

/** The SPA's route table, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    // The session lives above every page, so that timers and cross-tab sign-out run everywhere.
    element: <AuthProvider />,
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
              // The editor (TipTap and its toolbar) is most of the code: load it when it is opened.
              {
                path: '/documents/:id/edit',
                lazy: async () => ({
                  Component: (await import('@/documents/document-editor-page')).DocumentEditorPage,
                }),
              },
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
