import type { HeaderFooterConfig } from '@lexdraft/contract';
import { BAND_GAP_PX, PAGE } from '@lexdraft/core';

// How a document's header and footer settings become the printed page, in CSS pixels (96 to the
// inch, the unit of the settings' heights and widths), one place for every renderer
// (docs/export-api.md). The header is a band of its height at the top edge of each page, the
// footer one at the bottom edge; the text keeps the spec's margins (20 mm top and bottom, 12 mm
// left and right), pushed further in where a band and a gap under it need more room.

/** CSS pixels in a millimetre. */
export const PX_PER_MM = 96 / 25.4;

// The gap is core's, so that the editor's page view keeps the same one.
export { BAND_GAP_PX };

export type PageLayout = {
  widthPx: number;
  heightPx: number;
  margin: { top: number; right: number; bottom: number; left: number };
  /** The header band's height; 0 when the header is off. */
  headerPx: number;
  /** The footer band's height; 0 when the footer is off. */
  footerPx: number;
};

const mm = (value: number) => value * PX_PER_MM;

/** The page's size, margins and bands for a header and footer setting. */
export function pageLayout(config: HeaderFooterConfig): PageLayout {
  const headerPx = config.header.enabled ? config.header.height : 0;
  const footerPx = config.footer.enabled ? config.footer.height : 0;
  const fit = (page: number, band: number) => (band > 0 ? Math.max(page, band + BAND_GAP_PX) : page);
  return {
    widthPx: mm(PAGE.widthCm * 10),
    heightPx: mm(PAGE.heightCm * 10),
    margin: {
      top: fit(mm(PAGE.marginTopMm), headerPx),
      right: mm(PAGE.marginRightMm),
      bottom: fit(mm(PAGE.marginBottomMm), footerPx),
      left: mm(PAGE.marginLeftMm),
    },
    headerPx,
    footerPx,
  };
}
