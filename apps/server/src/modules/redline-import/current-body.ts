import type { JSONContent } from '@tiptap/core';
import type { Db } from '../../db/client.js';
import { sensitiveMasker } from '../../lib/sensitive-masking.js';
import type { ServiceContext } from '../auth/context.js';
import { fieldLabels, fieldTexts, maskedTexts } from '../export/field-texts.js';
import { loadVersion } from '../export/load-export.js';
import { resolveBody } from '../export/resolve-body.js';
import { valueSourcesOf } from '../merge-fields/content-sources.js';
import { layersOf } from '../merge-fields/value-layers.js';

// The current version as the Word file the counterparty started from printed it: its body (with
// conditions taken and repeats expanded when it has logic, as the export does), each merge field
// carrying its printed text in `value` (its value, masked as the caller's export was, or its
// label). `value` is the resolver's own attribute, never stored: the kept blocks save without it.

/** A document's body at `version`, each merge field's printed text in its `value`. */
export async function printedBody(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  version: number,
): Promise<JSONContent> {
  const [{ content, body: stored }, layers, masker, labels] = await Promise.all([
    loadVersion(db, documentId, version),
    layersOf(db, ctx, documentId),
    sensitiveMasker(db, ctx),
    fieldLabels(db, ctx),
  ]);
  const sources = { ...valueSourcesOf(content), layers };
  // A body that cannot be assembled was not exported: its blocks are matched as they are stored.
  const resolved = await resolveBody(db, ctx, documentId, stored, sources, masker);
  const body = resolved.problems.length > 0 ? stored : resolved.body;
  const texts = maskedTexts(fieldTexts(sources, labels), masker);
  return withPrintedFields(body, (id) => texts(id).text);
}

/** A copy of the body whose merge fields without a resolved `value` carry `printed(id)`. */
function withPrintedFields(body: JSONContent, printed: (id: string) => string): JSONContent {
  const copy = (node: JSONContent): JSONContent => {
    if (node.type === 'mergeField') {
      const attrs = node.attrs ?? {};
      // The text the resolver gave the field (a formatted value, a repeated item's) wins, as in the export.
      return typeof attrs.value === 'string'
        ? node
        : { ...node, attrs: { ...attrs, value: printed(String(attrs.id ?? '')) } };
    }
    return node.content ? { ...node, content: node.content.map(copy) } : node;
  };
  return copy(body);
}
