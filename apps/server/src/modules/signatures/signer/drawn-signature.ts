import { SIGNATURE_IMAGE_MAX_BYTES } from '@lexdraft/core';
import sharp from 'sharp';
import { HttpError } from '../../../lib/errors.js';
import { DRAWING_BLANK, DRAWING_NOT_PNG } from './messages.js';

// The checks of a drawn signature's PNG, before it is stored and stamped on the sealed PDF.

// A drawing is a few hundred pixels of a phone's or a desktop's canvas, at most a few times its
// pixel ratio; anything far outside that is not a signature pad's.
export const DRAWING_LIMITS = {
  minWidth: 16,
  minHeight: 8,
  maxWidth: 4000,
  maxHeight: 2000,
  maxPixels: 4_000_000,
};

/**
 * A drawn signature's PNG, checked from its bytes: the PNG signature and header, dimensions a
 * signature pad makes, the whole image decoding (every chunk's checksum and the pixel data), and
 * some ink on it. Answers it re-encoded (8-bit, no metadata chunks), which is what is stored.
 */
export async function checkDrawnSignature(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > SIGNATURE_IMAGE_MAX_BYTES)
    throw new HttpError(
      422,
      `signature.image: the drawing is larger than ${SIGNATURE_IMAGE_MAX_BYTES} bytes`,
    );
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (
    bytes.length < 33 ||
    !bytes.subarray(0, 8).equals(header) ||
    bytes.toString('latin1', 12, 16) !== 'IHDR'
  )
    throw new HttpError(422, DRAWING_NOT_PNG);
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const limits = DRAWING_LIMITS;
  if (
    width < limits.minWidth ||
    height < limits.minHeight ||
    width > limits.maxWidth ||
    height > limits.maxHeight ||
    width * height > limits.maxPixels
  )
    throw new HttpError(
      422,
      `signature.image: a drawing of ${width}×${height} pixels is not a signature: it must be ${limits.minWidth} to ${limits.maxWidth} pixels wide and ${limits.minHeight} to ${limits.maxHeight} high`,
    );
  try {
    const image = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'png') throw new HttpError(422, DRAWING_NOT_PNG);
    const { channels } = await image.stats();
    const alpha = channels.length === 2 || channels.length === 4 ? channels.at(-1) : undefined;
    const blank = alpha ? alpha.max === 0 : channels.every((channel) => channel.min === channel.max);
    if (blank) throw new HttpError(422, DRAWING_BLANK);
    return await sharp(bytes, { limitInputPixels: limits.maxPixels }).png({ palette: false }).toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(422, `${DRAWING_NOT_PNG} that can be read whole`);
  }
}
