import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { protectHtml, protectText } from './sentinels.js';

const span = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

describe('protectText', () => {
  it('numbers fields by first appearance, one number per id, and gives the markers back', () => {
    const text = 'Between {{person.first_name}} and {{entity.name}}; {{person.first_name}} signs.';
    const guarded = protectText(text);

    expect(guarded.text).toBe('Between ⟦F1⟧ and ⟦F2⟧; ⟦F1⟧ signs.');
    expect(guarded.sentinels).toEqual(
      new Map([
        ['⟦F1⟧', 2],
        ['⟦F2⟧', 1],
      ]),
    );
    expect(guarded.restore('⟦F2⟧ and ⟦F1⟧ sign; ⟦F1⟧ pays.')).toBe(
      '{{entity.name}} and {{person.first_name}} sign; {{person.first_name}} pays.',
    );
    expect(guarded.check(guarded.text)).toMatchObject({ ok: true, message: null });
  });

  it('sends no e-mail address, SSN or EIN, and puts each back', () => {
    const text =
      'Write to jane.doe+legal@smith-law.co.uk or JANE@X.IO. SSN 123-45-6789, EIN 12-3456789; jane.doe+legal@smith-law.co.uk again.';
    const guarded = protectText(text);

    expect(guarded.text).toBe('Write to ⟦D1⟧ or ⟦D2⟧. SSN ⟦D3⟧, EIN ⟦D4⟧; ⟦D1⟧ again.');
    expect(guarded.restore(guarded.text)).toBe(text);
  });

  it('leaves dates, phone numbers, amounts and near misses alone', () => {
    const text =
      'On 2024-01-15 call 555-123-4567 about $1,234-56 or 123-45-67890, 1-23-4567 and user@localhost.';
    expect(protectText(text).text).toBe(text);
  });

  it('escapes text that already looks like a sentinel, so it cannot be confused with ours', () => {
    const text = 'Keep ⟦F1⟧ literally, a lone ⟦ and ⟧, then {{person.first_name}}.';
    const guarded = protectText(text);

    expect(guarded.text).toBe('Keep ⟦D1⟧ literally, a lone ⟦D2⟧ and ⟦D3⟧, then ⟦F1⟧.');
    expect(guarded.restore(guarded.text)).toBe(text);
    // The model's ⟦F1⟧ is the field, never the literal text.
    expect(guarded.restore('⟦F1⟧')).toBe('{{person.first_name}}');
  });

  it('treats a marker around an invalid name as text, protecting what is inside it', () => {
    const text = '{{a⟦F1⟧}} and {{jane@firm.com}} and {{ spaced }}';
    const guarded = protectText(text);

    expect(guarded.text).toBe('{{a⟦D1⟧}} and {{⟦D2⟧}} and {{ spaced }}');
    expect(guarded.restore(guarded.text)).toBe(text);
  });

  it('names what a rewrite dropped, repeated or invented', () => {
    const guarded = protectText('{{person.first_name}} owes {{Amount}} to {{entity.name}} by jane@firm.com');

    expect(guarded.check('⟦F2⟧ owes ⟦F2⟧ to ⟦F3⟧ via ⟦F9⟧ and {{client.name}}, ⟦D1⟧')).toMatchObject({
      ok: false,
      missing: [
        {
          token: '⟦F1⟧',
          kind: 'field',
          id: 'person.first_name',
          label: '{{person.first_name}}',
          expected: 1,
          found: 0,
        },
      ],
      duplicated: [{ token: '⟦F2⟧', id: 'Amount', label: '{{Amount}}', expected: 1, found: 2 }],
      invented: [
        { token: '⟦F9⟧', kind: 'field', label: '⟦F9⟧', expected: 0, found: 1 },
        { token: '{{client.name}}', kind: 'field', id: 'client.name', label: '{{client.name}}', found: 1 },
      ],
      message:
        'The rewrite dropped {{person.first_name}}, repeated {{Amount}} and added ⟦F9⟧ and {{client.name}}',
    });
    expect(guarded.check('⟦F1⟧ owes ⟦F2⟧ to ⟦F3⟧ by someone').message).toBe(
      'The rewrite dropped jane@firm.com',
    );
    expect(guarded.check('⟦F1⟧ ⟦F2⟧ ⟦F3⟧ ⟦D1⟧ ⟦F1').invented).toEqual([
      { token: '⟦', kind: 'data', label: '⟦', expected: 0, found: 1 },
    ]);
  });

  it('counts the same field five times exactly', () => {
    const guarded = protectText(Array(5).fill('{{Closing Date}}').join(', '));

    expect(guarded.text).toBe('⟦F1⟧, ⟦F1⟧, ⟦F1⟧, ⟦F1⟧, ⟦F1⟧');
    expect(guarded.check('⟦F1⟧ ⟦F1⟧ ⟦F1⟧ ⟦F1⟧').missing).toMatchObject([{ expected: 5, found: 4 }]);
    expect(guarded.check('⟦F1⟧ ⟦F1⟧ ⟦F1⟧ ⟦F1⟧ ⟦F1⟧ ⟦F1⟧').duplicated).toMatchObject([
      { expected: 5, found: 6 },
    ]);
    expect(guarded.check('⟦F1⟧⟦F1⟧⟦F1⟧⟦F1⟧⟦F1⟧').ok).toBe(true);
  });
});

