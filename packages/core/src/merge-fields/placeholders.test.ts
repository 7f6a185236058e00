import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPlaceholders,
  findPlaceholders,
  placeholderKind,
  placeholderNameProblem,
} from './placeholders.js';

const smart = new Set(['matter.number', 'retainer_amount']);
const names = (text: string) => findPlaceholders(text).placeholders.map((found) => found.name);
const problems = (text: string) =>
  findPlaceholders(text).problems.map(({ placeholder, position }) => [placeholder, position]);

describe('findPlaceholders', () => {
  it('finds each marker with where it starts', () => {
    expect(findPlaceholders('Dear {{person.first_name}}, re {{matter.number}}.')).toEqual({
      placeholders: [
        { name: 'person.first_name', raw: '{{person.first_name}}', position: 5 },
        { name: 'matter.number', raw: '{{matter.number}}', position: 31 },
      ],
      problems: [],
    });
    expect(names('{{a}}{{b}} and {{ padded }}')).toEqual(['a', 'b', ' padded ']);
  });

  it('leaves single braces alone: they are ordinary text', () => {
    expect(findPlaceholders('a { b } c {x} d } e {')).toEqual({ placeholders: [], problems: [] });
  });

  it('names too many braces, at either end', () => {
    expect(problems('Hi {{{x}} and {{y}}} and {{{z}}}')).toEqual([
      ['{{{x}}', 3],
      ['{{y}}}', 14],
      ['{{{z}}}', 25],
    ]);
    expect(findPlaceholders('{{{x}}').problems[0]!.message).toBe(
      'Too many braces in "{{{x}}": a field is written {{name}}',
    );
  });

  it('names braces split by a space, and one brace short', () => {
    const scan = findPlaceholders('A { {x}} B {x}} C {{ok}}');
    expect(scan.problems.map(({ placeholder, position }) => [placeholder, position])).toEqual([
      ['{ {x}}', 2],
      ['{x}}', 11],
    ]);
    expect(scan.problems[0]!.message).toBe(
      'Braces split by a space in "{ {x}}": write {{ with no space between',
    );
    expect(scan.problems[1]!.message).toBe('One brace is missing in "{x}}": a field is written {{name}}');
    expect(scan.placeholders.map((found) => found.name)).toEqual(['ok']);
  });

  it('names empty braces', () => {
    expect(findPlaceholders('x {{}} y {{  }}').problems.map((problem) => problem.message)).toEqual([
      'Empty braces "{{}}": put a field name between {{ and }}',
      'Empty braces "{{  }}": put a field name between {{ and }}',
    ]);
  });

  it('names a marker never closed on its line, and finds the next one', () => {
    const scan = findPlaceholders('Dear {{name\n\nSigned {{a {{b}} by {{c}');
    expect(scan.problems.map(({ placeholder, position }) => [placeholder, position])).toEqual([
      ['{{name', 5],
      ['{{a {{b}} by {{c}', 20],
      ['{{c}', 33],
    ]);
    expect(scan.problems[0]!.message).toBe('"{{name" is not closed: end the field with }}');
    expect(scan.placeholders.map((found) => found.name)).toEqual(['b']);
  });

  it('names a stray closing pair and a stray brace inside a marker', () => {
    expect(problems('done}} and {{a}b}}')).toEqual([
      ['}}', 4],
      ['{{a}b}}', 11],
    ]);
  });

  it('quotes a long broken marker shortly', () => {
    const [problem] = findPlaceholders(`{{${'x'.repeat(100)}`).problems;
    expect(problem!.message).toBe(`"{{${'x'.repeat(38)}…" is not closed: end the field with }}`);
    expect(problem!.placeholder).toHaveLength(102);
  });

  it('reads any text without throwing, every marker inside it, positions in order', () => {
    const text = fc.stringMatching(/^[a-z{} \n.]{0,80}$/);
    fc.assert(
      fc.property(text, (input) => {
        const { placeholders, problems } = findPlaceholders(input);
        for (const found of placeholders) {
          expect(input.slice(found.position, found.position + found.raw.length)).toBe(found.raw);
          expect(found.raw).toBe(`{{${found.name}}}`);
        }
        for (const problem of problems)
          expect(input.startsWith(problem.placeholder, problem.position)).toBe(true);
        const positions = [...placeholders, ...problems].map((item) => item.position);
        expect(new Set(positions).size).toBe(positions.length);
      }),
    );
  });
});

