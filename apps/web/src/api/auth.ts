import type { loginResponse, messageBody } from '@lexdraft/contract';
import type { GrantablePermission, Role } from '@lexdraft/core';
import type { z } from 'zod';
import { ApiError } from './api-error';
import type {
  EmailChangePending,
  Invitation,
  InvitationDetails,
  Organization,
  Outbox,
  ProfileChanges,
  Session,
  User,
} from './auth-types';
import { api, apiRequest, BACKGROUND_HEADERS, type RefreshOptions, refreshSession } from './client';

// The calls of docs/auth-api.md, one typed function each. Defaults for messages are spec section 8's.

type TokenResponse = z.infer<typeof loginResponse>;
type MessageResponse = z.infer<typeof messageBody>;

/** The fields of a registration; a full name is split when first and last names are not given. */
export interface Registration {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  full_name?: string;
}

function bearer(token: string): HeadersInit {
  return { Authorization: `Bearer ${token}` };
}

/** Splits a full name at its first space: "Ada King Lovelace" gives "Ada" and "King Lovelace". */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { first_name: trimmed, last_name: '' };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}

/** Signs in (form fields username and password), then fetches the user the token belongs to. */
export async function login(email: string, password: string): Promise<Session> {
  const form = new URLSearchParams({ username: email, password });
  const { access_token: accessToken } = await apiRequest<TokenResponse>('/auth/login', {
    form,
    fallbackMessage: 'Login failed',
  });
  try {
    // The token goes in the header rather than in storage: the caller stores token and user together,
    // so a failed fetch leaves no half-signed-in state behind.
    const user = await api.get<User>('/users/me', { headers: bearer(accessToken) });
    return { accessToken, user };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError('Failed to retrieve user data after login', status);
  }
}

/**
 * Renews the access token with the refresh cookie, through the client's one shared refresh (so a
 * timer and a 401 at the same moment send one request); token and user are stored already.
 */
export async function refresh(options: RefreshOptions = {}): Promise<Session> {
  const { accessToken, user } = await refreshSession(options);
  // The server's answer, as every call here takes it; the store checks the shape before use.
  return { accessToken, user: user as User };
}

/** Ends the server session; the token is passed in because the caller may have cleared it already. */
export async function logout(accessToken: string | null): Promise<void> {
  await apiRequest<void>('/auth/logout', {
    method: 'POST',
    headers: accessToken ? bearer(accessToken) : undefined,
  });
}

/** The signed-in user. */
export function getMe(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/users/me', { signal });
}

/** The 5-minute session check: the signed-in user, marked as a background call (not the user's activity). */
export function checkMe(): Promise<User> {
  return api.get<User>('/users/me', { headers: BACKGROUND_HEADERS });
}

/**
 * Changes the signed-in user's name fields, and asks for a new email address (with
 * `current_password`): that answers EmailChangePending, the address changing once the link mailed
 * to it is opened.
 */
export function updateMe(changes: ProfileChanges): Promise<User | EmailChangePending> {
  return api.patch<User | EmailChangePending>('/users/me', changes);
}

/** True when PATCH /users/me answered that a new address waits for confirmation. */
export function isEmailChangePending(answer: User | EmailChangePending): answer is EmailChangePending {
  return 'pending_email' in answer;
}

/** Confirms a new email address with the token from the link mailed to it; works signed in or not. */
export function confirmEmailChange(token: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(
    '/auth/email-change/confirm',
    { token },
    { fallbackMessage: 'Failed to confirm email address' },
  );
}

/** Changes the signed-in user's password; the server ends their other sessions. */
export function changePassword(currentPassword: string, newPassword: string): Promise<MessageResponse> {
  return api.put<MessageResponse>('/users/me/password', {
    current_password: currentPassword,
    new_password: newPassword,
  });
}

/** Asks for a reset link by email; the server answers the same whether or not the address exists. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(
    '/auth/password-reset',
    { email },
    { fallbackMessage: 'Password reset request failed' },
  );
}

/** Sets a new password with the token from a reset link. */
export function confirmPasswordReset(token: string, newPassword: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(
    '/auth/password-reset/confirm',
    // The form has already checked the confirmation; the server checks it again.
    { token, new_password: newPassword, confirm_password: newPassword },
    { fallbackMessage: 'Password reset failed' },
  );
}

/** What an invitation link is for: the invited address, the role and the firm. */
export function lookupInvitation(token: string): Promise<InvitationDetails> {
  return api.post<InvitationDetails>('/auth/invitations/lookup', { token });
}

/** Creates the invited user's account; signing in is a separate call. */
export function register(invitationToken: string, registration: Registration): Promise<User> {
  const { email, password, first_name, last_name, full_name = '' } = registration;
  const names =
    first_name === undefined && last_name === undefined
      ? splitFullName(full_name)
      : { first_name: first_name ?? '', last_name: last_name ?? '' };
  return api.post<User>(`/auth/register/${encodeURIComponent(invitationToken)}`, {
    email,
    password,
    ...names,
    invitation_token: invitationToken,
  });
}

/** The signed-in user's firm. */
export function getOrganization(): Promise<Organization> {
  return api.get<Organization>('/organizations/current');
}

/** Every user of the firm (admin). */
export function listUsers(): Promise<User[]> {
  return api.get<User[]>('/users');
}

/** Gives a user another role (admin). */
export function changeRole(userId: string, role: Role): Promise<User> {
  return api.patch<User>(`/users/${encodeURIComponent(userId)}`, { role });
}

/** Sets the grants beyond their role's that a user has, such as docs:sensitive (admin). */
export function changePermissions(userId: string, permissions: GrantablePermission[]): Promise<User> {
  return api.put<User>(`/users/${encodeURIComponent(userId)}/permissions`, { permissions });
}

/** Deactivates a user; their sessions end at once (admin). */
export function deactivateUser(userId: string): Promise<User> {
  return api.post<User>(`/users/${encodeURIComponent(userId)}/deactivate`);
}

/** Mails a member the Forgot password link (admin; docs/auth-api.md); answers what to tell the admin. */
export function sendMemberPasswordReset(userId: string): Promise<z.infer<typeof messageBody>> {
  return api.post<z.infer<typeof messageBody>>(
    `/users/${encodeURIComponent(userId)}/password-reset`,
    undefined,
    {
      fallbackMessage: 'Failed to send the password reset',
    },
  );
}

/** The firm's pending invitations (admin). */
export function listInvitations(): Promise<Invitation[]> {
  return api.get<Invitation[]>('/users/invitations');
}

/** Invites an address with a role; the server mails the link (admin). */
export function createInvitation(email: string, role: Role): Promise<Invitation> {
  return api.post<Invitation>('/users/invitations', { email, role });
}

/** Withdraws a pending invitation (admin). */
export function revokeInvitation(invitationId: string): Promise<void> {
  return api.delete<void>(`/users/invitations/${encodeURIComponent(invitationId)}`);
}

/** The mail the app kept instead of sending, when no SMTP server is configured (admin). */
export function getOutbox(): Promise<Outbox> {
  return api.get<Outbox>('/organizations/current/outbox');
}
