import { fieldValue } from '@lexdraft/core';
import type { JSONContent } from '@tiptap/core';
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { fieldIdsOf } from '../export/body-index.js';
import { loadVersion } from '../export/load-export.js';
import { resolveBody } from '../export/resolve-body.js';
import { valueSourcesOf } from '../merge-fields/content-sources.js';
import { layersOf } from '../merge-fields/value-layers.js';
import type { FieldValues } from './reviewer/index.js';

// A document as the assistant reads it: the current version's body as the editor's JSON (through
// the export's reader and its cache of parsed bodies), resolved as the export prints it, and the
// values of the fields it uses, which the built-in reviewer checks and which never go to a provider.

export interface AiDocument {
  id: string;
  /** The current version's body; shared with the export cache, so frozen: read only. */
  json: JSONContent;
  /** The value of each field the body uses, by id (undefined while it has none). */
  values: FieldValues;
}

/** The first text each resolved merge field prints, by its id. */
function printedValues(body: JSONContent): Map<string, string> {
  const found = new Map<string, string>();
  const pending = [body];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const { id, value } = (node.attrs ?? {}) as { id?: unknown; value?: unknown };
    if (node.type === 'mergeField' && typeof id === 'string' && typeof value === 'string' && !found.has(id))
      found.set(id, value);
    const children = node.content ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1)
      pending.push(children[index] as JSONContent);
  }
  return found;
}

/** A document of the caller's organization for the assistant; another firm's is 404. */
export async function loadAiDocument(db: Db, ctx: ServiceContext, id: string): Promise<AiDocument> {
  const row = await findDocument(db, ctx, id);
  const { content, body: stored } = await loadVersion(db, row.id, row.currentVersion);
  // A value of a lower layer (linked record, firm's default) resolves a field, as in the export.
  const sources = { ...valueSourcesOf(content), layers: await layersOf(db, ctx, row.id) };
  // The assistant reviews what would be printed: the branches taken, the repeats expanded. A body
  // that cannot be assembled yet (a marker typed without its pair) is reviewed as far as it goes.
  const { body } = await resolveBody(db, ctx, row.id, stored, sources);
  const values = Object.fromEntries(fieldIdsOf(body).map((field) => [field, fieldValue(field, sources)]));
  // A field a repeat filled from its item (`seller.name`) has no document value: the printed text stands in.
  if (body !== stored) for (const [id, text] of printedValues(body)) values[id] ??= text;
  return { id: row.id, json: body, values };
}
