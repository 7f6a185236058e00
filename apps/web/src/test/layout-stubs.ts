import { vi } from 'vitest';

/**
 * Gives jsdom the little layout the editor asks for: ProseMirror measures ranges when it scrolls
 * the selection into view, and Radix measures tooltips with ResizeObserver (unstubbed after each test).
 */
export function stubEditorLayout(): void {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  Range.prototype.getClientRects ??= () => rects;
  document.elementFromPoint ??= () => null;
  if (typeof ResizeObserver === 'undefined') {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
}
