import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIC_NESTING_MAX } from '../limits.js';
import type { JsonNode } from '../merge-fields/scan.js';
import { logicFields, logicProblems, structureMarkers, unbalancedMarkers } from './structure.js';

const text = (value: string, marks?: JsonNode['marks']): JsonNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const p = (...content: (string | JsonNode)[]): JsonNode => ({
  type: 'paragraph',
  content: content.map((item) => (typeof item === 'string' ? text(item) : item)),
});
const doc = (...content: JsonNode[]): JsonNode => ({ type: 'doc', content });
const field = (id: string, format: string | null = null): JsonNode => ({
  type: 'mergeField',
  attrs: { id, format, value: null, unreadable: false },
});
const condition = (expression: string, ...content: JsonNode[]): JsonNode => ({
  type: 'conditionBlock',
  attrs: { expression },
  content,
});
const repeat = (list: string, as: string, ...content: JsonNode[]): JsonNode => ({
  type: 'repeatBlock',
  attrs: { list, as },
  content,
});
const when = (expression: string) => ({ type: 'inlineCondition', attrs: { expression } });

describe('structureMarkers: blocks', () => {
  it('makes a paragraph marker pair a condition, with its else part', () => {
    const typed = doc(
      p('Intro'),
      p('{{#if entity.entity_type == "LLC"}}'),
      p('LLC'),
      p('{{else}}'),
      p('Other'),
      p('{{/if}}'),
    );
    expect(structureMarkers(typed)).toEqual(
      doc(
        p('Intro'),
        condition('entity.entity_type == "LLC"', p('LLC'), { type: 'conditionElse', content: [p('Other')] }),
      ),
    );
  });

  it('makes a repeat, nests markers and gives an empty branch a paragraph', () => {
    const typed = doc(
      p('{{#each entity.owners as owner}}'),
      p(' {{#if owner.share > 10}} '),
      p('{{/if}}'),
      p('{{/each}}'),
    );
    expect(structureMarkers(typed)).toEqual(
      doc(repeat('entity.owners', 'owner', condition('owner.share > 10', { type: 'paragraph' }))),
    );
  });

  it('structures inside containers, keeping a list item first paragraph', () => {
    const item = { type: 'listItem', content: [p('{{#if a}}'), p('x'), p('{{/if}}')] };
    const quote = { type: 'blockquote', content: [p('{{#if a}}'), p('x'), p('{{/if}}')] };
    const out = structureMarkers(doc({ type: 'bulletList', content: [item] }, quote));
    expect(out.content?.[0]?.content?.[0]).toEqual(item);
    expect(out.content?.[1]).toEqual({ type: 'blockquote', content: [condition('a', p('x'))] });
  });

  it('makes a table row a repeat when its first cell starts and its last cell ends with the markers', () => {
    const cell = (...content: JsonNode[]): JsonNode => ({ type: 'tableCell', content });
    const row = (...cells: JsonNode[]): JsonNode => ({
      type: 'tableRow',
      attrs: { each: null, as: null },
      content: cells,
    });
    const typed = doc({
      type: 'table',
      content: [
        row(cell(p('Name')), cell(p('Share'))),
        row(cell(p('{{#each entity.owners as owner}}'), p('N')), cell(p('{{/each}}'))),
      ],
    });
    expect(structureMarkers(typed).content?.[0]?.content?.[1]).toEqual({
      type: 'tableRow',
      attrs: { each: 'entity.owners', as: 'owner' },
      content: [cell(p('N')), cell({ type: 'paragraph' })],
    });
  });

  it('leaves unbalanced, mismatched and malformed markers as typed text', () => {
    const typed = doc(
      p('{{#if agreement.rush}}'),
      p('{{#each entity.owners as owner}}'),
      p('{{/if}}'),
      p('{{#if x ==}}'),
      p('{{/if}}'),
      p('{{else}}'),
    );
    expect(structureMarkers(typed)).toBe(typed);
    expect(unbalancedMarkers(typed)).toEqual([
      '{{#if agreement.rush}} has no {{/if}}',
      '{{#each entity.owners as owner}} has no {{/each}}',
      '{{/if}} has no {{#if}}',
      'Condition "x ==": a value is missing after "=="',
      '{{else}} has no {{#if}}',
    ]);
  });

  it('returns the same object when there is nothing to structure, and leaves code alone', () => {
    const plain = doc(p('Dear ', field('person.first_name'), ', {{client.name}}'));
    expect(structureMarkers(plain)).toBe(plain);
    const code = doc({ type: 'codeBlock', content: [text('{{#if a}}x{{/if}} {{a | upper}}')] });
    expect(structureMarkers(code)).toBe(code);
    expect(unbalancedMarkers(code)).toEqual([]);
  });
});

