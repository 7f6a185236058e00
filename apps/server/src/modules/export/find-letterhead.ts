import { type Letterhead, letterhead as letterheadSchema, OWN_ASSET_URL } from '@lexdraft/contract';
import { legacyLetterhead as coreLegacyLetterhead, isRecord } from '@lexdraft/core';

// Which letterhead a document prints, read as the editor reads it: the one in its content's
// metadata (checked by the contract's schema, as GET /docs/documents/{id}/letterhead does), else
// one in the document's own metadata, the older place, taken in whatever shape older documents
// wrote it (apps/web's legacy-letterhead.ts moves it into the content the same way).

/** A letterhead of the older place in today's shape (core's legacyLetterhead), any firm's asset URL. */
export const legacyLetterhead = (value: unknown): Letterhead | null =>
  coreLegacyLetterhead(value, (url) => OWN_ASSET_URL.test(url));

/** The letterhead of a version's content, else of the document's own metadata; null when none is usable. */
export function findLetterhead(content: unknown, documentMetadata: unknown): Letterhead | null {
  const metadata = isRecord(content) && isRecord(content.metadata) ? content.metadata : {};
  if (metadata.letterhead != null) return letterheadSchema.safeParse(metadata.letterhead).data ?? null;
  return legacyLetterhead(isRecord(documentMetadata) ? documentMetadata.letterhead : undefined);
}
