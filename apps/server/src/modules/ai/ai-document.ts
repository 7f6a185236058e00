import { fieldValue } from '@lexdraft/core';
import type { JSONContent } from '@tiptap/core';
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { fieldIdsOf } from '../export/body-index.js';
import { loadVersion } from '../export/load-export.js';
import { valueSourcesOf } from '../merge-fields/content-sources.js';
import { layersOf } from '../merge-fields/value-layers.js';
import type { FieldValues } from './reviewer/index.js';

// A document as the assistant reads it: the current version's body as the editor's JSON (through
// the export's reader and its cache of parsed bodies) and the values of the fields it uses, which
// the built-in reviewer checks and which never go to a provider.

export interface AiDocument {
  id: string;
  /** The current version's body; shared with the export cache, so frozen: read only. */
  json: JSONContent;
  /** The value of each field the body uses, by id (undefined while it has none). */
  values: FieldValues;
}

/** A document of the caller's organization for the assistant; another firm's is 404. */
export async function loadAiDocument(db: Db, ctx: ServiceContext, id: string): Promise<AiDocument> {
  const row = await findDocument(db, ctx, id);
  const { content, body } = await loadVersion(db, row.id, row.currentVersion);
  // A value of a lower layer (linked record, firm's default) resolves a field, as in the export.
  const sources = { ...valueSourcesOf(content), layers: await layersOf(db, ctx, row.id) };
  const values = Object.fromEntries(fieldIdsOf(body).map((field) => [field, fieldValue(field, sources)]));
  return { id: row.id, json: body, values };
}
