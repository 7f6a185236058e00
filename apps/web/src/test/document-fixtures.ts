import { buildContent } from '@lexdraft/core';
import type { DocumentRecord, DocumentSummary } from '@/api/documents';

let sequence = 0;

/** A document as GET /docs/documents/{id} answers, at version 1 with a paragraph, with overridable fields. */
export function buildDocument(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  sequence += 1;
  const id = overrides.id ?? `doc-${sequence}`;
  return {
    id,
    _id: id,
    name: `Engagement letter ${sequence}`,
    is_template: false,
    is_draft: false,
    doc_status: 'draft',
    current_version: 1,
    entity_ids: [],
    owner_ids: [],
    contact_ids: [],
    entities: [],
    owners: [],
    contacts: [],
    metadata: {},
    source_document_id: null,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-04T15:30:00.000Z',
    versions: [
      { version: 1, content: buildContent('<p>Dear client,</p>'), created_at: '2025-03-04T15:30:00.000Z' },
    ],
    ...overrides,
  };
}

/** A list row: the document without its versions. */
export function buildDocumentSummary(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  const { versions: _versions, ...summary } = buildDocument(overrides);
  return summary;
}
