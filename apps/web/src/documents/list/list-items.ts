import type { DocumentChanges, DocumentSummary, NewDocument } from '@/api/documents';

// Pure helpers for the store's lists: items are replaced, never mutated, so a rollback can put
// the very objects back that were there before.

/** A list item from a full record: lists never hold content. */
export function toSummary(document: DocumentSummary & { versions?: unknown }): DocumentSummary {
  if (!('versions' in document)) return document;
  const { versions: _versions, ...summary } = document;
  return summary;
}

const TEMPORARY_PREFIX = 'temp-';
let temporarySequence = 0;

/** True for the item the list shows while the server creates it. */
export function isTemporary(item: Pick<DocumentSummary, 'id'>): boolean {
  return item.id.startsWith(TEMPORARY_PREFIX);
}

/** The item shown while the server creates the document: marked by its `temp-` id. */
export function temporaryItem(document: NewDocument, isDraft: boolean): DocumentSummary {
  temporarySequence += 1;
  const id = `${TEMPORARY_PREFIX}${Date.now()}-${temporarySequence}`;
  const now = new Date().toISOString();
  return {
    id,
    _id: id,
    name: document.name,
    is_template: document.is_template ?? false,
    is_draft: document.is_draft ?? isDraft,
    doc_status: 'draft',
    current_version: 0,
    entity_ids: document.entity_ids ?? [],
    owner_ids: document.owner_ids ?? [],
    contact_ids: document.contact_ids ?? [],
    entities: [],
    owners: [],
    contacts: [],
    metadata: document.metadata ?? {},
    source_document_id: null,
    created_at: now,
    updated_at: now,
  };
}

/** The optimistic look of an item after a change: named links survive only if still linked. */
export function withChanges<T extends DocumentSummary>(item: T, changes: DocumentChanges): T {
  const next: T = { ...item };
  if (changes.name !== undefined) next.name = changes.name;
  if (changes.is_draft !== undefined) next.is_draft = changes.is_draft;
  if (changes.metadata !== undefined) next.metadata = changes.metadata;
  if (changes.entity_ids !== undefined) {
    next.entity_ids = changes.entity_ids;
    next.entities = item.entities.filter((entity) => changes.entity_ids?.includes(entity.id));
  }
  if (changes.owner_ids !== undefined) {
    next.owner_ids = changes.owner_ids;
    next.owners = item.owners.filter((owner) => changes.owner_ids?.includes(owner.id));
  }
  if (changes.contact_ids !== undefined) {
    next.contact_ids = changes.contact_ids;
    next.contacts = item.contacts.filter((contact) => changes.contact_ids?.includes(contact.id));
  }
  return next;
}

/** The list with the item of that id swapped for `item`. */
export function replaceItem(list: DocumentSummary[], id: string, item: DocumentSummary): DocumentSummary[] {
  return list.map((existing) => (existing.id === id ? item : existing));
}

/** The temporary item replaced by the server's; prepended if a reload dropped the temporary one. */
export function settleItem(
  list: DocumentSummary[],
  temporaryId: string,
  item: DocumentSummary,
): DocumentSummary[] {
  if (list.some((existing) => existing.id === temporaryId)) return replaceItem(list, temporaryId, item);
  if (list.some((existing) => existing.id === item.id)) return replaceItem(list, item.id, item);
  return [item, ...list];
}

/** The item back at its old position (or last), unless it is listed already. */
export function insertAt(list: DocumentSummary[], index: number, item: DocumentSummary): DocumentSummary[] {
  if (list.some((existing) => existing.id === item.id)) return list;
  const next = [...list];
  next.splice(Math.min(index, next.length), 0, item);
  return next;
}
