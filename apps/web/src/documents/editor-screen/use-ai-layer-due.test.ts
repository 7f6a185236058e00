import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAiLayerDue } from './use-ai-layer-due';

describe('useAiLayerDue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is due once the given time has passed, and stays due', () => {
    const { result } = renderHook(() => useAiLayerDue(false, 10_000));
    expect(result.current.due).toBe(false);
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(result.current.due).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.due).toBe(true);
  });

  it('is due from the first time the AI tab is shown, and stays due after it closes', () => {
    const { result, rerender } = renderHook(({ tab }) => useAiLayerDue(tab, 10_000), {
      initialProps: { tab: false },
    });
    expect(result.current.due).toBe(false);
    rerender({ tab: true });
    expect(result.current.due).toBe(true);
    rerender({ tab: false });
    expect(result.current.due).toBe(true);
  });

  it('is due from the first pointer over or focus in the watched area', () => {
    for (const event of [
      new PointerEvent('pointerover', { bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
    ]) {
      const { result, unmount } = renderHook(() => useAiLayerDue(false, 10_000));
      const area = document.createElement('div');
      const inside = area.appendChild(document.createElement('span'));
      let release: (() => void) | undefined;
      act(() => {
        release = result.current.watch(area);
      });
      expect(result.current.due).toBe(false);
      act(() => {
        inside.dispatchEvent(event);
      });
      expect(result.current.due).toBe(true);
      release?.();
      unmount();
    }
  });
});
