import { TOOLBAR_OVERFLOW_RESERVE_PX } from '@lexdraft/core';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { fitToolbarItems } from './fit-toolbar-items';

function innerWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  return element.clientWidth - padding;
}

/**
 * Decides how many of `count` toolbar items stay in the bar. Each item's width is measured while it is
 * shown and remembered, so that items already moved into "More tools" still count when the bar widens.
 * The toolbar's own width is watched with a ResizeObserver (it does not depend on its content).
 */
export function useToolbarOverflow(count: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const widths = useRef<number[]>([]);
  const [visible, setVisible] = useState(count);

  const measure = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    items.current.forEach((item, index) => {
      if (item?.isConnected) widths.current[index] = item.getBoundingClientRect().width;
    });
    const known = Array.from({ length: count }, (_, index) => widths.current[index] ?? 0);
    setVisible(fitToolbarItems(known, innerWidth(container), TOOLBAR_OVERFLOW_RESERVE_PX));
  }, [count]);

  useLayoutEffect(() => {
    measure();
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(container);
    return () => observer.disconnect();
  }, [measure]);

  const itemRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    [],
  );

  return { containerRef, itemRef, visible };
}
