import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '@/auth/auth-layout';
import { LoginPage } from '@/auth/login-page';
import { RegisterPage } from '@/auth/register-page';
import { ResetPasswordPage } from '@/auth/reset-password-page';
import { AppLayout } from '@/components/layout/app-layout';
import { DocumentEditorPage } from '@/documents/document-editor-page';
import { DocumentsPage } from '@/documents/documents-page';
import { NotFoundPage } from '@/pages/not-found-page';

/** The SPA's route table, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/documents" replace /> },
  {
    path: '/auth',
    element: <AuthLayout />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'register/:token', element: <RegisterPage /> },
    ],
  },
  {
    element: <AppLayout />,
    children: [
      { path: '/documents', element: <DocumentsPage /> },
      { path: '/documents/:id/edit', element: <DocumentEditorPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** Builds the router the app runs on, over the browser's history. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
