import {
  LAYOUT_POSITIONS,
  LETTERHEAD_HEIGHT,
  LETTERHEAD_WIDTH,
  type Letterhead,
  letterhead as letterheadSchema,
  OWN_ASSET_URL,
} from '@lexdraft/contract';
import { isRecord } from '@lexdraft/core';

// Which letterhead a document prints, read as the editor reads it: the one in its content's
// metadata (checked by the contract's schema, as GET /docs/documents/{id}/letterhead does), else
// one in the document's own metadata, the older place, taken in whatever shape older documents
// wrote it (apps/web's legacy-letterhead.ts moves it into the content the same way).

const size = (value: unknown, range: { min: number; max: number; default: number }) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(range.max, Math.max(range.min, Math.round(value)))
    : range.default;

/** A letterhead of the older place in today's shape: `url` for `image_url`, odd values made good. */
export function legacyLetterhead(value: unknown): Letterhead | null {
  if (!isRecord(value)) return null;
  const url = value.image_url ?? value.url;
  if (typeof url !== 'string' || !OWN_ASSET_URL.test(url)) return null;
  return {
    image_url: url,
    position: LAYOUT_POSITIONS.find((known) => known === value.position) ?? 'center',
    width: size(value.width, LETTERHEAD_WIDTH),
    height: size(value.height, LETTERHEAD_HEIGHT),
  };
}

/** The letterhead of a version's content, else of the document's own metadata; null when none is usable. */
export function findLetterhead(content: unknown, documentMetadata: unknown): Letterhead | null {
  const metadata = isRecord(content) && isRecord(content.metadata) ? content.metadata : {};
  if (metadata.letterhead != null) return letterheadSchema.safeParse(metadata.letterhead).data ?? null;
  return legacyLetterhead(isRecord(documentMetadata) ? documentMetadata.letterhead : undefined);
}
