import { listSuggestions, settleSuggestions } from '@lexdraft/editor-schema';
import { DOMSerializer } from '@tiptap/pm/model';
import type { Db } from '../../db/client.js';
import { schema } from '../../lib/editor-document.js';
import { conflict, HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { auditDocument, updateDocument } from '../documents/service.js';
import type { SignatureLock } from '../documents/signature-lock.js';
import { htmlStringSerializer } from '../export/pdf/html-string.js';
import { readCurrentDocument } from './current-document.js';
import { settleAllSuggestions } from './settle-in-runs.js';

// Accepting or rejecting suggestions changes the text, so it is a content save like any other: the
// settled document goes through the save path (documents/service.ts: sanitizing, values kept,
// the signature lock, a new version, 409 on a stale base) with its audit row beside the save's.

// The settled document as the HTML the editor stores, written by the export's string serializer: a
// 200-page contract in milliseconds, where a DOM emulation takes the best part of a second.
const documentHtml = htmlStringSerializer(DOMSerializer.fromSchema(schema));

export const SUGGESTION_NOT_FOUND =
  'This suggestion is not in the current version of the document. Reload it to see the suggestions left.';
export const NOTHING_PENDING = 'This document has no pending suggestions.';

export type SettleRequest = {
  documentId: string;
  action: 'accept' | 'reject';
  /** One suggestion (both parts of a replacement); all of them when left out. */
  suggestionId?: string;
  /** The version the caller's editor holds (base_version or If-Match), if it said. */
  baseVersion?: number;
};

const AUDIT_ACTIONS = {
  one: { accept: 'document.suggestion_accepted', reject: 'document.suggestion_rejected' },
  all: { accept: 'document.suggestions_accepted_all', reject: 'document.suggestions_rejected_all' },
} as const;

/** Settles one suggestion or all of them in a new version; answers the document as a save does. */
export async function settleDocumentSuggestions(
  db: Db,
  ctx: ServiceContext,
  request: SettleRequest,
  signatureLock: SignatureLock,
) {
  const { documentId, action, suggestionId, baseVersion } = request;
  let current = await readCurrentDocument(db, ctx, documentId);
  // A base newer than the version read: a save landed in between, so settle on that one.
  if (baseVersion !== undefined && baseVersion > current.version) {
    current = await readCurrentDocument(db, ctx, documentId);
  }
  const pending = current.doc ? listSuggestions(current.doc) : [];
  const settling =
    suggestionId === undefined ? pending : pending.filter((suggestion) => suggestion.id === suggestionId);
  // On a stale base the caller's view is out of date, whatever it settles: the save's 409 says so.
  const stale = baseVersion !== undefined && baseVersion < current.version;
  if (settling.length === 0 && !stale) {
    throw suggestionId === undefined ? conflict(NOTHING_PENDING) : new HttpError(404, SUGGESTION_NOT_FOUND);
  }
  const settled =
    settling.length === 0
      ? current.doc
      : suggestionId === undefined
        ? settleAllSuggestions(current.doc!, action)
        : settleSuggestions(current.doc!, action, suggestionId);
  if (!settled) throw new HttpError(404, SUGGESTION_NOT_FOUND);
  const content = { ckeditor_html: documentHtml(settled) };
  // Without a base of its own the caller settles what was read: a save since then is a 409 too,
  // rather than being overwritten by the settled text of the version before it.
  const base = baseVersion ?? current.version;
  const auditAction = AUDIT_ACTIONS[suggestionId === undefined ? 'all' : 'one'][action];
  const details =
    suggestionId === undefined
      ? { count: settling.length }
      : { suggestion_id: suggestionId, kinds: settling.map((suggestion) => suggestion.kind) };
  return db.transaction(async (tx) => {
    const saved = await updateDocument(tx, ctx, documentId, { content }, base, signatureLock);
    await auditDocument(tx, ctx, auditAction, documentId, { ...details, version: saved.current_version });
    return saved;
  });
}
