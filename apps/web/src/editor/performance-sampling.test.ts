import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachPerformanceSampling, type SampledEditor } from './performance-sampling';
import { createPerformanceTracker } from './performance-tracker';

type Handler = () => void;

/** An editor stand-in: its focus and editability are set by the test, its events emitted by hand. */
function fakeEditor() {
  const handlers = new Map<string, Set<Handler>>();
  const editor = {
    isFocused: true,
    isEditable: true,
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return editor;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return editor;
    },
    emit(event: string) {
      for (const handler of handlers.get(event) ?? []) handler();
    },
  };
  return editor;
}

const FRAME_MS = 16;

let editor: ReturnType<typeof fakeEditor>;
let tracker: ReturnType<typeof createPerformanceTracker>;
let detach: () => void;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'],
  });
  editor = fakeEditor();
  tracker = createPerformanceTracker();
  detach = attachPerformanceSampling(editor as unknown as SampledEditor, tracker);
});

afterEach(() => {
  detach();
  vi.useRealTimers();
});

const press = (key: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key }));

describe('performance sampling', () => {
  it('measures a keystroke in the focused editor up to the next frame', () => {
    press('a');
    expect(tracker.report().typingSamples).toBe(0);

    vi.advanceTimersToNextFrame();
    expect(tracker.report().typingSamples).toBe(1);
    expect(tracker.report().typingLatencyP95Ms).toBe(FRAME_MS);
  });

  it('ignores modifier keys, and keys pressed outside the editor or in a read-only one', () => {
    press('Shift');
    editor.isFocused = false;
    press('a');
    editor.isFocused = true;
    editor.isEditable = false;
    press('a');
    vi.advanceTimersByTime(100);
    expect(tracker.report().typingSamples).toBe(0);
  });

  it('samples the frame rate in windows of a second while there is activity, then stops asking for frames', () => {
    press('a');
    vi.advanceTimersByTime(500);
    press('b');
    // The first window (63 frames of 16 ms) had more activity after its start: a second one follows.
    vi.advanceTimersByTime(510);
    expect(tracker.report().frameRateSamples).toBe(1);
    expect(tracker.report().framesPerSecond).toBeCloseTo(1_000 / FRAME_MS, 0);
    expect(vi.getTimerCount()).toBe(1);

    // The second window had none: it is the last, and no frame is requested any more.
    vi.advanceTimersByTime(1_010);
    expect(tracker.report().frameRateSamples).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks for no frames while the editor is idle or unfocused', () => {
    vi.advanceTimersByTime(5_000);
    expect(vi.getTimerCount()).toBe(0);
    editor.isFocused = false;
    editor.emit('beforeTransaction');
    editor.emit('transaction');
    expect(vi.getTimerCount()).toBe(0);
    expect(tracker.report().frameRateSamples).toBe(0);
  });

  it('notes a document update slower than 100 ms', () => {
    editor.emit('beforeTransaction');
    vi.advanceTimersByTime(150);
    editor.emit('transaction');
    editor.emit('beforeTransaction');
    vi.advanceTimersByTime(20);
    editor.emit('transaction');

    expect(tracker.report().recentSlowOperations).toMatchObject([
      { name: 'Document update', durationMs: 150 },
    ]);
  });

  it('stops measuring when detached', () => {
    press('a');
    detach();
    expect(vi.getTimerCount()).toBe(0);
    press('b');
    vi.advanceTimersByTime(1_000);
    expect(tracker.report()).toMatchObject({ typingSamples: 0, frameRateSamples: 0 });
  });
});
