import { UPLOAD_MAX_MB } from '@lexdraft/core';

// The upload limit and the refusals every upload path shares (a leaf: the service, the confirm step
// and the routes read it without importing each other).

/** The largest upload is one byte under this (spec section 9: "less than 5MB"). */
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

export const ASSET_NOT_FOUND = 'Asset not found';
export const UPLOAD_TOO_LARGE = `File size must be less than ${UPLOAD_MAX_MB}MB`;
export const INVALID_FILE_TYPE = 'Invalid file type';