describe('placeholder kinds and names', () => {
  it('tells model, smart and custom fields apart', () => {
    expect(placeholderKind('person.first_name', smart)).toBe('model');
    expect(placeholderKind('owner.ownership_percentage', smart)).toBe('model');
    expect(placeholderKind('person.shoe_size', smart)).toBe('model');
    expect(placeholderKind('matter.number', smart)).toBe('smart');
    expect(placeholderKind('witness_name', smart)).toBe('custom');
  });

  it('refuses unknown model fields, ignored prefixes, bad custom names and padding', () => {
    expect(placeholderNameProblem('entity.ein', 'model')).toBeUndefined();
    expect(placeholderNameProblem('person.shoe_size', 'model')).toMatch(
      /^"person.shoe_size" is not a known field/,
    );
    expect(placeholderNameProblem('company.name', 'custom')).toMatch(/is ignored/);
    expect(placeholderNameProblem('organization.name', 'custom')).toMatch(/is ignored/);
    expect(placeholderNameProblem('1st party', 'custom')).toBe(
      '"1st party" is not a valid field name: Start with a letter or underscore, then use letters, digits, underscores, dots, hyphens or spaces',
    );
    expect(placeholderNameProblem('a'.repeat(51), 'custom')).toMatch(/at most 50 characters$/);
    expect(placeholderNameProblem(' client ', 'custom')).toBe(
      'Remove the spaces inside the braces: {{client}} is a field, {{ client }} is text',
    );
    expect(placeholderNameProblem('Client Name', 'custom')).toBeUndefined();
  });
});

describe('checkPlaceholders', () => {
  it('answers each name once with its kind and count, valid when nothing is wrong', () => {
    const check = checkPlaceholders(
      { text: '{{person.full_name}} owes {{retainer_amount}} to {{person.full_name}}; {{witness}}' },
      smart,
    );
    expect(check).toEqual({
      valid: true,
      placeholders: [
        { name: 'person.full_name', kind: 'model', valid: true, occurrences: 2 },
        { name: 'retainer_amount', kind: 'smart', valid: true, occurrences: 1 },
        { name: 'witness', kind: 'custom', valid: true, occurrences: 1 },
      ],
      errors: [],
    });
  });

  it('lists brace problems and bad names in text order, list names last', () => {
    const check = checkPlaceholders(
      { text: '{{1bad}} then {{{x}} then {{entity.nope}}', names: ['company.name', 'ok_name', '1bad'] },
      smart,
    );
    expect(check.valid).toBe(false);
    expect(check.errors.map((error) => [error.placeholder, error.position])).toEqual([
      ['1bad', 0],
      ['{{{x}}', 14],
      ['entity.nope', 26],
      ['company.name', undefined],
    ]);
    expect(
      check.placeholders.map(({ name, kind, valid, occurrences }) => [name, kind, valid, occurrences]),
    ).toEqual([
      ['1bad', 'custom', false, 2],
      ['entity.nope', 'model', false, 1],
      ['company.name', 'custom', false, 1],
      ['ok_name', 'custom', true, 1],
    ]);
    expect(check.placeholders[0]!.error).toMatch(/is not a valid field name/);
  });

  it('answers valid for nothing to check', () => {
    expect(checkPlaceholders({}, smart)).toEqual({ valid: true, placeholders: [], errors: [] });
  });
});
