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