describe('structureMarkers: inline', () => {
  it('makes a condition mark over the text and fields between, keeping their marks', () => {
    const bold = [{ type: 'bold' }];
    const typed = doc(
      p('Pay ', text('{{#if agreement.rush}}now, ', bold), field('amount'), ' today{{/if}}.'),
    );
    expect(structureMarkers(typed)).toEqual(
      doc(
        p(
          'Pay ',
          text('now, ', [...bold, when('agreement.rush')]),
          { ...field('amount'), marks: [when('agreement.rush')] },
          text(' today', [when('agreement.rush')]),
          '.',
        ),
      ),
    );
  });

  it('nests inline conditions, the outer mark first', () => {
    const out = structureMarkers(doc(p('{{#if a}}x{{#if b}}y{{/if}}{{/if}}')));
    expect(out).toEqual(doc(p(text('x', [when('a')]), text('y', [when('a'), when('b')]))));
  });

  it('makes typed formatted fields mergeFields with their format', () => {
    const out = structureMarkers(
      doc(p(text('Due {{closing_date | date: "Do [day of] MMMM, YYYY"}}!', [{ type: 'italic' }]))),
    );
    expect(out).toEqual(
      doc(
        p(
          text('Due ', [{ type: 'italic' }]),
          { ...field('closing_date', 'date: "Do [day of] MMMM, YYYY"'), marks: [{ type: 'italic' }] },
          text('!', [{ type: 'italic' }]),
        ),
      ),
    );
  });

  it('leaves an unpaired inline marker as text and a format that does not read', () => {
    const typed = doc(p('Pay {{#if agreement.rush}}now {{amount | nonsense}}'));
    expect(structureMarkers(typed)).toBe(typed);
    const problems = unbalancedMarkers(typed);
    expect(problems[0]).toBe('{{#if agreement.rush}} has no {{/if}}');
    expect(problems[1]).toMatch(/^\{\{amount \| nonsense\}\}: /);
  });
});

describe('logicProblems and logicFields', () => {
  it('names the first malformed stored expression, list and format', () => {
    const stored = doc(
      condition('entity.entity_type == ', p('x')),
      repeat('entity.owners', '__proto__', p('y')),
      p(field('amount', 'nonsense')),
      p(text('z', [when('a and')])),
    );
    const problems = logicProblems(stored);
    expect(problems[0]).toBe('Condition "entity.entity_type == ": a value is missing after "=="');
    expect(problems[1]).toMatch(/^Repeat "entity.owners" as "__proto__": /);
    expect(problems[2]).toMatch(/^Format "nonsense" of field "amount": /);
    expect(problems[3]).toMatch(/^Condition "a and": /);
    expect(logicProblems(doc(condition('a', p('x')), p(field('amount', 'currency'))))).toEqual([]);
  });

  it(`refuses conditions and repeats nested more than ${LOGIC_NESTING_MAX} deep`, () => {
    const nest = (depth: number): JsonNode => (depth === 0 ? p('x') : condition('a', nest(depth - 1)));
    expect(logicProblems(doc(nest(LOGIC_NESTING_MAX)))).toEqual([]);
    expect(logicProblems(doc(nest(LOGIC_NESTING_MAX + 1)))).toEqual([
      `Conditions and repeats nest more than ${LOGIC_NESTING_MAX} deep; the most is ${LOGIC_NESTING_MAX}.`,
    ]);
    const inline = p(
      text(
        'x',
        Array.from({ length: LOGIC_NESTING_MAX }, () => when('a')),
      ),
    );
    expect(logicProblems(doc(condition('a', inline)))).toHaveLength(1);
  });

  it('lists the fields conditions read and the lists used, without loop-scoped names', () => {
    const stored = doc(
      condition('entity.entity_type == "LLC" and agreement.rush', p('x')),
      repeat(
        'entity.owners',
        'owner',
        condition('owner.share > 10 or loop.first or closing_date', p(field('owner.name'))),
        repeat('owner.children', 'child', p('c')),
      ),
      p(text('y', [when('not agreement.rush')]), field('sellers', 'join: "name"'), field('buyers', 'count')),
      {
        type: 'table',
        content: [{ type: 'tableRow', attrs: { each: 'document.contacts', as: 'contact' }, content: [] }],
      },
    );
    expect(logicFields(stored)).toEqual({
      conditions: ['entity.entity_type', 'agreement.rush', 'closing_date'],
      lists: ['entity.owners', 'sellers', 'buyers', 'document.contacts'],
    });
  });
});

describe('never throws', () => {
  it('on any JSON, and every function answers', () => {
    const markerText = fc.constantFrom(
      '{{#if a}}',
      '{{/if}}',
      '{{else}}',
      '{{#each l as i}}',
      '{{/each}}',
      '{{a | upper}}',
      'x',
    );
    const node: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      node: fc.oneof(
        fc.anything(),
        fc.record(
          {
            type: fc.constantFrom(
              'doc',
              'paragraph',
              'text',
              'listItem',
              'conditionBlock',
              'repeatBlock',
              'tableRow',
              'mergeField',
              '__proto__',
            ),
            text: fc.oneof(markerText, fc.string(), fc.anything()),
            attrs: fc.oneof(
              fc.anything(),
              fc.dictionary(
                fc.constantFrom('expression', 'list', 'as', 'each', 'format', 'id'),
                fc.oneof(fc.string(), fc.anything()),
              ),
            ),
            marks: fc.oneof(fc.anything(), fc.array(fc.anything())),
            content: fc.oneof(fc.anything(), fc.array(tie('node'), { maxLength: 4 })),
          },
          { requiredKeys: [] },
        ),
      ),
    })).node;
    fc.assert(
      fc.property(node, (value) => {
        const json = value as JsonNode;
        structureMarkers(json);
        unbalancedMarkers(json);
        logicProblems(json);
        logicFields(json);
      }),
      { numRuns: 300 },
    );
  });

  it('structures a document of thousands of blocks in one pass', () => {
    const blocks = Array.from({ length: 20_000 }, (_, index) =>
      p(index % 3 === 0 ? '{{#if a}}' : index % 3 === 1 ? 'x' : '{{/if}}'),
    );
    const out = structureMarkers(doc(...blocks));
    expect(out.content?.filter((block) => block.type === 'conditionBlock')).toHaveLength(6_666);
  });
});
