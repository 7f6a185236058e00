import type { FieldCounts } from '@lexdraft/core';
import {
  createSchemaExtensions,
  documentPlainText,
  scanDocumentFields,
  storedContentHtml,
} from '@lexdraft/editor-schema';
import { getSchema, type JSONContent } from '@tiptap/core';
import { generateHTML, generateJSON } from '@tiptap/html/server';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';

// The editor's own schema (no UI), so the server reads and writes documents exactly as the browser does.
const extensions = createSchemaExtensions();
/** The editor's schema, built once: documents read with it can be settled (suggestions) and serialized. */
export const schema = getSchema(extensions);

/** ProseMirror JSON of document HTML, parsed by the editor's schema (in happy-dom): what the editor would open. */
export function htmlToDocumentJson(html: string): JSONContent {
  return generateJSON(html, extensions) as JSONContent;
}

/** The HTML the editor stores for a document JSON. */
export function documentJsonToHtml(json: JSONContent): string {
  return generateHTML(json, extensions);
}

/** The document JSON of a stored version content in any shape spec section 3 knows (legacy ones included). */
export function storedContentJson(content: unknown): JSONContent {
  return htmlToDocumentJson(storedContentHtml(content));
}

/** Plain text of a document JSON: blocks apart by a blank line, merge fields as `{{id}}`, page breaks as form feeds. */
export function documentJsonText(json: JSONContent): string {
  return documentPlainText(json, extensions);
}

/** The merge fields of a document JSON with their counts, in order of first appearance, as the editor scans them. */
export function documentJsonFields(json: JSONContent): FieldCounts {
  return scanDocumentFields(ProseMirrorNode.fromJSON(schema, json));
}
