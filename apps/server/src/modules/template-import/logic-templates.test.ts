import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type JsonNode, resolveDocument } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { htmlToDocumentJson } from '../../lib/editor-document.js';
import { structureStoredHtml } from '../../lib/stored-logic.js';
import { applyMappings } from './apply-mappings.js';
import { convertDocx } from './convert-docx.js';
import { readDocxPackage } from './read-package.js';

// Public Word templates that carry logic (fixtures/NOTICE.md gives their sources and licences):
// docxtemplater's sections and docassemble's Jinja, found, listed, translated or warned about, and
// the stored document (the save path's structuring, lib/stored-logic.ts) resolving.

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const convert = (name: string) => convertDocx(readDocxPackage(fixture(name)), { intelligentDetection: true });

/** The document as stored: the import's HTML with its typed markers made nodes, as a save does. */
function stored(html: string): JsonNode {
  const structured = structureStoredHtml(html);
  if (!structured.ok) throw new Error(structured.detail);
  return htmlToDocumentJson(structured.html) as JsonNode;
}

const types = (node: JsonNode): string[] => [node.type ?? '', ...(node.content ?? []).flatMap(types)];
const rows = (items: Record<string, string>[]) => items;

function resolved(
  doc: JsonNode,
  values: Record<string, string>,
  lists: Record<string, Record<string, string>[]>,
) {
  const result = resolveDocument(doc, {
    value: (id) => (Object.hasOwn(values, id) ? values[id] : undefined),
    list: (id) => (Object.hasOwn(lists, id) ? lists[id] : undefined),
  });
  return { ...result, text: printed(result.doc) };
}

/** The resolved document's text, each merge field as the value it prints. */
function printed(node: JsonNode): string {
  if (node.type === 'mergeField') return String(node.attrs?.value ?? `{{${node.attrs?.id}}}`);
  if (typeof node.text === 'string') return node.text;
  const inner = (node.content ?? []).map(printed).join('');
  return node.type === 'paragraph' || node.type === 'tableCell' ? `${inner}\n` : inner;
}

describe('docxtemplater: a section spanning a table row', () => {
  it('repeats the row, its tags the item’s fields', async () => {
    const converted = await convert('docxtemplater-tag-intelligent-loop-table.docx');
    expect(converted.logic).toEqual([{ kind: 'each', list: 'clients', as: 'client', text: '{#clients}' }]);
    expect(converted.warnings).toEqual([]);
    expect(converted.placeholders).toEqual([]);
    const doc = stored(applyMappings(converted).html);
    const row = JSON.stringify(doc);
    expect(row).toContain('"each":"clients","as":"client"');
    const { text, problems, unresolved } = resolved(
      doc,
      {},
      {
        clients: rows([
          { first_name: 'Ada', last_name: 'Pryce', phone: '555-0101' },
          { first_name: 'Ben', last_name: 'Quill', phone: '555-0102' },
        ]),
      },
    );
    expect(problems).toEqual([]);
    expect(unresolved).toEqual([]);
    expect(text).toMatch(/Ada[\s\S]*Pryce[\s\S]*555-0101[\s\S]*Ben[\s\S]*Quill[\s\S]*555-0102/);
  });
});

