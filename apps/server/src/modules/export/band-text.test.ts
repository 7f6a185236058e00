import { describe, expect, it } from 'vitest';
import { bandFieldIds, bandLines, bandTextLines } from './band-text.js';
import { cssString } from './pdf/page-css.js';

describe("a band's own text", () => {
  it('is a line per paragraph and line break, fields kept apart, blank lines at the ends dropped', () => {
    const lines = bandLines(
      '<p></p><p><strong>Harbor</strong> &amp; Co<br>for <span data-merge-field="client.name">{{client.name}}</span></p><h2>Suite 4</h2><p> </p>',
    );
    expect(lines).toEqual([
      [{ text: 'Harbor' }, { text: ' & Co' }],
      [{ text: 'for ' }, { field: 'client.name' }],
      [{ text: 'Suite 4' }],
    ]);
    expect(bandFieldIds(lines)).toEqual(['client.name']);
    expect(bandTextLines(lines, (id) => ({ text: `<${id}>` }))).toEqual([
      'Harbor & Co',
      'for <client.name>',
      'Suite 4',
    ]);
    expect(bandLines(undefined)).toEqual([]);
    expect(bandLines('  ')).toEqual([]);
  });

  it('goes into the stylesheet as one CSS string that no text can leave', () => {
    const css = cssString(['Say "hi" \\ </style><script>', 'line\ttwo']);
    expect(css).toBe('"Say \\22 hi\\22  \\5c  \\3c /style\\3e \\3c script\\3e \\A line two"');
    expect(css).not.toMatch(/<|>/);
  });
});
