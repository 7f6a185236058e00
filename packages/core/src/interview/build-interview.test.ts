import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExpression } from '../assembly/expression.js';
import { printExpression } from '../assembly/expression-print.js';
import type { JsonNode } from '../merge-fields/scan.js';
import { shownQuestions } from './answers.js';
import { buildInterview } from './build-interview.js';
import type { InterviewQuestion } from './question.js';

// The editor's JSON as TipTap gives it (the nodes of packages/editor-schema).
const text = (value: string, marks?: JsonNode['marks']): JsonNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const p = (...content: (string | JsonNode)[]): JsonNode => ({
  type: 'paragraph',
  content: content.map((item) => (typeof item === 'string' ? text(item) : item)),
});
const doc = (...content: JsonNode[]): JsonNode => ({ type: 'doc', content });
const field = (id: string, format: string | null = null, marks?: JsonNode['marks']): JsonNode => ({
  type: 'mergeField',
  attrs: { id, format, value: null, unreadable: false },
  ...(marks ? { marks } : {}),
});
const condition = (expression: string, ...content: JsonNode[]): JsonNode => ({
  type: 'conditionBlock',
  attrs: { expression },
  content,
});
const otherwise = (...content: JsonNode[]): JsonNode => ({ type: 'conditionElse', content });
const repeat = (list: string, as: string, ...content: JsonNode[]): JsonNode => ({
  type: 'repeatBlock',
  attrs: { list, as },
  content,
});
const when = (expression: string) => ({ type: 'inlineCondition', attrs: { expression } });

const ask = (template: JsonNode, definitions: Parameters<typeof buildInterview>[1] = []) =>
  buildInterview(template, definitions);
const byId = (questions: InterviewQuestion[]) =>
  new Map(questions.map((question) => [question.id, question]));

describe('buildInterview: which questions, in which order', () => {
  it('asks each field once, in order of first appearance, a condition where it starts', () => {
    const questions = ask(
      doc(
        p('Between ', field('client.full_name'), ' and ', field('entity.name'), '.'),
        condition('rush', p('Rush fee: {{fee}}')),
        p(field('client.full_name'), ' {{matter.number}}'),
      ),
    );
    expect(questions.map((question) => question.id)).toEqual([
      'client.full_name',
      'entity.name',
      'rush',
      'fee',
      'matter.number',
    ]);
  });

  it('structures typed markers first, so that a typed condition is read as one', () => {
    const questions = ask(doc(p('{{#if rush}}'), p('Fee {{fee}}'), p('{{/if}}')));
    expect(questions.map((question) => [question.id, question.type, question.shown_if])).toEqual([
      ['rush', 'yes_no', null],
      ['fee', 'text', 'rush'],
    ]);
  });

  it('groups as the Merge Fields panel does, labels from definitions or the id', () => {
    const questions = byId(
      ask(
        doc(
          p(
            field('person.first_name'),
            field('entity.ein'),
            field('deal.closing_date'),
            field('matter.title'),
          ),
        ),
        [{ id: 'matter.title', label: 'Matter title', type: 'text', required: true }],
      ),
    );
    expect(questions.get('person.first_name')).toMatchObject({ group: 'Person', label: 'First Name' });
    expect(questions.get('entity.ein')).toMatchObject({ group: 'Entity', label: 'EIN', sensitive: true });
    expect(questions.get('deal.closing_date')).toMatchObject({
      group: 'Custom Fields',
      label: 'Deal Closing Date',
      required: false,
    });
    expect(questions.get('matter.title')).toMatchObject({ label: 'Matter title', required: true });
  });

  it('marks the fields a linked entity fills, and sensitive ones', () => {
    const questions = byId(
      ask(doc(p(field('trust.name'), field('owner.title'), field('client.email'), field('bank'))), [
        { id: 'bank', label: 'Bank', type: 'text', sensitive: true },
      ]),
    );
    expect(questions.get('trust.name')?.entity_fills).toBe(true);
    expect(questions.get('owner.title')?.entity_fills).toBe(true);
    expect(questions.get('client.email')?.entity_fills).toBe(true);
    expect(questions.get('bank')).toMatchObject({ entity_fills: false, sensitive: true });
  });
});