describe('docassemble: Jinja paragraphs, loops and conditions', () => {
  it('docx-jinja2-demo: {%p for %} and {%p if %} become repeats and conditions; calls and subscripts are warned about', async () => {
    const converted = await convert('docassemble-docx-jinja2-demo.docx');
    expect(converted.logic).toEqual([
      { kind: 'each', list: 'fruit_types', as: 'item', text: '{%p for item in fruit_types %}' },
      { kind: 'if', expression: 'sky_is_blue', text: '{%p if sky_is_blue %}' },
      { kind: 'each', list: 'client.child', as: 'child', text: '{%p for child in client.child %}' },
    ]);
    expect(converted.warnings).toEqual([
      'Logic "{{ item.upper() }}" in the body has no translation (calls and subscripts have no translation) and was left as text.',
      'Logic "{% if favorite_fruit[item] %}" in the body has no translation (subscripts have no translation) and was left as text.',
    ]);
    const doc = stored(applyMappings(converted, { mappings: { '{{ client }}': 'client' } }).html);
    expect(types(doc)).toEqual(expect.arrayContaining(['repeatBlock', 'conditionBlock', 'conditionElse']));
    const blue = resolved(
      doc,
      { client: 'Ada', sky_is_blue: 'yes' },
      {
        fruit_types: [],
        'client.child': rows([{ name: 'Cy' }]),
      },
    );
    expect(blue.problems).toEqual([]);
    expect(blue.text).toContain('The sky is blue.');
    expect(blue.text).not.toContain('other than blue');
    expect(blue.text).not.toContain('{{#');
    const grey = resolved(doc, { client: 'Ada', sky_is_blue: 'no' }, { fruit_types: [], 'client.child': [] });
    expect(grey.text).toContain('The sky is a color other than blue');
    expect(grey.text).not.toContain('is above average');
  });

  it('table_template: {%tr for %} repeats the row between its tag rows', async () => {
    const converted = await convert('docassemble-table-template.docx');
    expect(converted.logic).toEqual([
      { kind: 'each', list: 'seeds_of_fruit', as: 'fruit', text: '{%tr for fruit in seeds_of_fruit %}' },
    ]);
    expect(converted.warnings).toEqual([
      'Logic "{{ seeds_of_fruit[fruit] }}" in a table has no translation (calls and subscripts have no translation) and was left as text.',
    ]);
    const html = applyMappings(converted).html;
    expect(html).not.toContain('{%tr');
    expect(html).toContain(
      '<tr data-each="seeds_of_fruit" data-as="fruit"><td><p><span data-merge-field="fruit">',
    );
    const doc = stored(html);
    const { text, problems } = resolved(doc, {}, { seeds_of_fruit: [] });
    expect(problems).toEqual([]);
    expect(text).toContain('Fruit, Explained');
  });

  it('contract: elif nests, macros and subdocuments stay text with a warning each', async () => {
    const converted = await convert('docassemble-contract.docx');
    expect(converted.logic).toEqual([
      { kind: 'if', expression: 'not use_counterparts', text: '{% if not use_counterparts %}' },
      { kind: 'if', expression: 'clause == "counterparts"', text: '{%p if clause == ‘counterparts’ %}' },
      { kind: 'if', expression: 'clause == "firstborn"', text: '{%p elif clause == ‘firstborn’ %}' },
      { kind: 'if', expression: 'use_firstborn', text: '{%p if use_firstborn %}' },
    ]);
    expect(converted.warnings).toEqual([
      'Logic "{%p macro firstborn() %}" in the body has no translation ("macro" has no translation) and was left as text.',
      'Logic "{%p macro counterparts() %}" in the body has no translation ("macro" has no translation) and was left as text.',
      'Logic "{{p counterparts() }}" in the body has no translation (subdocuments have no translation) and was left as text.',
      'Logic "{{p firstborn() }}" in the body has no translation (subdocuments have no translation) and was left as text.',
      'Logic "{{p edited_clause[‘firstborn’] | markdown }}" in the body has no translation (subdocuments have no translation) and was left as text.',
    ]);
    const doc = stored(applyMappings(converted).html);
    const contract = resolved(doc, { clause: 'all', use_firstborn: 'no', use_counterparts: 'yes' }, {});
    expect(contract.problems).toEqual([]);
    expect(contract.text).toContain('This contract supersedes any prior agreements');
    expect(contract.text).toContain('This agreement may be signed in counterparts.');
    const clause = resolved(doc, { clause: 'firstborn', use_counterparts: 'no' }, {});
    expect(clause.text).not.toContain('This contract supersedes');
    expect(clause.text).toContain('This agreement may not be signed in counterparts.');
  });
});
