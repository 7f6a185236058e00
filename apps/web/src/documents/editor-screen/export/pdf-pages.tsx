import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useColumnWidth, useNearView, usePageCanvas } from '@/lib/pdf-page-view';

interface PdfPagesProps {
  pdf: PDFDocumentProxy;
  /** The page mostly in view, counted from 1. */
  onCurrentPage: (page: number) => void;
}

/** The PDF's pages one under another, as wide as the view allows, each drawn when near the view. */
export function PdfPages({ pdf, onCurrentPage }: PdfPagesProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  const width = useColumnWidth(column);
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
  const near = useNearView(sheet, root);
  const { canvas } = usePageCanvas(page, width, near);
  const natural = page.getViewport({ scale: 1 });
  const height = Math.round((width * natural.height) / natural.width);

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
