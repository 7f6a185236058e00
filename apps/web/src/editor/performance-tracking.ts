import type { Editor } from '@tiptap/core';
import { useEffect } from 'react';
import { attachPerformanceSampling } from './performance-sampling';
import {
  createPerformanceTracker,
  describePerformance,
  type PerformanceTracker,
  type SlowOperation,
} from './performance-tracker';

// One tracker per editor, so the figures survive the menu bar leaving and coming back with preview.
const trackers = new WeakMap<Editor, PerformanceTracker>();

const logSlow = (operation: SlowOperation) =>
  console.info(`Slow editor operation: ${operation.name} took ${operation.durationMs} ms`);

/** The performance tracker of `editor`, made on first use. */
export function performanceTrackerOf(editor: Editor): PerformanceTracker {
  let tracker = trackers.get(editor);
  if (!tracker) {
    tracker = createPerformanceTracker({ onSlowOperation: import.meta.env.DEV ? logSlow : undefined });
    trackers.set(editor, tracker);
  }
  return tracker;
}

/** Measures `editor` while the calling component is mounted; in development, logs the figures. */
export function usePerformanceTracking(editor: Editor): PerformanceTracker {
  const tracker = performanceTrackerOf(editor);
  useEffect(
    () =>
      attachPerformanceSampling(editor, tracker, {
        log: import.meta.env.DEV ? console.info : undefined,
        describe: () => describePerformance(tracker.report()),
      }),
    [editor, tracker],
  );
  return tracker;
}
