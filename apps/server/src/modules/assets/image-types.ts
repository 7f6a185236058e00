// The images a document may hold, recognised by their first bytes rather than by what the client claims.

export type ImageType = { mime: string; extension: string; magic: number[][] };

export const IMAGE_TYPES: ImageType[] = [
  { mime: 'image/png', extension: 'png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { mime: 'image/jpeg', extension: 'jpg', magic: [[0xff, 0xd8, 0xff]] },
  { mime: 'image/gif', extension: 'gif', magic: [[0x47, 0x49, 0x46, 0x38]] },
  // RIFF....WEBP: the size bytes in between are skipped by checking both ends.
  { mime: 'image/webp', extension: 'webp', magic: [[0x52, 0x49, 0x46, 0x46]] },
];

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** The image type the bytes are, or undefined when they are not one we accept. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  return IMAGE_TYPES.find((type) => {
    if (!type.magic.some((magic) => startsWith(bytes, magic))) return false;
    return type.mime !== 'image/webp' || bytes.subarray(8, 12).toString('ascii') === 'WEBP';
  });
}
