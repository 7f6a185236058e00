import type { ExportFormat } from '@lexdraft/contract';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { AssetStore } from '../assets/read-own-asset.js';
import type { ServiceContext } from '../auth/context.js';
import { auditDocument } from '../documents/service.js';
import type { ExportMarkup } from './export-document.js';
import { loadExport } from './load-export.js';
import { PendingSuggestionsError } from './pending-suggestions.js';
import type { Renderer } from './renderers.js';

// Nothing half-filled leaves the firm by accident: a document whose merge fields are not all
// filled in is refused unless the caller asks to export it anyway, and then the audit log says so.
// Nothing pending either: a clean export of a document with suggestions not yet accepted or
// rejected is refused (a redline shows them). The checks run in this order: the body assembles,
// no suggestion is pending, every field has a value.

// The detail names this many fields; unresolved_fields lists them all.
const NAMED_IN_DETAIL = 10;

/** A 422 that also lists the fields without values; `advice` says what the caller can do (sending for signature has its own). */
export class UnresolvedFieldsError extends HttpError {
  constructor(
    readonly fields: string[],
    advice = 'Fill in their values, or export anyway.',
  ) {
    const named = fields.slice(0, NAMED_IN_DETAIL).join(', ');
    const more = fields.length > NAMED_IN_DETAIL ? ` and ${fields.length - NAMED_IN_DETAIL} more` : '';
    super(422, `This document has merge fields without values: ${named}${more}. ${advice}`);
  }
}

export type ExportOptions = {
  format: ExportFormat;
  allowUnresolved: boolean;
  /** `redline` prints pending suggestions as changes (and Word carries the comments); clean by default. */
  markup?: ExportMarkup;
  render: Renderer;
};

/** The file of a document of the caller's organization. */
export async function exportDocument(
  db: Db,
  ctx: ServiceContext,
  store: AssetStore,
  documentId: string,
  { format, allowUnresolved, markup = 'clean', render }: ExportOptions,
): Promise<Buffer> {
  const { document, unresolvedFields, pendingSuggestions } = await loadExport(db, ctx, store, documentId, {
    markup,
  });
  if (markup === 'clean' && pendingSuggestions > 0) throw new PendingSuggestionsError(pendingSuggestions);
  if (unresolvedFields.length > 0 && !allowUnresolved) throw new UnresolvedFieldsError(unresolvedFields);
  const file = await render(document);
  // Every file that leaves the app is on the audit log: its format, never its text.
  await auditDocument(db, ctx, 'document.exported', documentId, { format, markup });
  // Which fields went out unfilled, never their text or the document's.
  if (unresolvedFields.length > 0) {
    await auditDocument(db, ctx, 'document.exported_with_unresolved', documentId, {
      format,
      unresolved_fields: unresolvedFields,
    });
  }
  return file;
}

/**
 * The PDF of a document for Print preview: the export's pages, with unresolved fields printed as
 * their highlighted labels. Nothing leaves the app, so no audit row is written; only pending
 * suggestions are refused, as the clean export it previews would be.
 */
export async function previewDocument(
  db: Db,
  ctx: ServiceContext,
  store: AssetStore,
  documentId: string,
  render: Renderer,
): Promise<Buffer> {
  const { document, pendingSuggestions } = await loadExport(db, ctx, store, documentId);
  if (pendingSuggestions > 0) throw new PendingSuggestionsError(pendingSuggestions);
  return render(document);
}
