import type { IntakeStatus } from '@lexdraft/core';
import type { documents, documentVersions } from '../../db/schema.js';
import type { DocumentLinks } from './links.js';

type DocumentRow = typeof documents.$inferSelect;
type VersionRow = typeof documentVersions.$inferSelect;

/** A document's links as its record shows them: the ids of each kind and the named records. */
export function presentLinks(links: DocumentLinks) {
  return {
    entity_ids: links.entities.map((record) => record.id),
    owner_ids: links.owners.map((record) => record.id),
    contact_ids: links.contacts.map((record) => record.id),
    entities: links.entities,
    owners: links.owners,
    contacts: links.contacts,
  };
}

/**
 * The fields of a document that leave the server, as lists show them; the read and the list also
 * give its count of stale values (docs/field-trust.md), the list its latest intake request's status.
 */
export function presentDocumentSummary(
  row: DocumentRow,
  links: DocumentLinks,
  staleValuesCount?: number,
  intakeStatus?: IntakeStatus | null,
) {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    is_template: row.isTemplate,
    is_draft: row.isDraft,
    doc_status: row.docStatus,
    current_version: row.currentVersion,
    ...presentLinks(links),
    metadata: row.metadata,
    source_document_id: row.sourceDocumentId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(staleValuesCount === undefined ? {} : { stale_values_count: staleValuesCount }),
    ...(intakeStatus === undefined ? {} : { intake_status: intakeStatus }),
  };
}

/** A version's number and date, without its content. */
export type VersionStamp = Pick<VersionRow, 'version' | 'createdAt'>;

/** A document with its current version, the one that the editor opens. */
export function presentDocument(
  row: DocumentRow,
  links: DocumentLinks,
  version: (VersionStamp & { content: Record<string, unknown> }) | undefined,
  staleValuesCount?: number,
) {
  return {
    ...presentDocumentSummary(row, links, staleValuesCount),
    versions: version
      ? [{ version: version.version, content: version.content, created_at: version.createdAt.toISOString() }]
      : [],
  };
}

/**
 * A saved document: its record with its current version's number and date but not its content,
 * which the saver already holds and which may be megabytes.
 */
export function presentSavedDocument(
  row: DocumentRow,
  links: DocumentLinks,
  version: VersionStamp | undefined,
) {
  return {
    ...presentDocumentSummary(row, links),
    versions: version ? [{ version: version.version, created_at: version.createdAt.toISOString() }] : [],
  };
}

/** A version whose content is still the JSON text that PostgreSQL gave. */
export type VersionJson = { version: number; contentJson: string; createdAt: Date };

/**
 * `presentDocument` as JSON text, from the summary's JSON text: the content, which may be
 * megabytes, is spliced in as stored instead of being parsed into objects and stringified again.
 */
export function presentDocumentJson(summaryJson: string, version: VersionJson | undefined): string {
  const versions = version
    ? `[{"version":${version.version},"content":${version.contentJson},"created_at":"${version.createdAt.toISOString()}"}]`
    : '[]';
  return `${summaryJson.slice(0, -1)},"versions":${versions}}`;
}
