// Streamed text shows sentinels (`⟦F1⟧`, `⟦D1⟧`) as the provider writes them; the user should see
// what they stand for. A sentinel can be cut between two pieces, so a piece's unfinished tail waits
// for the next one before it is restored and passed on.

const OPEN = '⟦';
const CLOSE = '⟧';
// A sentinel is short (sentinels.ts numbers them up to 7 digits); a longer unclosed tail is text.
const LONGEST_SENTINEL = 12;

/** Restores sentinels in streamed pieces before they reach `onDelta`; `flush` passes on what waits. */
export function restoredDeltas(
  onDelta: ((text: string) => void) | undefined,
  restore: (text: string) => string,
): { onDelta?: (text: string) => void; flush: () => void } {
  if (!onDelta) return { flush: () => {} };
  let waiting = '';
  return {
    onDelta: (piece) => {
      const text = waiting + piece;
      const open = text.lastIndexOf(OPEN);
      const unfinished = open >= 0 && !text.includes(CLOSE, open) && text.length - open <= LONGEST_SENTINEL;
      waiting = unfinished ? text.slice(open) : '';
      const ready = unfinished ? text.slice(0, open) : text;
      if (ready) onDelta(restore(ready));
    },
    flush: () => {
      if (waiting) onDelta(restore(waiting));
      waiting = '';
    },
  };
}
