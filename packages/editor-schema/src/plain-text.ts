import { fieldMarker, isFieldId } from '@lexdraft/core';
import {
  type Extensions,
  getSchema,
  getText,
  getTextSerializersFromSchema,
  type JSONContent,
} from '@tiptap/core';
import { Node as ProseMirrorNode, type Schema } from '@tiptap/pm/model';

// Blocks are separated by a blank line, so that a paragraph's hard breaks (one newline) stay apart from it.
const BLOCK_SEPARATOR = '\n\n';
const PAGE_BREAK_TEXT = '\f';
const MARKER = /\{\{([^{}]+)\}\}/g;

// Building a schema costs more than reading a document, so one is kept per extension list.
const schemas = new WeakMap<Extensions, Schema>();

function schemaOf(extensions: Extensions): Schema {
  let schema = schemas.get(extensions);
  if (!schema) {
    schema = getSchema(extensions);
    schemas.set(extensions, schema);
  }
  return schema;
}

/** The plain text of a document JSON: blocks apart by a blank line, merge fields as `{{id}}`, page breaks as a form feed. */
export function documentPlainText(json: JSONContent, extensions: Extensions): string {
  const schema = schemaOf(extensions);
  const doc = ProseMirrorNode.fromJSON(schema, json);
  return getText(doc, {
    blockSeparator: BLOCK_SEPARATOR,
    textSerializers: getTextSerializersFromSchema(schema),
  });
}

// One line of text, its valid `{{id}}` markers as mergeField nodes; invalid markers stay text.
function lineContent(line: string): JSONContent[] {
  const content: JSONContent[] = [];
  let last = 0;
  for (const match of line.matchAll(MARKER)) {
    const id = match[1]?.trim() ?? '';
    if (!isFieldId(id) || fieldMarker(id) !== match[0]) continue;
    if (match.index > last) content.push({ type: 'text', text: line.slice(last, match.index) });
    content.push({ type: 'mergeField', attrs: { id } });
    last = match.index + match[0].length;
  }
  if (last < line.length) content.push({ type: 'text', text: line.slice(last) });
  return content;
}

function paragraph(block: string): JSONContent {
  const content = block
    .split('\n')
    .flatMap((line, index) => [...(index > 0 ? [{ type: 'hardBreak' }] : []), ...lineContent(line)]);
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}

/**
 * A document JSON from plain text as documentPlainText writes it: a paragraph per block, newlines
 * inside a block as hard breaks, `{{id}}` markers as merge fields, a lone form feed as a page break.
 */
export function plainTextToDocument(text: string): JSONContent {
  const blocks = text.split(BLOCK_SEPARATOR);
  const content = blocks.map((block) =>
    block === PAGE_BREAK_TEXT ? { type: 'pageBreak' } : paragraph(block),
  );
  return { type: 'doc', content };
}
