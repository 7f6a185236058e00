import type { localUploadTarget, uploadedAsset, uploadUrlBody } from '@lexdraft/contract';
import type { z } from 'zod';
import { type ApiCallOptions, api, putFile } from './client';

// The two-step upload of docs/documents-api.md (spec section 7): ask for a signed URL, then PUT the
// file to it. The shapes are the server's contract (@lexdraft/contract), imported as types only.

export type UploadUrlRequest = z.input<typeof uploadUrlBody>;
/** Where to PUT the file with local storage, and where the image is served once it is there. */
export type LocalUploadTarget = z.infer<typeof localUploadTarget>;
/** A stored image: its URL, display name, size in bytes and detected type. */
export type UploadedAsset = z.infer<typeof uploadedAsset>;

/** A signed URL for one image, valid for ten minutes, to the signed-in user only. */
export function requestUploadUrl(request: UploadUrlRequest, options?: ApiCallOptions) {
  return api.post<LocalUploadTarget>('/api/docs/assets/upload-url', request, {
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
  return putUploadFile(target, file, options);
}
