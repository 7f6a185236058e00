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

/** The image's bytes: the route sends a Buffer, which Fastify never passes to a serializer. */
export const imageBytes = z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' });
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
 * S3-compatible storage will answer the spec's other shape (`url`, `fields`, `s3_key`) beside it.
 */
export const localUploadTarget = z.object({
  upload_url: z.string(),
  asset_url: z.string(),
  storage_type: z.literal('local'),
  local_filename: z.string(),
});
export const uploadUrlAnswer = localUploadTarget;

/** The signed token of an upload URL: opaque to the client, which PUTs to `upload_url` as it is. */
export const uploadTokenQuery = z.object({ token: z.string().min(1).max(4096) });

/** A PUT's body: the file's bytes as they are, whatever Content-Type says; the server reads the type from them. */
export const uploadFileBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, 'must be the bytes of the file')
  .meta({ type: 'string', format: 'binary' });