describe('buildInterview: types', () => {
  it('takes the model fields’ and smart fields’ types', () => {
    const questions = byId(
      ask(
        doc(
          p(
            field('person.primary_email'),
            field('entity.phone'),
            field('entity.date_of_formation'),
            field('signed'),
          ),
        ),
        [{ id: 'signed', label: 'Signed on', type: 'date' }],
      ),
    );
    expect(questions.get('person.primary_email')?.type).toBe('email');
    expect(questions.get('entity.phone')?.type).toBe('phone');
    expect(questions.get('entity.date_of_formation')?.type).toBe('date');
    expect(questions.get('signed')?.type).toBe('date');
  });

  it('asks yes or no of a field tested alone, or against true or false', () => {
    const questions = byId(
      ask(
        doc(
          condition('rush', p('a')),
          condition('not waived', p('b')),
          condition('expedite == true and signed != false', p('c')),
          condition('amount > 100', p('d')),
        ),
      ),
    );
    for (const id of ['rush', 'waived', 'expedite', 'signed']) expect(questions.get(id)?.type).toBe('yes_no');
    expect(questions.get('amount')?.type).toBe('text');
  });

  it('offers the literals a field is compared with, deduplicated in first-seen order', () => {
    const questions = byId(
      ask(
        doc(
          condition('deal.kind == "asset"', p('a')),
          condition('deal.kind in ["stock", "asset", "merger"]', p('b')),
          condition('"other" != deal.kind', p('c')),
        ),
      ),
    );
    expect(questions.get('deal.kind')).toMatchObject({
      type: 'choice',
      options: ['asset', 'stock', 'merger', 'other'],
    });
  });

  it('asks a list field with the item keys its repeats read; record lists are not asked', () => {
    const questions = ask(
      doc(
        repeat('sellers', 'seller', p(field('seller.name'), ' ', field('seller.email'), ' {{loop.number}}')),
        p('Sellers: ', field('sellers', 'join: "name"'), ' and ', field('buyers', 'count')),
        repeat('entity.owners', 'owner', p(field('owner.full_name'), field('seller_note'))),
        {
          type: 'table',
          content: [
            { type: 'tableRow', attrs: { each: 'sellers', as: 's' }, content: [p('{{s.signed_date}}')] },
          ],
        },
      ),
    );
    expect(questions.map((question) => question.id)).toEqual(['sellers', 'buyers', 'seller_note']);
    expect(questions[0]).toMatchObject({
      type: 'list',
      label: 'Sellers',
      entity_fills: false,
      item_fields: [
        { id: 'name', label: 'Name', type: 'text' },
        { id: 'email', label: 'Email', type: 'email' },
        { id: 'signed_date', label: 'Signed Date', type: 'date' },
      ],
    });
    expect(questions[1]).toMatchObject({ type: 'list', item_fields: [] });
  });

  it('reads a date format as a date question', () => {
    expect(ask(doc(p(field('closing', 'date: "MMMM D, YYYY"'))))[0]?.type).toBe('date');
  });
});

