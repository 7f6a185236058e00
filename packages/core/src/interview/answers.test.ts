import { describe, expect, it } from 'vitest';
import { answerErrors, type InterviewQuestion, keptAnswers, shownQuestions } from '../index.js';

const question = (id: string, parts: Partial<InterviewQuestion> = {}): InterviewQuestion => ({
  id,
  label: id,
  type: 'text',
  required: false,
  group: 'Custom Fields',
  shown_if: null,
  options: [],
  item_fields: [],
  entity_fills: false,
  sensitive: false,
  ...parts,
});

const questions = [
  question('rush', { label: 'Rush', type: 'yes_no' }),
  question('deadline', { label: 'Deadline', type: 'date', required: true, shown_if: 'rush' }),
  question('deal.kind', { label: 'Deal kind', type: 'choice', options: ['asset', 'stock'] }),
  question('assets', { label: 'Assets', type: 'list', required: true, shown_if: 'deal.kind == "asset"' }),
  question('entity.name', { label: 'Entity Name', required: true, entity_fills: true }),
  question('client.email', { label: 'Client email', type: 'email' }),
];

describe('the questions asked', () => {
  it('follow the answers: a question shows only while its condition holds', () => {
    const ids = (answers: Record<string, string>) => shownQuestions(questions, answers).map((q) => q.id);
    expect(ids({})).toEqual(['rush', 'deal.kind', 'entity.name', 'client.email']);
    expect(ids({ rush: 'true', 'deal.kind': 'asset' })).toEqual([
      'rush',
      'deadline',
      'deal.kind',
      'assets',
      'entity.name',
      'client.email',
    ]);
    expect(ids({ rush: 'false' })).not.toContain('deadline');
  });

  it('leave out the fields a chosen entity fills', () => {
    const shown = shownQuestions(questions, {}, { entityChosen: true }).map((q) => q.id);
    expect(shown).not.toContain('entity.name');
  });

  it('never show a question whose condition does not read', () => {
    expect(shownQuestions([question('x', { shown_if: 'a ==' })], {})).toEqual([]);
  });
});

describe('answer errors', () => {
  it('name each required question left empty, with the spec wording', () => {
    expect(answerErrors(questions, { rush: 'true', 'deal.kind': 'asset' })).toEqual([
      { field: 'deadline', message: 'Deadline is required' },
      { field: 'assets', message: 'Assets is required' },
      { field: 'entity.name', message: 'Entity Name is required' },
    ]);
  });

  it('skip questions not asked, and a list with a row is answered', () => {
    const errors = answerErrors(
      questions,
      { rush: 'false', 'deal.kind': 'asset', 'entity.name': 'Acme' },
      { assets: [{ name: 'Truck' }] },
    );
    expect(errors).toEqual([]);
  });

  it('refuse values that do not fit their type; a choice takes any value', () => {
    const errors = answerErrors(questions, {
      rush: 'maybe',
      deadline: '2026-03-01',
      'deal.kind': 'bonds',
      'entity.name': 'Acme',
      'client.email': 'not-an-email',
    });
    expect(errors.map((error) => error.field)).toEqual(['rush', 'client.email']);
  });

  it('check dates as calendar days', () => {
    const dated = [question('d', { label: 'Date', type: 'date' })];
    expect(answerErrors(dated, { d: '2026-02-30' })).toEqual([
      { field: 'd', message: 'Date must be a date' },
    ]);
    expect(answerErrors(dated, { d: '2026-02-28' })).toEqual([]);
  });
});

describe('kept answers', () => {
  it('drop answers to questions not shown and to ids not asked at all', () => {
    const kept = keptAnswers(
      questions,
      { rush: 'false', deadline: '2026-01-01', 'deal.kind': 'stock', stray: 'x', 'entity.name': 'Acme' },
      { assets: [{ name: 'Truck' }] },
    );
    expect(kept).toEqual({
      answers: { rush: 'false', 'deal.kind': 'stock', 'entity.name': 'Acme' },
      lists: {},
    });
  });

  it('never read a prototype key as an answer', () => {
    const kept = keptAnswers([question('constructor')], {});
    expect(kept.answers).toEqual({});
  });
});
