/** Which editor a benchmark page opens. */
export type BenchVariant = 'product' | 'bare' | 'floor';

/** What run.mjs reads from a benchmark page through page.evaluate. */
export interface BenchApi {
  variant: BenchVariant;
  /** UTF-8 size of the HTML the editor was opened with. */
  htmlBytes: number;
  /** Fields found in the opened document: mergeField nodes (product) or `{{id}}` text (bare). */
  fieldCount: number;
  /** Median of five scanEditorFields runs on the document, ms; product only. */
  scanMs?: () => number;
  /** Puts the caret in the middle of the middle paragraph, focused, and waits for it to be painted. */
  placeCaret: () => Promise<void>;
  /** Keystroke-to-next-paint samples so far, ms, one per keydown. */
  samples: number[];
  /** Resolves `paceMs` after the `count`-th sample has landed: the typist's pace, not a measurement. */
  afterSample: (count: number, paceMs: number) => Promise<void>;
  /** Calls of editor.getHTML() since the page opened: none should come from typing. */
  htmlCalls: () => number;
}

declare global {
  interface Window {
    /** performance.now() when the editor was first painted editable, i.e. ms since navigation. */
    __benchReady?: number;
    __bench?: BenchApi;
  }
}
