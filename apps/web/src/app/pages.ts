import { preloadLazyComponents } from '@/lib/lazy-component';
import { lazyPage } from './lazy-page';

// Each page's code is fetched when its route is first shown: the sign-in page then carries no
// editor, list or settings code.
export const LoginPage = lazyPage(async () => (await import('@/auth/login-page')).LoginPage);
export const ResetPasswordPage = lazyPage(
  async () => (await import('@/auth/reset-password-page')).ResetPasswordPage,
);
export const ConfirmEmailPage = lazyPage(
  async () => (await import('@/auth/confirm-email-page')).ConfirmEmailPage,
);
export const RegisterPage = lazyPage(async () => (await import('@/auth/register-page')).RegisterPage);
export const AppLayout = lazyPage(async () => (await import('@/components/layout/app-layout')).AppLayout);
export const DocumentsPage = lazyPage(async () => (await import('@/documents/documents-page')).DocumentsPage);
// The editor (TipTap and its toolbar) is most of the code.
export const DocumentEditorPage = lazyPage(
  async () => (await import('@/documents/document-editor-page')).DocumentEditorPage,
);
export const TemplateImportPage = lazyPage(
  async () => (await import('@/documents/template-import/template-import-page')).TemplateImportPage,
);
export const RecordsPage = lazyPage(async () => (await import('@/records/records-page')).RecordsPage);
export const AuditLogPage = lazyPage(async () => (await import('@/audit/audit-log-page')).AuditLogPage);
export const UsersPage = lazyPage(async () => (await import('@/users/users-page')).UsersPage);
export const BulkJobPage = lazyPage(async () => (await import('@/bulk/bulk-job-page')).BulkJobPage);
// A client's intake page (/intake/{token}): no account and none of the app's shell, as a signer's.
export const IntakePage = lazyPage(async () => (await import('@/intake/intake-page')).IntakePage);
// A signer's page (/sign/{token}): no account, none of the app's shell; pdf.js comes later still.
export const SigningPage = lazyPage(async () => (await import('@/signing/signing-page')).SigningPage);
export const NotFoundPage = lazyPage(async () => (await import('@/pages/not-found-page')).NotFoundPage);

/**
 * Fetches the code of every page, and of every lazy part those pages hold (dialogs, panels).
 * Tests await it once, so that a route renders as soon as it is matched and a test's time limits
 * are not spent compiling the editor.
 */
export async function preloadPages(): Promise<void> {
  await preloadLazyComponents();
}
