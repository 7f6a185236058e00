export { ApiError } from './api-error';
export { api, isAuthPath } from './client';
