import {
  BAND_GAP_PX,
  isRecord,
  LAYOUT_POSITIONS,
  LETTERHEAD_HEIGHT,
  LETTERHEAD_WIDTH,
  OWN_ASSET_URL,
  PAGE,
} from '@lexdraft/core';
import type { HeaderFooterConfig, Letterhead } from '@/api/layout';
import { PageFooter, PageHeader, PageLetterhead } from '@/editor/page-decor';
import type { PageDecor } from '@/editor/page-view';

// What the page view shows around a document's text, fetched only for a document that has a
// letterhead, header or footer to show (use-document-layout.ts).

const size = (value: unknown, range: { min: number; max: number; default: number }) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(range.max, Math.max(range.min, Math.round(value)))
    : range.default;

/**
 * A stored letterhead in today's shape, as the export reads it (export/find-letterhead.ts): older
 * ones name the image `url`, and odd values are made good; null when it names no image of the firm.
 */
export function readLetterhead(value: unknown): Letterhead | null {
  if (!isRecord(value)) return null;
  const url = value.image_url ?? value.url;
  if (typeof url !== 'string' || !OWN_ASSET_URL.test(url)) return null;
  return {
    image_url: url,
    position: LAYOUT_POSITIONS.find((known) => known === value.position) ?? 'center',
    width: size(value.width, LETTERHEAD_WIDTH),
    height: size(value.height, LETTERHEAD_HEIGHT),
  };
}

const PX_PER_MM = 96 / 25.4;
/** A printed margin in CSS pixels: the spec's, or more where a band and the gap after it need it (export/page-layout.ts). */
const margin = (pageMm: number, bandPx: number) =>
  bandPx > 0 ? Math.max(pageMm * PX_PER_MM, bandPx + BAND_GAP_PX) : pageMm * PX_PER_MM;

/** What the sheet shows for a header and footer setting and a stored letterhead; null for nothing. */
export function pageDecor(
  config: HeaderFooterConfig | undefined,
  storedLetterhead: unknown,
): PageDecor | null {
  const header = config?.header.enabled ? config.header : null;
  const footer = config?.footer.enabled ? config.footer : null;
  const letterhead = readLetterhead(storedLetterhead);
  if (!header && !footer && !letterhead) return null;
  const headerPx = header?.height ?? 0;
  const footerPx = footer?.height ?? 0;
  // A printed page's text area, for the footer's estimate of the page count.
  const area = {
    widthPx: (PAGE.widthCm * 10 - PAGE.marginLeftMm - PAGE.marginRightMm) * PX_PER_MM,
    heightPx:
      PAGE.heightCm * 10 * PX_PER_MM -
      margin(PAGE.marginTopMm, headerPx) -
      margin(PAGE.marginBottomMm, footerPx),
    firstPageTopPx: letterhead ? letterhead.height + BAND_GAP_PX : 0,
  };
  return {
    headerPx,
    footerPx,
    gapPx: BAND_GAP_PX,
    header: header && <PageHeader header={header} />,
    letterhead: letterhead && <PageLetterhead letterhead={letterhead} gap={BAND_GAP_PX} />,
    footer: footer && <PageFooter footer={footer} area={area} />,
  };
}
