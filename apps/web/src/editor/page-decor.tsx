import {
  BAND_RULE,
  headerTextPosition,
  type LayoutPosition,
  LOGO_INSET_PX,
  PAGE_NUMBER_COLOUR,
  type PageNumberFormat,
  pageNumberText,
} from '@lexdraft/core';
import { type CSSProperties, type ReactNode, useMemo, useRef } from 'react';
import type { FooterConfig, HeaderConfig, Letterhead } from '@/api/layout';
import { useMergeFieldStore } from '@/merge-fields/merge-field-store';
import { bandLines } from './band-lines';
import { type PageArea, usePageCount } from './use-page-count';
import './page-decor.css';

// What the sheet shows besides the text (page-view.tsx's PageDecor), drawn as the PDF export prints
// page 1 (docs/export-api.md, export/pdf/page-css.ts): none of it is part of the document, so none
// of it is editable or takes the caret. Sizes are the settings' CSS pixels times --page-px, 1px on
// a full-size sheet and less where the sheet is narrower than A4, so a phone shows the page in
// proportion. Fetched with the document's layout, after the editor shows.

/** A length of `px` settings pixels on the sheet. */
export const sheetPx = (px: number) => `calc(${px} * var(--page-px))`;

const JUSTIFY: Record<LayoutPosition, CSSProperties['justifyContent']> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/** True when the format shows the page count, which then has to be estimated. */
const showsPageCount = (format: PageNumberFormat) => format.endsWith('-of-y');

/**
 * A band's own text (an imported Word band's), a line per line, as the exports print it: small type,
 * fields shown by their labels as the editor shows them.
 */
function BandText({
  content,
  position,
  children,
}: {
  content: string | undefined;
  position: LayoutPosition;
  /** What follows the text on a line of its own (the footer's page number), or stands alone without text. */
  children?: ReactNode;
}) {
  const lines = useMemo(() => bandLines(content), [content]);
  const definitions = useMergeFieldStore((state) => state.definitions);
  if (lines.length === 0) return children;
  const label = (id: string) => definitions.find((definition) => definition.id === id)?.label ?? id;
  return (
    <div
      className="lexdraft-page-band-text"
      data-slot="page-band-text"
      style={{ textAlign: position, color: PAGE_NUMBER_COLOUR }}
    >
      {lines.map((line, index) => (
        // Lines have no identity of their own; their order is the content's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are redrawn whole when the content changes
        <div key={index}>
          {line.map((piece, at) =>
            'field' in piece ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <span key={at} className="lexdraft-page-band-field">
                {label(piece.field)}
              </span>
            ) : (
              piece.text
            ),
          )}
        </div>
      ))}
      {children && <div>{children}</div>}
    </div>
  );
}

/** The header band along the sheet's top edge, with its logo and text. */
export function PageHeader({ header }: { header: HeaderConfig }) {
  const { logo } = header;
  return (
    <div
      className="lexdraft-page-band"
      data-slot="page-header"
      contentEditable={false}
      style={{ height: sheetPx(header.height), backgroundColor: header.backgroundColor }}
    >
      <div
        className="lexdraft-page-band-inner"
        style={{
          justifyContent: JUSTIFY[logo?.position ?? 'center'],
          borderBottom: header.borderBottom ? BAND_RULE : undefined,
        }}
      >
        {logo && (
          <img
            src={logo.url}
            alt="Header logo"
            draggable={false}
            // The box is the logo's width; a logo too tall for the band shrinks inside it, as printed.
            style={{
              width: sheetPx(logo.width),
              maxHeight: sheetPx(Math.max(header.height - 2 * LOGO_INSET_PX, 1)),
              objectFit: 'contain',
              objectPosition: `${logo.position} center`,
            }}
          />
        )}
        <BandText content={header.content} position={headerTextPosition(logo)} />
      </div>
    </div>
  );
}

/**
 * The footer band along the sheet's bottom edge. The sheet is one long page, so its page number
 * is page 1's, of the page count the text would print to, estimated (use-page-count.ts).
 */
export function PageFooter({ footer, area }: { footer: FooterConfig; area: PageArea }) {
  const { pageNumbers } = footer;
  const band = useRef<HTMLDivElement>(null);
  const pages = usePageCount(band, area, pageNumbers.enabled && showsPageCount(pageNumbers.format));
  return (
    <div
      ref={band}
      className="lexdraft-page-band"
      data-slot="page-footer"
      contentEditable={false}
      style={{ height: sheetPx(footer.height), backgroundColor: footer.backgroundColor }}
    >
      <div
        className="lexdraft-page-band-inner"
        style={{
          justifyContent: JUSTIFY[pageNumbers.position],
          borderTop: footer.borderTop ? BAND_RULE : undefined,
        }}
      >
        <BandText content={footer.content} position={pageNumbers.enabled ? pageNumbers.position : 'center'}>
          {pageNumbers.enabled && (
            // Only an estimate on one long sheet; the printed pages number themselves.
            <span aria-hidden="true" className="lexdraft-page-number" style={{ color: PAGE_NUMBER_COLOUR }}>
              {pageNumberText(pageNumbers.format, 1, pages)}
            </span>
          )}
        </BandText>
      </div>
    </div>
  );
}

/** The letterhead above the text, at its size (the image filling it, as printed) and position. */
export function PageLetterhead({ letterhead, gap }: { letterhead: Letterhead; gap: number }) {
  const { width, height } = letterhead;
  return (
    <div
      className="lexdraft-page-letterhead"
      data-slot="page-letterhead"
      contentEditable={false}
      style={{ textAlign: letterhead.position, marginBottom: `${gap}px` }}
    >
      <img
        src={letterhead.image_url}
        alt="Letterhead"
        draggable={false}
        width={width}
        height={height}
        style={{ width: sheetPx(width), aspectRatio: `${width} / ${height}` }}
      />
    </div>
  );
}
