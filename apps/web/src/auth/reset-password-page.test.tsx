import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/api/client';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { renderApp } from '@/test/render-app';
import { startSignedOut } from '@/test/session';

let backend: ReturnType<typeof fakeBackend>;

function expectBackToLogin() {
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
}

beforeEach(() => {
  startSignedOut();
  configureApiClient({ baseUrl: '' });
  backend = fakeBackend({
    'POST /auth/password-reset': () =>
      json(200, { message: 'If the address has an account, a link is on its way.' }),
    'POST /auth/password-reset/confirm': () => json(200, { message: 'Password changed.' }),
  });
});

describe('without a token: Forgot password?', () => {
  async function requestLink(email: string) {
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Email'), email);
    await events.click(screen.getByRole('button', { name: 'Send reset link' }));
  }

  it('asks for an email address', async () => {
    renderApp('/auth/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expectBackToLogin();
  });

  it('shows Check your email with the address and the three hints', async () => {
    renderApp('/auth/reset-password');
    await requestLink('ada@firm.test');

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a password reset link to/)).toHaveTextContent(
      'We sent a password reset link to ada@firm.test.',
    );
    const hints = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(hints).toEqual([
      'Check your spam or junk folder.',
      'Make sure you entered the correct email address.',
      'Wait a few minutes, then check again.',
    ]);
    expectBackToLogin();
    expect(backend.calls('POST /auth/password-reset')[0]?.json()).toEqual({ email: 'ada@firm.test' });
  });

  it('Try different email clears the address and returns to the form', async () => {
    renderApp('/auth/reset-password');
    await requestLink('ada@firm.test');
    await userEvent.click(await screen.findByRole('button', { name: 'Try different email' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the input and the button with a spinner while the request runs', async () => {
    const answer = deferred<Response>();
    backend.routes['POST /auth/password-reset'] = () => answer.promise;
    renderApp('/auth/reset-password');
    await requestLink('ada@firm.test');

    const button = screen.getByRole('button', { name: 'Send reset link' });
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    answer.resolve(json(200, { message: 'ok' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
  });

  it("shows the error's own message, else Failed to send reset email", async () => {
    backend.routes['POST /auth/password-reset'] = () =>
      json(429, { detail: 'Too many requests. Try later.' });
    renderApp('/auth/reset-password');
    await requestLink('ada@firm.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try later.');

    backend.routes['POST /auth/password-reset'] = () => Promise.reject(new Error(''));
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Cannot connect to server/);
  });

  it('falls back to Failed to send reset email for an error without a message', async () => {
    backend.routes['POST /auth/password-reset'] = () =>
      new Response('<html>', { status: 500, headers: { 'Content-Type': 'text/html' } });
    renderApp('/auth/reset-password');
    await requestLink('ada@firm.test');
    // The API module's own default comes first; the form's default covers errors with no message at all.
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset request failed');
  });

  it('clears the error at the start of the next submission', async () => {
    backend.routes['POST /auth/password-reset'] = () => json(500, { detail: 'Mail server down' });
    renderApp('/auth/reset-password');
    await requestLink('ada@firm.test');
    await screen.findByRole('alert');

    const answer = deferred<Response>();
    backend.routes['POST /auth/password-reset'] = () => answer.promise;
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer.resolve(json(200, { message: 'ok' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
  });
});

describe('with a token: Set new password', () => {
  const events = () => userEvent.setup();

  it('has New password, Confirm new password and a disabled Reset password button', async () => {
    renderApp('/auth/reset-password?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expectBackToLogin();
  });

  it('shows the length rule once the user has typed, and hides it once met', async () => {
    renderApp('/auth/reset-password?token=tok-1');
    const user = events();
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'short');
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters long');

    await user.type(password, '-enough');
    expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the match rule once the confirmation is non-empty', async () => {
    renderApp('/auth/reset-password?token=tok-1');
    const user = events();
    await user.type(await screen.findByLabelText('New password'), 'long-enough');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();

    const confirmation = screen.getByLabelText('Confirm new password');
    await user.type(confirmation, 'long');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();

    await user.clear(confirmation);
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();

    await user.type(confirmation, 'long-enough');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  });

  it('shows the length rule on submit, even before anything was typed', async () => {
    renderApp('/auth/reset-password?token=tok-1');
    const button = await screen.findByRole('button', { name: 'Reset password' });
    // The button is disabled; Enter in a field still submits the form.
    fireEvent.submit(button.closest('form') as HTMLFormElement);

    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(backend.calls('POST /auth/password-reset/confirm')).toHaveLength(0);
  });

  it('shows the match rule on submit while the confirmation is still empty', async () => {
    renderApp('/auth/reset-password?token=tok-1');
    await userEvent.type(await screen.findByLabelText('New password'), 'long-enough');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();

    fireEvent.submit(
      screen.getByRole('button', { name: 'Reset password' }).closest('form') as HTMLFormElement,
    );
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(backend.calls('POST /auth/password-reset/confirm')).toHaveLength(0);
  });

  it('sends token, new_password and an equal confirm_password, then shows success', async () => {
    renderApp('/auth/reset-password?token=tok-1');
    const user = events();
    await user.type(await screen.findByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password reset successful' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your password has been changed. You can now sign in with your new password.'));
    expect(screen.getByRole('link', { name: 'Continue to login' })).toHaveAttribute('href', '/auth/login');
    expectBackToLogin();
    expect(backend.calls('POST /auth/password-reset/confirm')[0]?.json()).toEqual({
      token: 'tok-1',
      new_password: 'correct horse',
      confirm_password: 'correct horse',
    });
  });

  it('Continue to login leads to the sign-in page', async () => {
    const { router } = renderApp('/auth/reset-password?token=tok-1');
    const user = events();
    await user.type(await screen.findByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.click(await screen.findByRole('link', { name: 'Continue to login' }));
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('disables inputs and button with a spinner while the request runs', async () => {
    const answer = deferred<Response>();
    backend.routes['POST /auth/password-reset/confirm'] = () => answer.promise;
    renderApp('/auth/reset-password?token=tok-1');
    const user = events();
    await user.type(await screen.findByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const button = screen.getByRole('button', { name: 'Reset password' });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('status', { hidden: true })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeDisabled();
    expect(screen.getByLabelText('Confirm new password')).toBeDisabled();
    answer.resolve(json(200, { message: 'ok' }));
    await screen.findByRole('heading', { level: 1, name: 'Password reset successful' });
  });

  it("shows the server's message, clears it on resubmit, and keeps the form", async () => {
    const expired = 'This password reset link is invalid or has expired. Please request a new one.';
    backend.routes['POST /auth/password-reset/confirm'] = () => json(400, { detail: expired });
    renderApp('/auth/reset-password?token=old');
    const user = events();
    await user.type(await screen.findByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.getByRole('heading', { level: 1, name: 'Set new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('correct horse');

    const answer = deferred<Response>();
    backend.routes['POST /auth/password-reset/confirm'] = () => answer.promise;
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer.resolve(json(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset failed');
  });
});
