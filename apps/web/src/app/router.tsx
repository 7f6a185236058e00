import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  Navigate,
  type RouteObject,
} from 'react-router';
import { AuthLayout } from '@/auth/auth-layout';
import { AuthProvider } from '@/auth/auth-provider';
import { GuestOnly } from '@/auth/guest-only';
import { RequireAuth } from '@/auth/require-auth';
import { createGuardedHistory } from './guarded-history';
import {
  AppLayout,
  AuditLogPage,
  BulkJobPage,
  ConfirmEmailPage,
  DocumentEditorPage,
  DocumentsPage,
  IntakePage,
  LoginPage,
  NotFoundPage,
  RecordsPage,
  RegisterPage,
  ResetPasswordPage,
  SigningPage,
  TemplateImportPage,
  UsersPage,
} from './pages';

/** The SPA's route table, shared by the browser's history and the tests' in-memory one. */
export const routes: RouteObject[] = [
  // A signing link from an email: outside the session (no timers, no sign-in redirect, no shell).
  { path: '/sign/:token', element: <SigningPage /> },
  // A client's intake link from an email: outside the session too.
  { path: '/intake/:token', element: <IntakePage /> },
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
          { path: 'confirm-email', element: <ConfirmEmailPage /> },
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
              { path: '/documents/templates/import', element: <TemplateImportPage /> },
              { path: '/records', element: <RecordsPage /> },
              { path: '/bulk-jobs/:id', element: <BulkJobPage /> },
              { path: '/settings/users', element: <UsersPage /> },
              { path: '/settings/audit', element: <AuditLogPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The browser's history, as the app's router runs on it (see AppRouter). */
export function createAppHistory() {
  // The history BrowserRouter builds internally (exported as UNSAFE_ only because it is not
  // documented); v5Compat: push and replace report to the listener, as HistoryRouter expects.
  return createGuardedHistory(createBrowserHistory({ v5Compat: true }));
}
