// Private-use characters the redline pass writes into the Word text that mammoth converts, read back
// from the editor JSON of its HTML: where each tracked change and each comment's range begins and
// ends. They sit above the template import's own markers (U+E000 to U+E00F, which its XML reader
// drops from every file and its HTML pass removes), so neither import reads the other's.

const CHANGE_OPEN = '\uE010';
const CHANGE_CLOSE = '\uE012';
const COMMENT_OPEN = '\uE014';
const COMMENT_CLOSE = '\uE016';

/** What a marker says: where change or comment `index` begins or ends. */
export type Marker = { kind: 'change' | 'comment'; edge: 'open' | 'close'; index: number };

/** The text standing for one edge of change or comment `index`: `\uE010{index}\uE011` and so on. */
export function markerText({ kind, edge, index }: Marker): string {
  const first =
    kind === 'change'
      ? edge === 'open'
        ? CHANGE_OPEN
        : CHANGE_CLOSE
      : edge === 'open'
        ? COMMENT_OPEN
        : COMMENT_CLOSE;
  return `${first}${index}${String.fromCharCode(first.charCodeAt(0) + 1)}`;
}

/** Every marker in a text, with its offset and length. */
export const MARKERS = /([\uE010\uE012\uE014\uE016])(\d+)[\uE011\uE013\uE015\uE017]/g;

/** The marker a match of MARKERS stands for. */
export function readMarker(first: string, index: string): Marker {
  return {
    kind: first === CHANGE_OPEN || first === CHANGE_CLOSE ? 'change' : 'comment',
    edge: first === CHANGE_OPEN || first === COMMENT_OPEN ? 'open' : 'close',
    index: Number(index),
  };
}
