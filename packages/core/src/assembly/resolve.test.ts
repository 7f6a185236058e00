import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIC_NESTING_MAX, REPEAT_ITEMS_MAX } from '../limits.js';
import type { JsonNode } from '../merge-fields/scan.js';
import type { ListRow } from './formats.js';
import { type AssemblyData, resolveDocument } from './resolve.js';
import { ITEMS_LIMIT, NESTING_LIMIT, SIZE_LIMIT } from './resolve-limits.js';

// The resolver on the editor's JSON as the shared schema writes it: branches, repeats, formats,
// what is unresolved, the limits, and (a property) that no document or data makes it throw.

const text = (value: string, marks?: JsonNode['marks']): JsonNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const field = (id: string, format: string | null = null): JsonNode => ({
  type: 'mergeField',
  attrs: { id, format, value: null, unreadable: false },
});
const p = (...content: JsonNode[]): JsonNode => ({ type: 'paragraph', content });
const doc = (...content: JsonNode[]): JsonNode => ({ type: 'doc', content });
const condition = (expression: string, then: JsonNode[], otherwise?: JsonNode[]): JsonNode => ({
  type: 'conditionBlock',
  attrs: { expression },
  content: otherwise ? [...then, { type: 'conditionElse', content: otherwise }] : then,
});
const repeat = (list: string, as: string, ...content: JsonNode[]): JsonNode => ({
  type: 'repeatBlock',
  attrs: { list, as },
  content,
});
const inlineIf = (expression: string) => [{ type: 'inlineCondition', attrs: { expression } }];

function data(values: Record<string, string>, lists: Record<string, ListRow[]> = {}): AssemblyData {
  const valueMap = new Map(Object.entries(values));
  const listMap = new Map(Object.entries(lists));
  return { value: (id) => valueMap.get(id), list: (id) => listMap.get(id) };
}

/** The printed text of a resolved document: a field as its value, else `[id]`. */
function printed(node: JsonNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'mergeField') {
    const value = node.attrs?.value;
    return typeof value === 'string' ? value : `[${String(node.attrs?.id)}]`;
  }
  const inner = (node.content ?? []).map(printed).join('');
  return node.type === 'paragraph' ? `${inner}\n` : inner;
}

/** Every node and mark type in a document (kept garbage, in the property, read as nothing). */
function types(node: JsonNode): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const marks = Array.isArray(node.marks) ? node.marks : [];
  return [
    ...(typeof node.type === 'string' ? [node.type] : []),
    ...marks.map((mark) => String(mark?.type)),
    ...(Array.isArray(node.content) ? node.content.flatMap(types) : []),
  ];
}

