import { type RefObject, useEffect, useState } from 'react';

/** The text area of one printed page and of its first page, in CSS pixels at full size. */
export interface PageArea {
  /** The width of the text on a printed page. */
  widthPx: number;
  /** The height of the text on a printed page. */
  heightPx: number;
  /** Taken from the first page before the text (the letterhead and its gap). */
  firstPageTopPx: number;
}

/**
 * How many pages the document would print, estimated from the one long sheet: the text's height,
 * scaled to a full-size page's width where the sheet is narrower (a narrower column is as much
 * taller), cut into pages of the printed text height, each forced page break starting a new one.
 * An estimate (blocks far off screen count at a guessed height until shown); the print counts
 * exactly. Measured only while `enabled`, and again only when the text's size changes; `within`
 * is an element of the sheet.
 */
export function usePageCount(
  within: RefObject<HTMLElement | null>,
  area: PageArea,
  enabled: boolean,
): number {
  const [pages, setPages] = useState(1);
  const { widthPx, heightPx, firstPageTopPx } = area;
  useEffect(() => {
    const text = within.current?.closest('.lexdraft-page')?.querySelector<HTMLElement>('.ProseMirror');
    if (!enabled || !text || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const box = text.getBoundingClientRect();
      const scale = box.width > 0 ? box.width / widthPx : 1;
      let count = 0;
      let top = box.top;
      let before = firstPageTopPx;
      const pagesUpTo = (bottom: number) => {
        count += Math.max(1, Math.ceil((before + (bottom - top) * scale) / heightPx));
        before = 0;
      };
      for (const pageBreak of text.querySelectorAll(':scope > .page-break')) {
        const rect = pageBreak.getBoundingClientRect();
        pagesUpTo(rect.top);
        top = rect.bottom;
      }
      pagesUpTo(box.bottom);
      setPages(count);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [within, enabled, widthPx, heightPx, firstPageTopPx]);
  return enabled ? pages : 1;
}
