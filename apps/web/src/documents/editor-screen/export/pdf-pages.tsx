import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';

// A sheet is never drawn wider than this on a wide screen: a page is read, not zoomed.
const MAX_PAGE_WIDTH = 880;
// Pages this far outside the view (in view heights) are drawn ahead; farther ones are let go.
const DRAW_AHEAD = '100% 0px';

interface PdfPagesProps {
  pdf: PDFDocumentProxy;
  /** The page mostly in view, counted from 1. */
  onCurrentPage: (page: number) => void;
}

/** The PDF's pages one under another, as wide as the view allows, each drawn when near the view. */
export function PdfPages({ pdf, onCurrentPage }: PdfPagesProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [pages, setPages] = useState<PDFPageProxy[]>([]);

  useEffect(() => {
    let live = true;
    void Promise.all(Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1))).then(
      (loaded) => live && setPages(loaded),
    );
    return () => {
      live = false;
    };
  }, [pdf]);

  useLayoutEffect(() => {
    const element = column.current;
    if (!element) return;
    const measure = () => setWidth(Math.min(MAX_PAGE_WIDTH, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const reportPage = () => {
    const view = scroller.current;
    if (!view) return;
    // The page whose top has passed a third of the way down the view.
    const line = view.scrollTop + view.clientHeight / 3;
    let current = 1;
    for (const sheet of view.querySelectorAll<HTMLElement>('[data-page]')) {
      if (sheet.offsetTop <= line) current = Number(sheet.dataset.page);
    }
    onCurrentPage(current);
  };

  return (
    <div
      ref={scroller}
      onScroll={reportPage}
      className="relative min-h-0 flex-1 overflow-y-auto bg-muted px-3 py-4 sm:px-8 sm:py-8"
    >
      <div ref={column} className="mx-auto flex w-full flex-col items-center gap-4 sm:gap-6">
        {width > 0 &&
          pages.map((page, index) => (
            <PdfPage
              key={page.pageNumber}
              page={page}
              width={width}
              label={`Page ${index + 1} of ${pages.length}`}
              root={scroller}
            />
          ))}
      </div>
    </div>
  );
}

interface PdfPageProps {
  page: PDFPageProxy;
  /** CSS pixels; the canvas has as many device pixels, so text stays sharp on high-DPI screens. */
  width: number;
  label: string;
  root: RefObject<HTMLDivElement | null>;
}

function PdfPage({ page, width, label, root }: PdfPageProps) {
  const sheet = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const near = useNearView(sheet, root);
  const natural = page.getViewport({ scale: 1 });
  const height = Math.round((width * natural.height) / natural.width);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    if (!near) {
      // A long contract's pages would otherwise hold their pixels all at once.
      element.width = 0;
      element.height = 0;
      return;
    }
    const viewport = page.getViewport({ scale: (width / natural.width) * (window.devicePixelRatio || 1) });
    element.width = Math.floor(viewport.width);
    element.height = Math.floor(viewport.height);
    const task = page.render({ canvas: element, viewport });
    // Cancelled when the page leaves the view or the width changes: nothing to report.
    task.promise.catch(() => undefined);
    return () => task.cancel();
  }, [page, width, near, natural.width]);

  return (
    <div
      ref={sheet}
      data-page={page.pageNumber}
      style={{ width, height }}
      className="shrink-0 bg-white shadow-md ring-1 ring-black/5"
    >
      <canvas ref={canvas} role="img" aria-label={label} className="block size-full" />
    </div>
  );
}

/** True while the element is in or near its scrolling parent's view. */
function useNearView(target: RefObject<HTMLElement | null>, root: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  const update = useEffectEvent((entries: IntersectionObserverEntry[]) => {
    const entry = entries.at(-1);
    if (entry) setNear(entry.isIntersecting);
  });
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(update, { root: root.current, rootMargin: DRAW_AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, root]);
  return near;
}
