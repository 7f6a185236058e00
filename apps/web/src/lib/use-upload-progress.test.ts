import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/test/fake-backend';
import { useUploadProgress } from './use-upload-progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useUploadProgress', () => {
  it('is idle, rises by 10 every 200 ms up to 90, shows 100 when done, and is idle 500 ms later', async () => {
    const { result } = renderHook(() => useUploadProgress());
    expect(result.current.progress).toBeNull();
    const upload = deferred<string>();
    let answer: Promise<string> | undefined;
    act(() => {
      answer = result.current.track(() => upload.promise);
    });
    expect(result.current.progress).toBe(0);
    const seen: (number | null)[] = [];
    for (let tick = 0; tick < 11; tick += 1) {
      await act(() => vi.advanceTimersByTimeAsync(200));
      seen.push(result.current.progress);
    }
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90]);

    await act(async () => {
      upload.resolve('/api/docs/assets/org/file.png');
      await answer;
    });
    await expect(answer).resolves.toBe('/api/docs/assets/org/file.png');
    expect(result.current.progress).toBe(100);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(result.current.progress).toBe(100);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.progress).toBeNull();
  });

  it('goes straight back to idle when the upload fails, and throws its error', async () => {
    const { result } = renderHook(() => useUploadProgress());
    const upload = deferred<never>();
    let answer: Promise<unknown> | undefined;
    act(() => {
      answer = result.current.track(() => upload.promise).catch((error: unknown) => error);
    });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(result.current.progress).toBe(20);
    const failure = new Error('Image must be less than 5MB');
    await act(async () => {
      upload.resolve(Promise.reject(failure) as never);
      await answer;
    });
    await expect(answer).resolves.toBe(failure);
    expect(result.current.progress).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.progress).toBeNull();
  });

  it('starts over from 0 for a second upload', async () => {
    const { result } = renderHook(() => useUploadProgress());
    await act(() => result.current.track(async () => 'first'));
    expect(result.current.progress).toBe(100);
    const second = deferred<string>();
    act(() => {
      void result.current.track(() => second.promise);
    });
    expect(result.current.progress).toBe(0);
    // The first upload's reset does not cut the second one short.
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(result.current.progress).toBe(30);
  });
});
