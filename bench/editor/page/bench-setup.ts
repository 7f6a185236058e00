import type { Editor } from '@tiptap/core';
import { scanEditorFields } from '@/editor/scan-editor-fields';
import type { BenchApi, BenchVariant } from './bench-api';
import { afterNextPaint, installKeystrokeProbe } from './paint-probe';

const SCAN_RUNS = 5;

/** What a variant tells about its document; the keystroke probe is added by exposeBench. */
export type BenchTarget = Omit<BenchApi, 'samples' | 'afterSample'>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Median time of SCAN_RUNS panel scans of the editor's document, ms. */
function timeScans(editor: Editor): number {
  const times: number[] = [];
  for (let run = 0; run < SCAN_RUNS; run += 1) {
    const start = performance.now();
    scanEditorFields(editor.state.doc);
    times.push(performance.now() - start);
  }
  return median(times);
}

async function placeCaret(editor: Editor): Promise<void> {
  const paragraphs: Array<{ pos: number; size: number }> = [];
  editor.state.doc.forEach((node, offset) => {
    if (node.type.name === 'paragraph') paragraphs.push({ pos: offset, size: node.content.size });
  });
  const middle = paragraphs[Math.floor(paragraphs.length / 2)];
  if (!middle) throw new Error('The document has no paragraph');
  editor
    .chain()
    .focus()
    .setTextSelection(middle.pos + 1 + Math.floor(middle.size / 2))
    .scrollIntoView()
    .run();
  // TipTap focuses in a rAF: the second frame shows the caret in place.
  await afterNextPaint();
  await afterNextPaint();
  if (!editor.view.hasFocus()) throw new Error('The editor did not take the focus');
}

/** Counts editor.getHTML() calls from now on, so the run can tell that typing never serializes. */
function countHtmlCalls(editor: Editor): () => number {
  let calls = 0;
  const getHTML = editor.getHTML.bind(editor);
  editor.getHTML = () => {
    calls += 1;
    return getHTML();
  };
  return () => calls;
}

/** The benchmark's view of an editor: its fields (counted outside any timing), caret and scan. */
export function editorTarget(editor: Editor, variant: BenchVariant, html: string): BenchTarget {
  const counts = scanEditorFields(editor.state.doc);
  return {
    variant,
    htmlBytes: new TextEncoder().encode(html).length,
    fieldCount: [...counts.values()].reduce((sum, count) => sum + count, 0),
    placeCaret: () => placeCaret(editor),
    htmlCalls: countHtmlCalls(editor),
    ...(variant === 'product' ? { scanMs: () => timeScans(editor) } : {}),
  };
}

/** Marks the page ready once its first frame is painted, then exposes the benchmark API. */
export async function exposeBench(makeTarget: () => BenchTarget): Promise<void> {
  window.__benchReady = await afterNextPaint();
  window.__bench = { ...makeTarget(), ...installKeystrokeProbe() };
}
