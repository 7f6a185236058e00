export { ApiError, errorMessageFrom } from './api-error';
export type { ApiCallOptions, ApiClientOptions, ApiRequestOptions } from './client';
export { api, apiRequest, configureApiClient, isAuthPath, redirectToLogin, uploadFile } from './client';
export { clearSession, getAccessToken, setAccessToken, setStoredUser } from './token-storage';
