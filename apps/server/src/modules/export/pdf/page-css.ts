import type { HeaderFooterConfig } from '@lexdraft/contract';
import { BAND_RULE, headerTextPosition, LOGO_INSET_PX, PAGE_NUMBER_COLOUR } from '@lexdraft/core';
import type { ExportImage } from '../export-document.js';
import { type PageLayout, pageLayout } from '../page-layout.js';
import { SANS } from './fonts.js';

// The printed page in CSS paged media: A4 with the layout's margins, and the header and footer
// drawn in the @page margin boxes, so that Chromium repeats them on every page and counts the
// pages itself. Each band is three boxes side by side (the two corners and the centre, stretched
// between the margins) of the band's colour, flush with the sheet's edge; the logo is the centre
// box's background image, which prints once per page from a single embedded image.

// The rule, logo inset and page-number colour are core's, shared with the editor's page view.
const BORDER = BAND_RULE;

const PAGE_NUMBER_CONTENT: Record<HeaderFooterConfig['footer']['pageNumbers']['format'], string> = {
  'page-x-of-y': '"Page " counter(page) " of " counter(pages)',
  x: 'counter(page)',
  'page-x': '"Page " counter(page)',
  'x-of-y': 'counter(page) " of " counter(pages)',
};

/**
 * Lines of text as one CSS string for a margin box's `content`, a line break (\A) between them.
 * The stylesheet sits in a <style> element, so besides quotes and backslashes the angle brackets are
 * escaped too: no text can close the element. Control characters are dropped.
 */
export function cssString(lines: string[]): string {
  const escaped = (line: string) =>
    line
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/[\\"<>]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `);
  return `"${lines.map(escaped).join('\\A ')}"`;
}

// A band's own text: small, as the page numbers, one line per line of the band.
const BAND_TEXT = `white-space: pre; vertical-align: middle; font: 9pt/1.3 ${SANS}; color: ${PAGE_NUMBER_COLOUR};`;

const px = (value: number) => `${Math.round(value * 100) / 100}px`;
// The settings are checked where they are saved and loaded; a print built from anything else
// still cannot put more than a colour into the stylesheet.
const colour = (value: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#ffffff');

/** The logo's size in its band: the width chosen, smaller if its height would not fit. */
function logoSize(logo: ExportImage, width: number, bandHeight: number) {
  const scale = Math.min(width / logo.width, Math.max(bandHeight - 2 * LOGO_INSET_PX, 1) / logo.height);
  return { width: logo.width * scale, height: logo.height * scale };
}

/** The three boxes of a band along one edge of the page. */
function band(edge: 'top' | 'bottom', margin: number, height: number, centre: string, fill: string): string {
  // The band sits against the sheet's edge; the rest of the margin is the gap before the text.
  const away = edge === 'top' ? 'margin-bottom' : 'margin-top';
  const box = `height: ${px(height)}; ${away}: ${px(margin - height)}; background-color: ${fill};`;
  return [
    `@${edge}-left-corner { content: ''; ${box} }`,
    `@${edge}-center { width: 100%; ${box} ${centre} }`,
    `@${edge}-right-corner { content: ''; ${box} }`,
  ].join('\n    ');
}

function headerBoxes(
  config: HeaderFooterConfig['header'],
  layout: PageLayout,
  logo: ExportImage | null,
  logoUrl: string | null,
  text: string[],
): string {
  const centre =
    text.length > 0
      ? [`content: ${cssString(text)}; text-align: ${headerTextPosition(config.logo)}; ${BAND_TEXT}`]
      : ["content: '';"];
  if (config.borderBottom) centre.push(`border-bottom: ${BORDER};`);
  if (config.logo && logo && logoUrl) {
    const size = logoSize(logo, config.logo.width, layout.headerPx);
    centre.push(
      `background-image: url("${logoUrl}"); background-repeat: no-repeat;`,
      `background-position: ${config.logo.position} center; background-size: ${px(size.width)} ${px(size.height)};`,
    );
  }
  return band('top', layout.margin.top, layout.headerPx, centre.join(' '), colour(config.backgroundColor));
}

function footerBoxes(config: HeaderFooterConfig['footer'], layout: PageLayout, text: string[]): string {
  const { pageNumbers } = config;
  // The band's text, then the page number on a line of its own, lined up with it.
  const numbers = pageNumbers.enabled ? PAGE_NUMBER_CONTENT[pageNumbers.format] : '';
  const content = [text.length > 0 ? cssString(text) : '', text.length > 0 && numbers ? '"\\A"' : '', numbers]
    .filter(Boolean)
    .join(' ');
  const centre =
    content === ''
      ? ["content: '';"]
      : [
          `content: ${content}; text-align: ${pageNumbers.enabled ? pageNumbers.position : 'center'};`,
          text.length > 0
            ? BAND_TEXT
            : `vertical-align: middle; font: 9pt/1 ${SANS}; color: ${PAGE_NUMBER_COLOUR};`,
        ];
  if (config.borderTop) centre.push(`border-top: ${BORDER};`);
  return band(
    'bottom',
    layout.margin.bottom,
    layout.footerPx,
    centre.join(' '),
    colour(config.backgroundColor),
  );
}

/**
 * The @page rule for a header and footer setting; `logoUrl` is the logo as a data URL (the logo
 * itself, loaded, gives its proportions).
 */
export function pageCss(
  config: HeaderFooterConfig,
  logo: ExportImage | null,
  logoUrl: string | null,
  bandText: { header: string[]; footer: string[] } = { header: [], footer: [] },
): string {
  const layout = pageLayout(config);
  const { top, right, bottom, left } = layout.margin;
  const boxes = [
    config.header.enabled ? headerBoxes(config.header, layout, logo, logoUrl, bandText.header) : '',
    config.footer.enabled ? footerBoxes(config.footer, layout, bandText.footer) : '',
  ].filter(Boolean);
  return `@page {
    size: A4;
    margin: ${px(top)} ${px(right)} ${px(bottom)} ${px(left)};
    ${boxes.join('\n    ')}
  }`;
}
