import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { protectHtml } from './fields/sentinels.js';
import { restoredDeltas } from './restored-deltas.js';

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

describe('restoredDeltas', () => {
  const guarded = protectHtml(`<p>Dear ${field('person.first_name')}, write to ada@client.test.</p>`);

  it('shows each sentinel as what it stands for, wherever the pieces are cut', () => {
    const answer = `${guarded.text}<p>Again ⟦F1⟧ and ⟦`;
    const whole = guarded.restore(answer);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: answer.length - 1 }), { maxLength: 12 }),
        (cuts) => {
          const shown: string[] = [];
          const deltas = restoredDeltas((text) => shown.push(text), guarded.restore);
          let from = 0;
          for (const cut of [...cuts.sort((a, b) => a - b), answer.length]) {
            deltas.onDelta?.(answer.slice(from, cut));
            from = cut;
          }
          deltas.flush();
          expect(shown.join('')).toBe(whole);
          expect(shown.join('')).not.toMatch(/⟦[FD]\d/);
        },
      ),
    );
  });

  it('passes a long bracketed text on without waiting for a close', () => {
    const shown: string[] = [];
    const deltas = restoredDeltas(
      (text) => shown.push(text),
      (text) => text,
    );
    deltas.onDelta?.('a ⟦ not a sentinel at all');
    expect(shown).toEqual(['a ⟦ not a sentinel at all']);
  });

  it('needs no callback when nothing streams', () => {
    expect(restoredDeltas(undefined, (text) => text).onDelta).toBeUndefined();
  });
});
