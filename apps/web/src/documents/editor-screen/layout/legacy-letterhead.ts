import {
  isOrgAssetUrl,
  isRecord,
  LAYOUT_POSITIONS,
  type LayoutPosition,
  LETTERHEAD_HEIGHT,
  LETTERHEAD_WIDTH,
} from '@lexdraft/core';
import type { DocumentRecord } from '@/api/documents';
import { getLetterhead, type LetterheadChanges, setLetterhead } from '@/api/layout';
import { currentContent } from '../document-content';

const size = (value: unknown, range: { min: number; max: number; default: number }) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(range.max, Math.max(range.min, Math.round(value)))
    : range.default;

/**
 * The letterhead a document's own metadata holds, in today's shape: older ones name the image
 * `url` rather than `image_url`. Only an image of the user's organization counts: the server takes
 * no other, and the renderers print no other.
 */
export function legacyLetterhead(metadata: Record<string, unknown>, orgId: string): LetterheadChanges | null {
  const value = metadata.letterhead;
  if (!isRecord(value)) return null;
  const url = value.image_url ?? value.url;
  if (!isOrgAssetUrl(url, orgId)) return null;
  const position =
    LAYOUT_POSITIONS.find((known) => known === value.position) ?? ('center' satisfies LayoutPosition);
  return {
    image_url: url,
    position,
    width: size(value.width, LETTERHEAD_WIDTH),
    height: size(value.height, LETTERHEAD_HEIGHT),
  };
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
