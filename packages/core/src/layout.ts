import { isRecord } from './content.js';
// The page layout's limits and rules (spec sections 3, 5 and 9): the header and footer, the logo
// and the letterhead. The contract's schemas, the web dialogs and the renderers read them here.

/** Header and footer heights, in pixels: the spec's header slider, used for the footer too. */
export const HEADER_FOOTER_HEIGHT = { min: 40, max: 150, step: 10 } as const;
/** Logo width, in pixels (spec section 5). */
export const LOGO_WIDTH = { min: 40, max: 300, step: 10, default: 120 } as const;
/** Letterhead width, in pixels (spec section 5). */
export const LETTERHEAD_WIDTH = { min: 50, max: 500, default: 200 } as const;
/** Letterhead height, in pixels (spec section 5). */
export const LETTERHEAD_HEIGHT = { min: 50, max: 300, default: 100 } as const;

/**
 * How the header, footer and letterhead sit on the printed page, in CSS pixels (96 to the inch),
 * shared by the PDF export and the editor's page view so that the two look alike
 * (docs/export-api.md).
 */
/** Space between a header or footer band (or the letterhead) and the text. */
export const BAND_GAP_PX = 16;
/** Room kept between a logo and the top and bottom edges of its band. */
export const LOGO_INSET_PX = 8;
/** The header's bottom border and the footer's top border. */
export const BAND_RULE = '1px solid #6b7280';
/** The footer's page numbers: 9 pt sans-serif in this colour. */
export const PAGE_NUMBER_COLOUR = '#374151';

export const LAYOUT_POSITIONS = ['left', 'center', 'right'] as const;
export type LayoutPosition = (typeof LAYOUT_POSITIONS)[number];
/**
 * Where a header's own text (an imported Word header's) lines up: away from its logo, centred when
 * it has none, on the left when the logo is centred. A footer's text lines up with its page numbers.
 */
export function headerTextPosition(logo: { position: LayoutPosition } | null | undefined): LayoutPosition {
  if (!logo) return 'center';
  return logo.position === 'left' ? 'right' : 'left';
}

export const PAGE_NUMBER_FORMATS = ['page-x-of-y', 'x', 'page-x', 'x-of-y'] as const;
export type PageNumberFormat = (typeof PAGE_NUMBER_FORMATS)[number];

/**
 * Where a logo or letterhead may come from: an image uploaded to the firm
 * (`/api/docs/assets/{orgId}/{file}`); the groups are the organization and the file.
 */
export const OWN_ASSET_URL = /^\/api\/docs\/assets\/([0-9a-f-]{36})\/([0-9a-f-]{36}\.(?:png|jpg|gif|webp))$/;

/** True when `url` is an image uploaded to organization `orgId`. */
export function isOrgAssetUrl(url: unknown, orgId: string): url is string {
  return typeof url === 'string' && OWN_ASSET_URL.exec(url)?.[1] === orgId;
}

/** A page number as a footer prints it: page-x-of-y "Page 1 of 3", x "1", page-x "Page 1", x-of-y "1 of 3". */
export function pageNumberText(format: PageNumberFormat, page: number, pages: number): string {
  switch (format) {
    case 'page-x-of-y':
      return `Page ${page} of ${pages}`;
    case 'x':
      return String(page);
    case 'page-x':
      return `Page ${page}`;
    case 'x-of-y':
      return `${page} of ${pages}`;
  }
}

const clamp = (value: number, range: { min: number; max: number }) =>
  Math.min(range.max, Math.max(range.min, Math.round(value)));

type Size = { width: number; height: number };

/**
 * The letterhead size for an image of the given size in pixels: its own size if it fits, else
 * scaled down (or up, if tiny) keeping its proportions; clamped to the limits when its shape
 * cannot fit both (a very long, thin banner).
 */
export function fitLetterheadSize(image: Size): Size {
  const { width, height } = image;
  if (!(width > 0 && height > 0)) {
    return { width: LETTERHEAD_WIDTH.default, height: LETTERHEAD_HEIGHT.default };
  }
  const down = Math.min(1, LETTERHEAD_WIDTH.max / width, LETTERHEAD_HEIGHT.max / height);
  const up = Math.max(1, LETTERHEAD_WIDTH.min / width, LETTERHEAD_HEIGHT.min / height);
  const scale = down < 1 ? down : up;
  return { width: clamp(width * scale, LETTERHEAD_WIDTH), height: clamp(height * scale, LETTERHEAD_HEIGHT) };
}

/** A letterhead as the content's metadata holds it (the contract's `letterhead`, with its defaults). */
export type LetterheadValue = { image_url: string; position: LayoutPosition; width: number; height: number };

const sizeOr = (value: unknown, range: { min: number; max: number; default: number }) =>
  typeof value === 'number' && Number.isFinite(value) ? clamp(value, range) : range.default;

/**
 * A letterhead found in a document's own metadata (the older place) in today's shape: older ones
 * name the image `url` rather than `image_url`, and odd sizes or positions are made good. Null
 * unless `usable` accepts its image URL (the caller's rule: an asset of the organization). The
 * export reads it this way and the editor moves it into the content this way.
 */
export function legacyLetterhead(value: unknown, usable: (url: string) => boolean): LetterheadValue | null {
  if (!isRecord(value)) return null;
  const url = value.image_url ?? value.url;
  if (typeof url !== 'string' || !usable(url)) return null;
  return {
    image_url: url,
    position: LAYOUT_POSITIONS.find((known) => known === value.position) ?? 'center',
    width: sizeOr(value.width, LETTERHEAD_WIDTH),
    height: sizeOr(value.height, LETTERHEAD_HEIGHT),
  };
}
