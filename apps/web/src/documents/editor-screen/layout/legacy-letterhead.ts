import { legacyLetterhead as coreLegacyLetterhead, isOrgAssetUrl, isRecord } from '@lexdraft/core';
import type { DocumentRecord } from '@/api/documents';
import { getLetterhead, type LetterheadChanges, setLetterhead } from '@/api/layout';
import { currentContent } from '../document-content';

/**
 * The letterhead a document's own metadata holds, in today's shape (core's legacyLetterhead). Only
 * an image of the user's organization counts: the server takes no other, and the renderers print
 * no other.
 */
export function legacyLetterhead(metadata: Record<string, unknown>, orgId: string): LetterheadChanges | null {
  return coreLegacyLetterhead(metadata.letterhead, (url) => isOrgAssetUrl(url, orgId));
}

function contentHasLetterhead(document: DocumentRecord): boolean {
  const content = currentContent(document);
  return isRecord(content) && isRecord(content.metadata) && content.metadata.letterhead != null;
}

/**
 * Moves the older letterhead into the content unless the content has one already; the server
 * clears the older place in the same step. A document never saved keeps its letterhead beside its
 * values, which its record does not show: the server is asked first.
 */
export async function migrateLegacyLetterhead(document: DocumentRecord, orgId: string): Promise<void> {
  const legacy = legacyLetterhead(document.metadata, orgId);
  if (!legacy || contentHasLetterhead(document)) return;
  if ((await getLetterhead(document.id)) !== null) return;
  await setLetterhead(document.id, legacy);
}