describe('buildInterview: shown_if', () => {
  const shown = (template: JsonNode) =>
    Object.fromEntries(ask(template).map((question) => [question.id, question.shown_if]));

  it('is the condition, negated in an else branch, joined with and when nested', () => {
    expect(
      shown(
        doc(
          condition(
            'deal.kind == "asset"',
            p('{{assets}}'),
            condition('rush or expedite', p('{{fee}}'), otherwise(p('{{standard_days}}'))),
            otherwise(p('{{shares}}')),
          ),
        ),
      ),
    ).toEqual({
      'deal.kind': null,
      assets: 'deal.kind == "asset"',
      rush: 'deal.kind == "asset"',
      expedite: 'deal.kind == "asset"',
      fee: 'deal.kind == "asset" and (rush or expedite)',
      standard_days: 'deal.kind == "asset" and not (rush or expedite)',
      shares: 'not deal.kind == "asset"',
    });
  });

  it('reads inline conditions, outermost first', () => {
    expect(
      shown(
        doc(p('Fee ', text('{{fee}}', [when('rush')]), field('note', null, [when('rush'), when('vip')]))),
      ),
    ).toEqual({ rush: null, fee: 'rush', vip: 'rush', note: 'rush and vip' });
  });

  it('is null for a field also used outside conditions, either condition for two', () => {
    expect(
      shown(
        doc(
          condition('a', p('{{x}} {{y}}')),
          condition('not b', p('{{y}}')),
          p('{{x}}'),
          condition('a', p('{{y}}')),
        ),
      ),
    ).toEqual({ a: null, x: null, y: 'a or not b', b: null });
    expect(shown(doc(condition('a', p('{{x}}'), condition('b', p('{{x}}')))))).toMatchObject({ x: 'a' });
  });

  it("leaves out conditions on a repeat's item, which no answer can decide", () => {
    expect(shown(doc(repeat('sellers', 'seller', condition('seller.is_entity', p('{{state}}')))))).toEqual({
      sellers: null,
      state: null,
    });
  });

  it('drives which questions are shown', () => {
    const questions = ask(
      doc(condition('deal.kind == "asset"', p('{{assets}}'), otherwise(p('{{shares}}')))),
    );
    const ids = (answers: Record<string, string>) =>
      shownQuestions(questions, answers).map((question) => question.id);
    expect(ids({ 'deal.kind': 'asset' })).toEqual(['deal.kind', 'assets']);
    expect(ids({ 'deal.kind': 'stock' })).toEqual(['deal.kind', 'shares']);
  });

  it('always re-parses to the conditions it was made of', () => {
    const names = fc.constantFrom('a', 'b', 'deal.kind', 'Closing Date', 'x_1');
    const literal = fc.oneof(fc.string({ maxLength: 6 }), fc.boolean(), fc.integer({ min: -99, max: 99 }));
    const expression = fc.letrec<{ e: string }>((tie) => ({
      e: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        names.map((name) => (name.includes(' ') ? `[${name}]` : name)),
        fc
          .tuple(names, fc.constantFrom('==', '!=', '<'), literal)
          .map(([name, op, value]) => `[${name}] ${op} ${JSON.stringify(value)}`),
        fc.tuple(tie('e'), tie('e')).map(([left, right]) => `(${left}) or (${right})`),
        fc.tuple(tie('e'), tie('e')).map(([left, right]) => `(${left}) and (${right})`),
        tie('e').map((inner) => `not (${inner})`),
      ),
    })).e;
    const tree = fc.letrec<{ block: JsonNode }>((tie) => ({
      block: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        names.map((name) => p(field(name === 'Closing Date' ? 'closing' : `${name}_v`))),
        fc
          .tuple(expression, fc.array(tie('block'), { minLength: 1, maxLength: 3 }), fc.boolean())
          .map(([source, blocks, withElse]) =>
            condition(source, ...blocks, ...(withElse ? [otherwise(p('{{in_else}}'))] : [])),
          ),
      ),
    })).block;
    fc.assert(
      fc.property(fc.array(tree, { minLength: 1, maxLength: 4 }), (blocks) => {
        for (const question of ask(doc(...blocks))) {
          if (question.shown_if === null) continue;
          const parsed = parseExpression(question.shown_if);
          expect(parsed.ok).toBe(true);
          if (parsed.ok) expect(printExpression(parsed.expression)).toBe(question.shown_if);
        }
      }),
      { numRuns: 200 },
    );
  });
});
