import type { PDFPageProxy } from 'pdfjs-dist';
import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';

// Drawing a PDF's pages one under another with pdf.js, as Print preview and the signing page both
// do: the column's width, whether a sheet is near the view, and the sheet's canvas.

// A sheet is never drawn wider than this on a wide screen: a page is read, not zoomed.
export const MAX_PAGE_WIDTH = 880;
// Pages this far outside the view (in view heights) are drawn ahead; farther ones are let go.
const DRAW_AHEAD = '100% 0px';

/** The column's width in CSS pixels, capped to a reading width; 0 until measured. */
export function useColumnWidth(column: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = column.current;
    if (!element) return;
    const measure = () => setWidth(Math.min(MAX_PAGE_WIDTH, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [column]);
  return width;
}

/** True while the element is in or near the view (of `root`, a scrolling parent, else the page's). */
export function useNearView(
  target: RefObject<HTMLElement | null>,
  root?: RefObject<HTMLElement | null>,
): boolean {
  const [near, setNear] = useState(false);
  const update = useEffectEvent((entries: IntersectionObserverEntry[]) => {
    const entry = entries.at(-1);
    if (entry) setNear(entry.isIntersecting);
  });
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(update, { root: root?.current, rootMargin: DRAW_AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, root]);
  return near;
}

/**
 * The canvas of a page `width` CSS pixels wide, drawn while `near` the view with as many device
 * pixels as it shows (so text stays sharp on high-density screens) and emptied when it is not, so
 * that a long contract's pages do not hold their pixels all at once. `drawnAt` is the width the
 * canvas was last fully drawn at, null while it is not.
 */
export function usePageCanvas(page: PDFPageProxy, width: number, near: boolean) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawnAt, setDrawnAt] = useState<number | null>(null);
  const naturalWidth = page.getViewport({ scale: 1 }).width;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    if (!near) {
      element.width = 0;
      element.height = 0;
      setDrawnAt(null);
      return;
    }
    const viewport = page.getViewport({ scale: (width / naturalWidth) * (window.devicePixelRatio || 1) });
    element.width = Math.floor(viewport.width);
    element.height = Math.floor(viewport.height);
    const task = page.render({ canvas: element, viewport });
    task.promise.then(
      () => setDrawnAt(width),
      // Cancelled when the page leaves the view or the width changes: nothing to report.
      () => undefined,
    );
    return () => task.cancel();
  }, [page, width, near, naturalWidth]);

  return { canvas, drawnAt };
}