describe('resolveDocument', () => {
  it('keeps the branch that holds, else the else part, and no logic node', () => {
    const template = doc(
      condition("entity.entity_type == 'LLC'", [p(text('An LLC.'))], [p(text('Not an LLC.'))]),
      condition('agreement.rush', [p(text('Rush.'))]),
    );
    const llc = resolveDocument(template, data({ 'entity.entity_type': 'llc ', 'agreement.rush': 'no' }));
    expect(printed(llc.doc)).toBe('An LLC.\n');
    expect(llc.problems).toEqual([]);
    const corporation = resolveDocument(template, data({ 'entity.entity_type': 'Corporation' }));
    expect(printed(corporation.doc)).toBe('Not an LLC.\n');
    expect(types(corporation.doc)).not.toContain('conditionBlock');
    expect(types(corporation.doc)).not.toContain('conditionElse');
  });

  it('lists a condition`s missing field, and no field that stands only in a branch not taken', () => {
    const template = doc(
      condition('agreement.rush', [p(text('Due by '), field('rush_date'))], [p(field('due_date'))]),
      p(field('client.name')),
    );
    const result = resolveDocument(template, data({ due_date: 'May 1' }));
    expect(result.unresolved).toEqual(['agreement.rush', 'client.name']);
    expect(printed(result.doc)).toBe('May 1\n[client.name]\n');
  });

  it('drops or keeps the text of an inline condition, its mark taken off', () => {
    const template = doc(
      p(text('Fees'), text(' (rush)', inlineIf('agreement.rush')), text(' are due.', [{ type: 'bold' }])),
    );
    const rush = resolveDocument(template, data({ 'agreement.rush': 'yes' }));
    expect(printed(rush.doc)).toBe('Fees (rush) are due.\n');
    expect(types(rush.doc)).not.toContain('inlineCondition');
    expect(types(rush.doc)).toContain('bold');
    expect(printed(resolveDocument(template, data({ 'agreement.rush': 'off' })).doc)).toBe('Fees are due.\n');
  });

  it('repeats a section per item with its fields and loop fields; nested repeats see the outer item', () => {
    const template = doc(
      repeat(
        'sellers',
        'seller',
        p(field('loop.number'), text('. '), field('seller.name'), text(' of '), field('seller.city')),
        condition('loop.last', [p(text('(last of '), field('loop.count'), text(')'))]),
        repeat(
          'entity.owners',
          'owner',
          p(text('- '), field('owner.name'), text(' for '), field('seller.name')),
        ),
      ),
    );
    const values = data(
      { 'seller.name': 'Not an item', 'seller.city': 'Paris' },
      {
        sellers: [{ name: 'Ada Pryce', city: 'Boston' }, { name: 'Ben Quill' }],
        'entity.owners': [{ name: 'Cy Rowe' }],
      },
    );
    const result = resolveDocument(template, values);
    expect(printed(result.doc)).toBe(
      [
        '1. Ada Pryce of Boston',
        '- Cy Rowe for Ada Pryce',
        // The item has no city: the document's field of the same id fills it.
        '2. Ben Quill of Paris',
        '(last of 2)',
        '- Cy Rowe for Ben Quill',
        '',
      ].join('\n'),
    );
    expect(result.unresolved).toEqual([]);
    expect(types(result.doc)).not.toContain('repeatBlock');
  });

  it('names a list with no source as unresolved and prints nothing for an empty one', () => {
    const template = doc(repeat('sellers', 'seller', p(field('seller.name'))), p(text('End.')));
    const none = resolveDocument(template, data({}));
    expect(none.unresolved).toEqual(['sellers']);
    expect(printed(none.doc)).toBe('End.\n');
    const empty = resolveDocument(template, data({}, { sellers: [] }));
    expect(empty.unresolved).toEqual([]);
    expect(printed(empty.doc)).toBe('End.\n');
  });

  it('repeats a table row per item, the copies no longer repeating', () => {
    const cell = (...content: JsonNode[]): JsonNode => ({ type: 'tableCell', content: [p(...content)] });
    const template = doc({
      type: 'table',
      content: [
        { type: 'tableRow', attrs: { each: null, as: null }, content: [cell(text('Name'))] },
        { type: 'tableRow', attrs: { each: 'sellers', as: 's' }, content: [cell(field('s.name'))] },
      ],
    });
    const result = resolveDocument(template, data({}, { sellers: [{ name: 'A' }, { name: 'B' }] }));
    const rows = result.doc.content?.[0]?.content ?? [];
    expect(rows.map(printed)).toEqual(['Name\n', 'A\n', 'B\n']);
    expect(rows.map((row) => row.attrs?.each)).toEqual([null, null, null]);
  });

  it('prints formatted values, joins and counts lists, and marks a value a format cannot read', () => {
    const template = doc(
      p(field('effective_date', 'date: "Do [day of] MMMM, YYYY"')),
      p(field('fee', 'currency'), text(' / '), field('fee', 'words'), text(' / '), field('fee', 'number')),
      p(field('sellers', 'join: "name"'), text(' ('), field('sellers', 'count'), text(')')),
      p(field('closing', 'date: "YYYY"')),
    );
    const result = resolveDocument(
      template,
      data(
        { effective_date: '2027-01-15', fee: '1250', closing: 'soon' },
        { sellers: [{ name: 'Ada Pryce' }, { name: 'Ben Quill' }, { name: 'Cy Rowe' }] },
      ),
    );
    expect(printed(result.doc)).toBe(
      [
        '15th day of January, 2027',
        '$1,250.00 / one thousand two hundred fifty / 1,250',
        'Ada Pryce, Ben Quill, and Cy Rowe (3)',
        'soon',
        '',
      ].join('\n'),
    );
    const closing = result.doc.content?.[3]?.content?.[0];
    expect(closing?.attrs).toMatchObject({ value: 'soon', unreadable: true });
  });

  it('reads typed markers that balance, and names the ones that do not', () => {
    const typed = doc(
      p(text('{{#if agreement.rush}}')),
      p(text('Rush: {{fee | currency}} for {{client.name}}.')),
      p(text('{{/if}}')),
    );
    const result = resolveDocument(typed, data({ 'agreement.rush': 'yes', fee: '10', 'client.name': 'Ada' }));
    expect(result.problems).toEqual([]);
    expect(printed(result.doc)).toBe('Rush: $10.00 for Ada.\n');
    const open = resolveDocument(doc(p(text('{{#if agreement.rush}}')), p(text('Rush.'))), data({}));
    expect(open.problems).toEqual([{ kind: 'unbalanced', detail: '{{#if agreement.rush}} has no {{/if}}' }]);
  });

  it('names a malformed expression as the save does', () => {
    const result = resolveDocument(doc(condition('entity.entity_type == ', [p(text('x'))])), data({}));
    expect(result.problems).toEqual([
      { kind: 'expression', detail: 'Condition "entity.entity_type == ": a value is missing after "=="' },
    ]);
  });

  it('stops at the limits with a readable detail', () => {
    let deep: JsonNode = p(text('deep'));
    for (let level = 0; level <= LOGIC_NESTING_MAX; level += 1) deep = condition('true', [deep]);
    expect(resolveDocument(doc(deep), data({})).problems).toEqual([{ kind: 'limit', detail: NESTING_LIMIT }]);

    const many = Array.from({ length: REPEAT_ITEMS_MAX + 1 }, (_, index) => ({ name: String(index) }));
    const items = resolveDocument(doc(repeat('rows', 'row', p(field('row.name')))), data({}, { rows: many }));
    expect(items.problems).toEqual([{ kind: 'limit', detail: ITEMS_LIMIT }]);

    // 2,000 items of 6 KB each print 12 MB, above twice the 5 MB content limit.
    const rows = Array.from({ length: 2_000 }, () => ({ clause: 'x'.repeat(6_000) }));
    const big = resolveDocument(doc(repeat('rows', 'row', p(field('row.clause')))), data({}, { rows }));
    expect(big.problems).toEqual([{ kind: 'limit', detail: SIZE_LIMIT }]);
  });

  it('hands back a document without logic as it is, and reads no prototype through an item', () => {
    const plain = doc(p(text('Plain text.')));
    expect(resolveDocument(plain, data({})).doc).toBe(plain);
    const result = resolveDocument(
      doc(repeat('rows', 'row', p(field('row.constructor'), field('row.toString')))),
      data({}, { rows: [{}] }),
    );
    expect(result.unresolved).toEqual(['row.constructor', 'row.toString']);
  });

  it('never throws, whatever the document and its data (property)', () => {
    const name = fc.constantFrom(
      'a',
      'b',
      'row',
      'loop.first',
      'loop.number',
      'row.x',
      'list',
      '__proto__',
      'constructor',
    );
    const expression = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('a', 'not a', 'a == 1', 'a in ["x", "y"]', 'row.x > 2 or b', '(', 'loop.last'),
    );
    const format = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 8 }),
      fc.constantFrom('currency', 'words', 'join: "x"', 'count', 'date: "YYYY"'),
    );
    const { node } = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.record({
          type: fc.constant('text'),
          text: fc.oneof(
            fc.string(),
            fc.constantFrom('{{a}}', '{{#if a}}', '{{/if}}', '{{else}}', '{{a | upper}}'),
          ),
        }),
        fc.record({ type: fc.constant('mergeField'), attrs: fc.record({ id: name, format }) }),
        fc.record({
          type: fc.constant('conditionBlock'),
          attrs: fc.record({ expression }),
          content: fc.array(tie('node'), { maxLength: 3 }),
        }),
        fc.record({ type: fc.constant('conditionElse'), content: fc.array(tie('node'), { maxLength: 3 }) }),
        fc.record({
          type: fc.constant('repeatBlock'),
          attrs: fc.record({ list: name, as: name }),
          content: fc.array(tie('node'), { maxLength: 3 }),
        }),
        fc.record({
          type: fc.constantFrom('paragraph', 'doc', 'table', 'tableRow', 'tableCell', 'bulletList'),
          attrs: fc.option(fc.record({ each: fc.option(name), as: fc.option(name) }), { nil: undefined }),
          marks: fc.option(
            fc.array(
              fc.record({
                type: fc.constantFrom('inlineCondition', 'bold'),
                attrs: fc.record({ expression }),
              }),
            ),
            { nil: undefined },
          ),
          content: fc.array(tie('node'), { maxLength: 4 }),
        }),
        fc.anything(),
      ),
    }));
    const row = fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 6 }));
    const values = fc.dictionary(
      name,
      fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('1,250', '2027-01-15', 'no')),
    );
    const lists = fc.dictionary(name, fc.array(row, { maxLength: 4 }));
    fc.assert(
      fc.property(node, values, lists, (given, valueMap, listMap) => {
        const result = resolveDocument(given as JsonNode, {
          value: (id) => (Object.hasOwn(valueMap, id) ? valueMap[id] : undefined),
          list: (id) => (Object.hasOwn(listMap, id) ? listMap[id] : undefined),
        });
        expect(new Set(result.unresolved).size).toBe(result.unresolved.length);
        if (result.problems.length === 0 && typeof result.doc === 'object' && result.doc !== null)
          expect(types(result.doc as JsonNode)).not.toEqual(expect.arrayContaining(['conditionBlock']));
      }),
      { numRuns: 300 },
    );
  });
});
