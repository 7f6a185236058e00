export { ApiError, errorMessageFrom } from './api-error';
export type {
  Invitation,
  InvitationDetails,
  Organization,
  Outbox,
  OutboxMessage,
  ProfileChanges,
  Session,
  User,
} from './auth-types';
export type { ApiCallOptions, ApiClientOptions, ApiRequestOptions } from './client';
export { api, apiRequest, configureApiClient, isAuthPath, redirectToLogin, uploadFile } from './client';
export {
  clearSession,
  getAccessToken,
  getStoredUser,
  parseStoredUser,
  setAccessToken,
  setStoredUser,
  TOKEN_KEY,
  USER_KEY,
} from './token-storage';
