import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './forgot-password-form';
import { SetNewPasswordForm } from './set-new-password-form';

/** /auth/reset-password: asks for an email without a token, sets a new password with one (?token=). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // Keyed by token, so that following a second link starts the form afresh.
  return token ? <SetNewPasswordForm key={token} token={token} /> : <ForgotPasswordForm />;
}
