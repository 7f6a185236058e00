import type { JSONContent } from '@tiptap/core';
import { fieldIdsOf } from '../body-field-ids.js';
import type { ExportDocument, FieldText } from '../export-document.js';

// What a worker thread is given to build a Word file: the export as plain data. A thread shares
// nothing with the event loop's heap, so the body goes as its JSON text (parsing it there takes a few
// milliseconds; copying the object graph over would take several times that) and the fields as the
// texts of the ids the body holds.

export type DocxTask = Omit<ExportDocument, 'body' | 'field'> & {
  bodyJson: string;
  fields: Record<string, FieldText>;
};

// A kept body is one frozen object (body-json-cache.ts): its text is made once and kept with it.
const bodyTexts = new WeakMap<JSONContent, string>();

function bodyText(body: JSONContent): string {
  let text = bodyTexts.get(body);
  if (text === undefined) {
    text = JSON.stringify(body);
    bodyTexts.set(body, text);
  }
  return text;
}

/** The task for a loaded export. */
export function docxTask({ body, field, ...rest }: ExportDocument): DocxTask {
  const fields: Record<string, FieldText> = {};
  for (const id of fieldIdsOf(body)) fields[id] = field(id);
  return { ...rest, bodyJson: bodyText(body), fields };
}

/** The export a task describes, on the worker's side. */
export function documentOfTask({ bodyJson, fields, ...rest }: DocxTask): ExportDocument {
  const known = new Map(Object.entries(fields));
  return {
    ...rest,
    body: JSON.parse(bodyJson) as JSONContent,
    // The body holds no other field; one would print as its id, unfilled, as an unknown field does.
    field: (id) => known.get(id) ?? { text: id, unresolved: true },
  };
}
