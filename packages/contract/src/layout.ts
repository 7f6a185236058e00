import {
  HEADER_FOOTER_HEIGHT,
  LAYOUT_POSITIONS,
  LETTERHEAD_HEIGHT,
  LETTERHEAD_WIDTH,
  LOGO_WIDTH,
  OWN_ASSET_URL,
  PAGE_NUMBER_FORMATS,
} from '@lexdraft/core';
import { z } from 'zod';

// A document's header and footer (spec sections 3, 5 and 9; docs/layout-api.md): what
// GET and POST /api/docs/assets/header-footer-config/{documentId} answer and take.

export {
  HEADER_FOOTER_HEIGHT,
  LAYOUT_POSITIONS,
  LETTERHEAD_HEIGHT,
  LETTERHEAD_WIDTH,
  LOGO_WIDTH,
  OWN_ASSET_URL,
  PAGE_NUMBER_FORMATS,
} from '@lexdraft/core';

const stepped = (range: { min: number; max: number; step: number }) =>
  z
    .int()
    .min(range.min, `must be at least ${range.min}`)
    .max(range.max, `must be at most ${range.max}`)
    .multipleOf(range.step, `must be a multiple of ${range.step}`);

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb');
const position = z.enum(LAYOUT_POSITIONS);

const ownAssetUrl = z
  .string()
  .max(200)
  .regex(
    OWN_ASSET_URL,
    'must be an image uploaded to this organization (/api/docs/assets/{org}/{file}), not a remote URL',
  );

/**
 * The most text a header or footer's `content` holds: its HTML, sanitized by the server as a
 * document's is. A band is a line or two; this leaves room for formatting and merge fields.
 */
export const HEADER_FOOTER_CONTENT_MAX_LENGTH = 20_000;

/**
 * A band's own text as HTML (an imported Word header or footer's, with merge fields): optional;
 * the server stores it sanitized against the editor's allow-list, as it does a document's body.
 */
const bandContent = z
  .string()
  .max(
    HEADER_FOOTER_CONTENT_MAX_LENGTH,
    `must be at most ${HEADER_FOOTER_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  );

export const headerLogo = z.strictObject({
  url: ownAssetUrl,
  position: position.default('center'),
  width: stepped(LOGO_WIDTH).default(LOGO_WIDTH.default),
});

export const headerConfig = z.strictObject({
  enabled: z.boolean(),
  height: stepped(HEADER_FOOTER_HEIGHT),
  backgroundColor: colour,
  borderBottom: z.boolean(),
  logo: headerLogo.nullable(),
  content: bandContent.optional(),
});

export const pageNumbersConfig = z.strictObject({
  enabled: z.boolean(),
  position,
  format: z.enum(PAGE_NUMBER_FORMATS),
});

export const footerConfig = z.strictObject({
  enabled: z.boolean(),
  height: stepped(HEADER_FOOTER_HEIGHT),
  backgroundColor: colour,
  borderTop: z.boolean(),
  pageNumbers: pageNumbersConfig,
  content: bandContent.optional(),
});

/** The body of the POST and the answer of both paths. */
export const headerFooterConfig = z.strictObject({ header: headerConfig, footer: footerConfig });
export type HeaderFooterConfig = z.infer<typeof headerFooterConfig>;

export const headerFooterParams = z.object({ documentId: z.uuid({ message: 'must be a document id' }) });

/**
 * What a document never configured answers (spec section 9's heights and colours). Both are off:
 * a header or footer printed on every page of every document unasked would surprise; once the
 * footer is turned on, it numbers its pages.
 */
export const DEFAULT_HEADER_FOOTER: HeaderFooterConfig = {
  header: { enabled: false, height: 80, backgroundColor: '#ffffff', borderBottom: false, logo: null },
  footer: {
    enabled: false,
    height: 60,
    backgroundColor: '#ffffff',
    borderTop: false,
    pageNumbers: { enabled: true, position: 'center', format: 'page-x-of-y' },
  },
};

const bounded = (range: { min: number; max: number; default: number }) =>
  z
    .int()
    .min(range.min, `must be at least ${range.min}`)
    .max(range.max, `must be at most ${range.max}`)
    .default(range.default);

/**
 * A document's letterhead (spec section 3): an image of the firm's own printed on the first page
 * above the text. It lives in the version content's metadata as `letterhead`; an older document
 * may hold one in the document's own metadata, which moves into the content when the editor is
 * ready (spec section 4).
 */
export const letterhead = z.strictObject({
  image_url: ownAssetUrl,
  position: position.default('center'),
  width: bounded(LETTERHEAD_WIDTH),
  height: bounded(LETTERHEAD_HEIGHT),
});
export type Letterhead = z.infer<typeof letterhead>;

/**
 * PUT /docs/documents/{id}/letterhead: the letterhead to set (position, width and height may be
 * left to the defaults), or null to remove it.
 */
export const letterheadBody = z.strictObject({ letterhead: letterhead.nullable() });
export type LetterheadChange = z.input<typeof letterheadBody>;

/** What GET and PUT /docs/documents/{id}/letterhead answer: the content's letterhead, or null. */
export const letterheadAnswer = z.object({ letterhead: letterhead.nullable() });
