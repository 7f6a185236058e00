import { describe, expect, it } from 'vitest';
import { balanceMarkers, type TextMarker } from './marker-scan';

let at = 0;
const marker = (text: string, kind: TextMarker['marker']): TextMarker => {
  at += 20;
  return { from: at, to: at + text.length, text, marker: kind };
};
const IF = () => marker('{{#if x}}', { kind: 'if', expression: 'x' });
const ELSE = () => marker('{{else}}', { kind: 'else' });
const ENDIF = () => marker('{{/if}}', { kind: 'endif' });
const EACH = () => marker('{{#each l as i}}', { kind: 'each', list: 'l', as: 'i' });
const ENDEACH = () => marker('{{/each}}', { kind: 'endeach' });
const titles = (markers: TextMarker[]) => balanceMarkers(markers).unbalanced.map((item) => item.title);

describe('balanceMarkers', () => {
  it('finds the pairs, nested and with an else', () => {
    expect(balanceMarkers([IF(), EACH(), ENDEACH(), ELSE(), ENDIF()])).toEqual({
      unbalanced: [],
      hasPair: true,
    });
  });

  it('names what each unbalanced marker lacks', () => {
    expect(titles([IF()])).toEqual(['This {{#if}} has no {{/if}}']);
    expect(titles([ENDEACH()])).toEqual(['This {{/each}} has no {{#each}}']);
    expect(titles([ELSE()])).toEqual(['This {{else}} is outside any {{#if}}…{{/if}}']);
    expect(titles([IF(), ELSE(), ELSE(), ENDIF()])).toEqual(['This {{else}} is outside any {{#if}}…{{/if}}']);
    // A closer of the other kind closes nothing: both the opener and it are unbalanced, in document order.
    expect(titles([EACH(), ENDIF()])).toEqual([
      'This {{#each}} has no {{/each}}',
      'This {{/if}} has no {{#if}}',
    ]);
    expect(balanceMarkers([EACH(), ENDIF()]).hasPair).toBe(false);
  });
});
