import {
  PERFORMANCE_DEFAULT_FPS,
  PERFORMANCE_FRAME_RATE_SAMPLES,
  PERFORMANCE_SLOW_OPERATION_MS,
  PERFORMANCE_TYPING_PERCENTILE,
  PERFORMANCE_TYPING_SAMPLES,
} from '@lexdraft/core';

// The editor's performance figures (spec section 9), kept in memory and never sent anywhere.

/** An operation that took longer than PERFORMANCE_SLOW_OPERATION_MS. */
export interface SlowOperation {
  name: string;
  durationMs: number;
  /** When it ended, on the tracker's clock. */
  at: number;
}

/** The figures at one moment. */
export interface PerformanceReport {
  /** The 95th-percentile typing latency (keystroke to next frame), or null before the first keystroke. */
  typingLatencyP95Ms: number | null;
  typingSamples: number;
  /** The mean of the frame-rate samples kept, or PERFORMANCE_DEFAULT_FPS without any. */
  framesPerSecond: number;
  frameRateSamples: number;
  /** Every slow operation noted since the editor opened. */
  slowOperationCount: number;
  /** The newest slow operations, newest first. */
  recentSlowOperations: readonly SlowOperation[];
}

export interface PerformanceTracker {
  /** Notes an operation's duration; only a slow one is kept. */
  recordOperation(name: string, durationMs: number): void;
  /** Runs `run` and notes how long it took. */
  measure<T>(name: string, run: () => T): T;
  /** Keeps one keystroke's latency; a slow one is also noted as an operation. */
  recordTypingLatency(durationMs: number): void;
  recordFrameRate(framesPerSecond: number): void;
  /** The current figures; the same object until something is recorded (for useSyncExternalStore). */
  report(): PerformanceReport;
  /** Calls `listener` after each recording; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

interface TrackerOptions {
  /** Milliseconds on a monotonic clock; performance.now() unless a test passes its own. */
  now?: () => number;
  onSlowOperation?: (operation: SlowOperation) => void;
}

/** Enough to see what was slow lately without the list growing for the editor's whole life. */
const RECENT_SLOW_OPERATIONS = 10;

/** The nearest-rank percentile of `values` (0 < p <= 100), or null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/** Appends to a list kept at most `limit` long, dropping the oldest. */
function pushBounded<T>(list: T[], value: T, limit: number) {
  list.push(value);
  if (list.length > limit) list.splice(0, list.length - limit);
}

const roundTo = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** A tracker of the editor's slow operations, typing latencies and frame rate. */
export function createPerformanceTracker(options: TrackerOptions = {}): PerformanceTracker {
  const now = options.now ?? (() => performance.now());
  const typing: number[] = [];
  const frames: number[] = [];
  const slow: SlowOperation[] = [];
  let slowCount = 0;
  let snapshot: PerformanceReport | null = null;
  const listeners = new Set<() => void>();

  const changed = () => {
    snapshot = null;
    for (const listener of listeners) listener();
  };

  const recordOperation = (name: string, durationMs: number) => {
    if (durationMs <= PERFORMANCE_SLOW_OPERATION_MS) return;
    const operation = { name, durationMs: Math.round(durationMs), at: now() };
    slowCount += 1;
    pushBounded(slow, operation, RECENT_SLOW_OPERATIONS);
    options.onSlowOperation?.(operation);
    changed();
  };

  return {
    recordOperation,
    measure(name, run) {
      const start = now();
      try {
        return run();
      } finally {
        recordOperation(name, now() - start);
      }
    },
    recordTypingLatency(durationMs) {
      pushBounded(typing, durationMs, PERFORMANCE_TYPING_SAMPLES);
      if (durationMs > PERFORMANCE_SLOW_OPERATION_MS) recordOperation('Keystroke', durationMs);
      else changed();
    },
    recordFrameRate(framesPerSecond) {
      pushBounded(frames, framesPerSecond, PERFORMANCE_FRAME_RATE_SAMPLES);
      changed();
    },
    report() {
      if (snapshot) return snapshot;
      const p95 = percentile(typing, PERFORMANCE_TYPING_PERCENTILE);
      const meanFps =
        frames.length === 0
          ? PERFORMANCE_DEFAULT_FPS
          : frames.reduce((sum, fps) => sum + fps, 0) / frames.length;
      snapshot = {
        typingLatencyP95Ms: p95 === null ? null : roundTo(p95, 1),
        typingSamples: typing.length,
        framesPerSecond: roundTo(meanFps, 1),
        frameRateSamples: frames.length,
        slowOperationCount: slowCount,
        recentSlowOperations: [...slow].reverse(),
      };
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** One line for the development log: the percentile, the frame rate and the slow operations. */
export function describePerformance(report: PerformanceReport): string {
  const typing =
    report.typingLatencyP95Ms === null
      ? 'no typing measured'
      : `typing p${PERFORMANCE_TYPING_PERCENTILE} ${report.typingLatencyP95Ms} ms over ${report.typingSamples} keystrokes`;
  const fps =
    report.frameRateSamples === 0
      ? `${report.framesPerSecond} fps (no samples)`
      : `${report.framesPerSecond} fps over ${report.frameRateSamples} samples`;
  return `Editor performance: ${typing}, ${fps}, ${report.slowOperationCount} slow operations`;
}
