import type { Editor } from '@tiptap/core';
import type { PerformanceTracker } from './performance-tracker';

// Feeds a tracker from a live editor. Nothing runs per frame while the editor is idle: a frame-rate
// window opens on activity in the focused editor of a visible page and closes after a window with none.

/** The length of one frame-rate sample. */
const FRAME_WINDOW_MS = 1_000;

/** What is read of the editor; a test passes a stand-in. */
export type SampledEditor = Pick<Editor, 'on' | 'off' | 'isFocused' | 'isEditable'>;

interface SamplingOptions {
  now?: () => number;
  /** Where keystrokes are heard and visibility read; the page's document by default. */
  document?: Document;
  /** The development log: the figures when the editor loses focus. */
  log?: (line: string) => void;
  describe?: () => string;
}

// Keys that change nothing on their own: pressing them is not typing.
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Fn']);

/** Starts measuring `editor` into `tracker`; returns the function that stops it. */
export function attachPerformanceSampling(
  editor: SampledEditor,
  tracker: PerformanceTracker,
  options: SamplingOptions = {},
): () => void {
  const now = options.now ?? (() => performance.now());
  const doc = options.document ?? document;
  const view = doc.defaultView ?? window;
  const pending = new Set<number>();

  const active = () => editor.isFocused && doc.visibilityState === 'visible';

  // Frame rate: frames counted over windows of FRAME_WINDOW_MS while there is activity.
  let frameHandle: number | null = null;
  let windowStart = 0;
  let windowFrames = 0;
  let lastActivity = Number.NEGATIVE_INFINITY;

  const onFrame = () => {
    frameHandle = null;
    windowFrames += 1;
    const time = now();
    const elapsed = time - windowStart;
    if (elapsed >= FRAME_WINDOW_MS) {
      tracker.recordFrameRate((windowFrames * 1_000) / elapsed);
      // Another window only when something happened during this one.
      if (lastActivity <= windowStart || !active()) return;
      windowStart = time;
      windowFrames = 0;
    }
    frameHandle = view.requestAnimationFrame(onFrame);
  };

  const noteActivity = () => {
    if (!active()) return;
    lastActivity = now();
    if (frameHandle !== null) return;
    windowStart = lastActivity;
    windowFrames = 0;
    frameHandle = view.requestAnimationFrame(onFrame);
  };

  const stopFrames = () => {
    if (frameHandle !== null) view.cancelAnimationFrame(frameHandle);
    frameHandle = null;
  };

  // Typing latency: from the keystroke to the next frame, when the browser paints its result.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!editor.isEditable || !editor.isFocused || MODIFIER_KEYS.has(event.key)) return;
    const start = now();
    const handle = view.requestAnimationFrame(() => {
      pending.delete(handle);
      tracker.recordTypingLatency(now() - start);
    });
    pending.add(handle);
    noteActivity();
  };

  // Slow operations: applying a transaction to the view and running its listeners.
  let transactionStart: number | null = null;
  const onBeforeTransaction = () => {
    transactionStart = now();
  };
  const onTransaction = () => {
    if (transactionStart === null) return;
    tracker.recordOperation('Document update', now() - transactionStart);
    transactionStart = null;
    noteActivity();
  };

  const onBlur = () => {
    stopFrames();
    if (options.log && options.describe) options.log(options.describe());
  };
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') stopFrames();
  };

  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('visibilitychange', onVisibility);
  editor.on('beforeTransaction', onBeforeTransaction);
  editor.on('transaction', onTransaction);
  editor.on('blur', onBlur);
  return () => {
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('visibilitychange', onVisibility);
    editor.off('beforeTransaction', onBeforeTransaction);
    editor.off('transaction', onTransaction);
    editor.off('blur', onBlur);
    stopFrames();
    for (const handle of pending) view.cancelAnimationFrame(handle);
    pending.clear();
  };
}
