import { describe, expect, it } from 'vitest';
import { detectPlaceholders } from './detect-placeholders.js';

const intelligent = { intelligentDetection: true };
const texts = (text: string, options = intelligent) =>
  detectPlaceholders(text, options).found.map((found) => found.text);

describe('detectPlaceholders', () => {
  it('finds {{field}} always, with its name and where it stands', () => {
    const { found } = detectPlaceholders('Dear {{ client_first_name }}, hi', { intelligentDetection: false });
    expect(found).toEqual([
      { kind: 'double_brace', text: '{{ client_first_name }}', name: 'client_first_name', start: 5, end: 28 },
    ]);
  });

  it('finds the other styles only with intelligent detection', () => {
    const text = 'With [Company Name], {state}, <<Client Name>> and «Closing Date».';
    expect(texts(text, { intelligentDetection: false })).toEqual([]);
    expect(texts(text)).toEqual(['[Company Name]', '{state}', '<<Client Name>>', '«Closing Date»']);
  });

  it('reports broken markers and leaves them out: unterminated, empty, too long', () => {
    const { found, problems } = detectPlaceholders('A {{name and {{}} then {{ok}}', intelligent);
    expect(found.map((placeholder) => placeholder.text)).toEqual(['{{ok}}']);
    expect(problems).toEqual([
      { problem: 'unterminated', text: '{{name', at: 2 },
      { problem: 'empty', text: '{{}}', at: 13 },
    ]);
    expect(detectPlaceholders(`{{${'x'.repeat(101)}}}`, intelligent).problems[0]?.problem).toBe('too-long');
    expect(detectPlaceholders('{{name\nrest}}', intelligent).problems[0]?.problem).toBe('unterminated');
  });

  it('does not take brackets that are text for placeholders', () => {
    expect(texts('[x] yes [ ] no [1] ref [sic] [Reserved] [a] {1} {{x}}')).toEqual(['{{x}}']);
  });

  it('does not find a single-brace or bracket placeholder inside another', () => {
    expect(texts('[{{client_name}}] and {{{raw}}}')).not.toContain('[{{client_name}}]');
  });

  it('finds blanks of underscores with the words that label them', () => {
    const { found } = detectPlaceholders(
      'Name: ________ Date: ____ and ___ (three is not a blank)',
      intelligent,
    );
    expect(found.map(({ text, name, start, end }) => ({ text, name, start, end }))).toEqual([
      { text: 'Name: ________', name: 'Name', start: 6, end: 14 },
      { text: 'Date: ____', name: 'Date', start: 21, end: 25 },
    ]);
  });

  it('labels a blank from the words after it when none stand before, and leaves stop words out', () => {
    expect(detectPlaceholders('________ (Signature)', intelligent).found[0]).toMatchObject({
      text: '________ (Signature)',
      name: 'Signature',
    });
    expect(detectPlaceholders('the sum of ______ dollars', intelligent).found[0]?.name).toBe('sum');
    expect(detectPlaceholders('______', intelligent).found[0]).toMatchObject({ text: '______', name: '' });
  });

  it('finds underlined spaces and tabs, and tabs on an underscore leader', () => {
    const text = 'Signature:      Witness:\t';
    const underlined = (index: number) => (index >= 10 && index < 16) || index === 24;
    expect(texts(text, { intelligentDetection: true, underlined } as never)).toEqual([
      'Signature: ____',
      'Witness: ____',
    ]);
    expect(texts('Name:\tDate:\t', { intelligentDetection: true, leaderTabs: true } as never)).toEqual([
      'Name: ____',
      'Date: ____',
    ]);
    expect(texts('Name:\tDate:\t')).toEqual([]);
  });

  it('takes [[field]] whole, not the [field] inside it', () => {
    expect(detectPlaceholders('Dear [[client_name]], [[x]]', intelligent).found).toMatchObject([
      { kind: 'square_bracket', text: '[[client_name]]', name: 'client_name' },
      { kind: 'square_bracket', text: '[[x]]', name: 'x' },
    ]);
  });

  it("reads a DocuSeal tag's name and settings", () => {
    expect(detectPlaceholders('{{Seller;type=signature;role=Seller}}', intelligent).found).toEqual([
      {
        kind: 'double_brace',
        text: '{{Seller;type=signature;role=Seller}}',
        name: 'Seller',
        start: 0,
        end: 37,
        tag: { name: 'Seller', type: 'signature', role: 'Seller' },
      },
    ]);
    expect(detectPlaceholders('{{a;b}}', intelligent).found[0]?.tag).toBeUndefined();
  });

  it('reports a }} no {{ opened, a { never closed and a section closed by another', () => {
    const { problems } = detectPlaceholders('{#users}{/bang} {title}} {footer', intelligent);
    expect(problems).toEqual([
      { problem: 'mismatched', text: '{#users}', at: 0, other: '{/bang}' },
      { problem: 'mismatched', text: '{/bang}', at: 8, other: '{#users}' },
      { problem: 'unopened', text: '{title}}', at: 16 },
      { problem: 'unterminated', text: '{footer', at: 25 },
    ]);
    // Only the }} needs no intelligent detection; sections that match or span paragraphs are fine.
    expect(
      detectPlaceholders('{#users}{/bang} {title}} {footer', { intelligentDetection: false }).problems,
    ).toEqual([{ problem: 'unopened', text: '{title}}', at: 16 }]);
    expect(detectPlaceholders('{#a}{#b}{/b}{/a} {/c} {#d} {{{raw}}}', intelligent).problems).toEqual([]);
  });

  it('never spans a line break or one of its own markers', () => {
    expect(texts('[Client\nName] {{a\uE000}}')).toEqual([]);
  });
});
