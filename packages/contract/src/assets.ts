import { z } from 'zod';

// Image uploads for documents, and the images themselves (spec section 7, Assets).

export const localUploadBody = z.object({
  file_content: z.string().min(1),
  // Any name is taken and stored cleaned and cut to length (the server's file-name.ts).
  filename: z.string().trim().min(1),
  asset_type: z.enum(['image', 'logo', 'letterhead']).default('image'),
});

/** Where the stored image is served, and what was stored. */
export const uploadedAsset = z.object({ url: z.string(), name: z.string(), size: z.int(), type: z.string() });

export const assetParams = z.object({
  orgId: z.uuid(),
  file: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/),
});

/**
 * The image's bytes: the route sends a Buffer, or a stream of the stored file (a Node Readable is
 * an AsyncIterable), neither of which Fastify ever passes to a serializer.
 */
export const imageBytes = z
  .custom<Uint8Array | AsyncIterable<Uint8Array>>()
  .meta({ type: 'string', format: 'binary' });
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Asks for a URL to PUT one image to (spec section 7); the image types are those of the GET. */
export const uploadUrlBody = z.object({
  /** Shown as the image's name, stored cleaned like local-upload's; its extension gives the type when content_type is absent. */
  filename: z.string().trim().min(1),
  asset_type: localUploadBody.shape.asset_type,
  /** The image's MIME type (one of IMAGE_MEDIA_TYPES); anything else is refused with 415 before a URL is given. */
  content_type: z.string().trim().min(1).max(255).optional(),
});

/**
 * Where to PUT the file with local storage: `upload_url` is signed, bound to the caller, single
 * use and expires (ASSET_UPLOAD_URL_TTL_MS); `asset_url` serves the image once the PUT is done.
 */
export const localUploadTarget = z.object({
  upload_url: z.string(),
  asset_url: z.string(),
  storage_type: z.literal('local'),
  local_filename: z.string(),
});

/**
 * Where to POST the file with S3-compatible storage: a multipart form of `fields` (in order) and
 * then the file as `file`, sent to `url` without the app's Authorization. The signed policy allows
 * exactly the key `s3_key` (assets/{org}/{id}.{ext}), 1 byte to under 5 MB, the promised image type
 * as Content-Type, for ASSET_UPLOAD_URL_TTL_MS. The image is then at /api/docs/assets/{s3_key
 * without "assets/"}, checked from its bytes on its first read.
 */
export const s3UploadTarget = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  s3_key: z.string(),
});

/** upload-url's answer: the local shape or the S3 one, by the server's storage (docs/storage.md). */
export const uploadUrlAnswer = z.union([localUploadTarget, s3UploadTarget]);

/** The signed token of an upload URL: opaque to the client, which PUTs to `upload_url` as it is. */
export const uploadTokenQuery = z.object({ token: z.string().min(1).max(4096) });

/** A PUT's body: the file's bytes as they are, whatever Content-Type says; the server reads the type from them. */
export const uploadFileBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, 'must be the bytes of the file')
  .meta({ type: 'string', format: 'binary' });
