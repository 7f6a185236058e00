import type { localUploadTarget, s3UploadTarget, uploadedAsset, uploadUrlBody } from '@lexdraft/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { type ApiCallOptions, api, apiRequest, putFile } from './client';

// The two-step upload of docs/documents-api.md and docs/storage.md (spec section 7): ask for a
// signed URL, then PUT the file to it (local storage) or POST it as a form straight to the bucket
// (S3). The shapes are the server's contract (@lexdraft/contract), imported as types only.

export type UploadUrlRequest = z.input<typeof uploadUrlBody>;
/** Where to PUT the file with local storage, and where the image is served once it is there. */
export type LocalUploadTarget = z.infer<typeof localUploadTarget>;
/** Where to POST the file as a form with S3 storage, and the key it will be stored under. */
export type S3UploadTarget = z.infer<typeof s3UploadTarget>;
export type UploadTarget = LocalUploadTarget | S3UploadTarget;
/** A stored image: its URL, display name, size in bytes and detected type. */
export type UploadedAsset = z.infer<typeof uploadedAsset>;

/** A signed URL for one image, valid for ten minutes, to the signed-in user only. */
export function requestUploadUrl(request: UploadUrlRequest, options?: ApiCallOptions) {
  return api.post<UploadTarget>('/api/docs/assets/upload-url', request, {
    fallbackMessage: 'Failed to get upload URL',
    ...options,
  });
}

/** PUTs the file's bytes to the URL that requestUploadUrl answered and answers the stored image. */
export function putUploadFile(
  target: LocalUploadTarget,
  file: Blob,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UploadedAsset> {
  return putFile<UploadedAsset>(target.upload_url, file, {
    signal,
    fallbackMessage: 'Failed to upload image to local storage',
  });
}

/** Where the server serves an image stored under `key` (spec: "Asset URL shape"). */
export const assetUrlOf = (key: string) => `/api/docs/assets/${key.replace(/^assets\//, '')}`;

/**
 * POSTs the file to the bucket as S3 expects: the signed fields in order, then the file. It goes
 * to the storage's own URL, so without the app's Authorization header or cookies.
 */
export async function postToBucket(
  target: S3UploadTarget,
  file: Blob,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    // A Request (not fetch(url, init)) so a test environment's FormData is converted for its fetch.
    response = await fetch(
      new Request(target.url, { method: 'POST', body: form, signal, credentials: 'omit' }),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Failed to upload image to S3: 0', 0);
  }
  await response.body?.cancel();
  if (!response.ok) throw new ApiError(`Failed to upload image to S3: ${response.status}`, response.status);
}

// What the server says when it refuses an upload's bytes; a HEAD answer carries no body to say it.
const REFUSED: Record<number, string> = {
  413: 'File size must be less than 5MB',
  415: 'Invalid file type',
};

/**
 * Has the server check what reached the bucket: it reads the bytes on the image's first request,
 * keeps a real raster image and removes anything else. A HEAD does that without the download.
 */
async function confirmStored(url: string, signal: AbortSignal | undefined): Promise<void> {
  try {
    await apiRequest<undefined>(url, { method: 'HEAD', signal, fallbackMessage: 'Failed to upload image' });
  } catch (error) {
    const refused = error instanceof ApiError ? REFUSED[error.status] : undefined;
    throw refused ? new ApiError(refused, (error as ApiError).status) : error;
  }
}

/** Uploads an image in the two steps and answers it as stored. */
export async function uploadAsset(
  file: File,
  assetType: UploadUrlRequest['asset_type'],
  options: { signal?: AbortSignal } = {},
): Promise<UploadedAsset> {
  const target = await requestUploadUrl(
    { filename: file.name, asset_type: assetType, ...(file.type ? { content_type: file.type } : {}) },
    options,
  );
  if (!('fields' in target)) return putUploadFile(target, file, options);
  await postToBucket(target, file, options);
  const url = assetUrlOf(target.s3_key);
  await confirmStored(url, options.signal);
  // The bucket's policy fixed the Content-Type, and the check kept only bytes of that type.
  return { url, name: file.name, size: file.size, type: target.fields['Content-Type'] ?? file.type };
}
