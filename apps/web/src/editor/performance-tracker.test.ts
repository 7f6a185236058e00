import {
  PERFORMANCE_DEFAULT_FPS,
  PERFORMANCE_FRAME_RATE_SAMPLES,
  PERFORMANCE_SLOW_OPERATION_MS,
  PERFORMANCE_TYPING_SAMPLES,
} from '@lexdraft/core';
import { describe, expect, it, vi } from 'vitest';
import { createPerformanceTracker, describePerformance, percentile } from './performance-tracker';

const clock = (start = 0) => {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

describe('percentile', () => {
  it('is the nearest-rank value, and null for no values', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([], 95)).toBeNull();
  });
});

describe('the performance tracker', () => {
  it('reports 60 fps, no typing latency and no slow operations before any sample', () => {
    expect(createPerformanceTracker().report()).toEqual({
      typingLatencyP95Ms: null,
      typingSamples: 0,
      framesPerSecond: PERFORMANCE_DEFAULT_FPS,
      frameRateSamples: 0,
      slowOperationCount: 0,
      recentSlowOperations: [],
    });
  });

  it('keeps the newest 100 typing latencies and reports their 95th percentile', () => {
    const tracker = createPerformanceTracker();
    // One old outlier, then 100 keystrokes of 1 to 100 ms: the outlier falls out.
    tracker.recordTypingLatency(90);
    for (let ms = 1; ms <= PERFORMANCE_TYPING_SAMPLES; ms++) tracker.recordTypingLatency(ms);
    expect(tracker.report()).toMatchObject({ typingSamples: 100, typingLatencyP95Ms: 95 });
  });

  it('keeps the newest 60 frame-rate samples and reports their mean', () => {
    const tracker = createPerformanceTracker();
    tracker.recordFrameRate(10);
    for (let sample = 0; sample < PERFORMANCE_FRAME_RATE_SAMPLES; sample++)
      tracker.recordFrameRate(sample % 2 === 0 ? 50 : 60);
    expect(tracker.report()).toMatchObject({ frameRateSamples: 60, framesPerSecond: 55 });
  });

  it('notes operations slower than 100 ms, newest first, and not those of 100 ms or less', () => {
    const { now, advance } = clock();
    const onSlowOperation = vi.fn();
    const tracker = createPerformanceTracker({ now, onSlowOperation });

    tracker.recordOperation('Document update', PERFORMANCE_SLOW_OPERATION_MS);
    advance(5);
    tracker.recordOperation('Document update', 101);
    advance(5);
    tracker.recordTypingLatency(180);

    expect(tracker.report().slowOperationCount).toBe(2);
    expect(tracker.report().recentSlowOperations).toEqual([
      { name: 'Keystroke', durationMs: 180, at: 10 },
      { name: 'Document update', durationMs: 101, at: 5 },
    ]);
    expect(onSlowOperation).toHaveBeenCalledTimes(2);
  });

  it('times a measured operation on its clock, even when it throws', () => {
    const { now, advance } = clock();
    const tracker = createPerformanceTracker({ now });

    const scan = () => {
      advance(150);
      return 'done';
    };
    expect(tracker.measure('Scan', scan)).toBe('done');
    expect(() =>
      tracker.measure('Save', () => {
        advance(250);
        throw new Error('failed');
      }),
    ).toThrow('failed');
    expect(tracker.report().recentSlowOperations.map(({ name, durationMs }) => [name, durationMs])).toEqual([
      ['Save', 250],
      ['Scan', 150],
    ]);
  });

  it('answers the same report until something is recorded, and tells its subscribers', () => {
    const tracker = createPerformanceTracker();
    const listener = vi.fn();
    const unsubscribe = tracker.subscribe(listener);
    const first = tracker.report();
    expect(tracker.report()).toBe(first);

    tracker.recordTypingLatency(12);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tracker.report()).not.toBe(first);

    unsubscribe();
    tracker.recordFrameRate(60);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('describes the figures in one log line', () => {
    const tracker = createPerformanceTracker();
    expect(describePerformance(tracker.report())).toBe(
      'Editor performance: no typing measured, 60 fps (no samples), 0 slow operations',
    );
    tracker.recordTypingLatency(14);
    tracker.recordFrameRate(58);
    expect(describePerformance(tracker.report())).toBe(
      'Editor performance: typing p95 14 ms over 1 keystrokes, 58 fps over 1 samples, 0 slow operations',
    );
  });
});