describe('protectHtml', () => {
  it('sends each field span as a sentinel and puts back the exact span', () => {
    const html = `<p>Dear <strong>${span('person.first_name')}</strong>, re ${span('Closing Date')} and {{entity.name}}.</p>`;
    const guarded = protectHtml(html);

    expect(guarded.text).toBe('<p>Dear <strong>⟦F1⟧</strong>, re ⟦F2⟧ and ⟦F3⟧.</p>');
    expect(guarded.restore(guarded.text)).toBe(html);
    expect(guarded.restore('<p>⟦F2⟧, then ⟦F1⟧</p>')).toBe(
      `<p>${span('Closing Date')}, then ${span('person.first_name')}</p>`,
    );
  });

  it('gives a field written both as a span and as a marker one number, and each occurrence its own form', () => {
    const html = `<p>${span('Amount')} or {{Amount}}</p>`;
    const guarded = protectHtml(html);

    expect(guarded.text).toBe('<p>⟦F1⟧ or ⟦F1⟧</p>');
    expect(guarded.restore(guarded.text)).toBe(html);
  });

  it('takes a nested span as one field, the outer one, as the editor does', () => {
    const nested = `<span data-merge-field="a"><span data-merge-field="b">{{b}}</span></span>`;
    const html = `<p><span class="x">${span('c')}</span> ${nested}</p>`;
    const guarded = protectHtml(html);

    expect(guarded.text).toBe('<p><span class="x">⟦F1⟧</span> ⟦F2⟧</p>');
    expect(guarded.restore(guarded.text)).toBe(html);
    expect(guarded.check(guarded.text).ok).toBe(true);
  });

  it('escapes a field id containing a sentinel bracket; the span is not a field and nothing is confused', () => {
    const html = `<p><span data-merge-field="a⟦F1⟧">{{a⟦F1⟧}}</span> ${span('real')}</p>`;
    const guarded = protectHtml(html);

    expect(guarded.text).toBe('<p><span data-merge-field="a⟦D1⟧">{{a⟦D1⟧}}</span> ⟦F1⟧</p>');
    expect(guarded.restore(guarded.text)).toBe(html);
  });

  it('protects an e-mail address inside a link, in the href and the text', () => {
    const html = '<p><a href="mailto:jane@firm.com">jane@firm.com</a> or 123-45-6789</p>';
    const guarded = protectHtml(html);

    expect(guarded.text).toBe('<p><a href="mailto:⟦D1⟧">⟦D1⟧</a> or ⟦D2⟧</p>');
    expect(guarded.restore(guarded.text)).toBe(html);
  });

  it('reads the attribute in single quotes, unquoted or with entities', () => {
    const html = `<span data-merge-field='a'>{{a}}</span><span class="k" data-merge-field=b>{{b}}</span><span data-merge-field="c&#46;d">{{c.d}}</span>`;
    const guarded = protectHtml(html);

    expect(guarded.text).toBe('⟦F1⟧⟦F2⟧⟦F3⟧');
    expect(guarded.restore('⟦F3⟧')).toBe('<span data-merge-field="c&#46;d">{{c.d}}</span>');
  });

  it('keeps a field span that never closes as text, its marker still a sentinel', () => {
    const html = '<p><span data-merge-field="a">{{a}}</p>';
    const guarded = protectHtml(html);

    expect(guarded.text).toBe('<p><span data-merge-field="a">⟦F1⟧</p>');
    expect(guarded.restore(guarded.text)).toBe(html);
  });

  it('reports a span or marker the model wrote out itself as invented', () => {
    const guarded = protectHtml(`<p>${span('a')}</p>`);
    const check = guarded.check(`<p>⟦F1⟧ ${span('b')} {{c}}</p>`);

    expect(check.invented.map((issue) => issue.label)).toEqual(['{{b}}', '{{c}}']);
    expect(check.message).toBe('The rewrite added {{b}} and {{c}}');
  });

  it('handles 2,000 fields', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `field_${index}`);
    const html = `<p>${ids.map((id) => `${span(id)} and`).join(' ')}</p>`;
    const guarded = protectHtml(html);

    expect(guarded.sentinels.size).toBe(2000);
    expect(guarded.text).toContain('⟦F1⟧ and ⟦F2⟧');
    expect(guarded.text).toContain('⟦F2000⟧ and</p>');
    expect(guarded.restore(guarded.text)).toBe(html);
    expect(guarded.check(guarded.text).ok).toBe(true);
    expect(guarded.check(guarded.text.replace('⟦F1234⟧', '')).message).toBe(
      'The rewrite dropped {{field_1233}}',
    );
  });

  it('stays fast on a megabyte with no spaces', () => {
    const started = performance.now();
    protectText(`${'a'.repeat(1_000_000)}@`);
    protectHtml(`<p>${'1-'.repeat(500_000)}</p>`);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('any text', () => {
  const piece = fc.constantFrom(
    'a',
    ' ',
    '{{',
    '}}',
    '{{x}}',
    '{{person.first_name}}',
    '⟦',
    '⟧',
    '⟦F1⟧',
    '⟦D2⟧',
    'F1',
    'jane@firm.com',
    '@',
    '.',
    '123-45-6789',
    '12-3456789',
    '-',
    '9',
    '<span data-merge-field="x">',
    '</span>',
    '<b>',
    '"',
  );
  const text = fc.oneof(
    fc.array(piece, { maxLength: 30 }).map((parts) => parts.join('')),
    fc.string({ maxLength: 40 }),
  );

  it('comes back exactly, passes its own check, and sends no field marker', () => {
    fc.assert(
      fc.property(text, (input) => {
        for (const guarded of [protectText(input), protectHtml(input)]) {
          expect(guarded.restore(guarded.text)).toBe(input);
          expect(guarded.check(guarded.text)).toMatchObject({ ok: true });
          expect(guarded.text).not.toMatch(/\{\{(x|person\.first_name)\}\}/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('sends no e-mail address, SSN or EIN that stands as a word', () => {
    const words = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(' '));
    fc.assert(
      fc.property(words, (input) => {
        for (const guarded of [protectText(input), protectHtml(input)]) {
          expect(guarded.text).not.toMatch(/jane@firm\.com|123-45-6789|12-3456789/);
        }
      }),
      { numRuns: 500 },
    );
  });
});
