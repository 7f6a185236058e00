import { DEFAULT_HEADER_FOOTER, type HeaderFooterConfig } from '@lexdraft/contract';
import { describe, expect, it } from 'vitest';
import { htmlToDocumentJson } from '../../../lib/editor-document.js';
import { solidPng } from '../../../test/export.js';
import type { ExportDocument, ExportImage } from '../export-document.js';
import { PX_PER_MM, pageLayout } from '../page-layout.js';
import { pageCss } from './page-css.js';
import { printBodyHtml } from './print-body.js';
import { printHtml } from './print-html.js';

const ASSET =
  '/api/docs/assets/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222.png';
const OTHER =
  '/api/docs/assets/11111111-1111-4111-8111-111111111111/33333333-3333-4333-8333-333333333333.png';
const image = (width: number, height: number): ExportImage => ({
  bytes: solidPng(width, height, [1, 2, 3]),
  contentType: 'image/png',
  width,
  height,
});

function exportDocument(
  html: string,
  values: Record<string, string>,
  change: Partial<ExportDocument> = {},
): ExportDocument {
  return {
    name: 'Letter',
    body: htmlToDocumentJson(html),
    field: (id) =>
      id in values ? { text: values[id]!, unresolved: false } : { text: `Label of ${id}`, unresolved: true },
    letterhead: null,
    headerFooter: DEFAULT_HEADER_FOOTER,
    logo: null,
    images: new Map(),
    ...change,
  };
}

describe('printBodyHtml', () => {
  it('prints each field as its value, escaped, keeping the marks around it', () => {
    const doc = exportDocument(
      '<p>To <strong><span data-merge-field="client.name">{{client.name}}</span></strong>, {{fee}} and {{not a field!}}</p>',
      { 'client.name': 'Smith & <Jones> "LLP"', fee: '</p><script>alert(1)</script>' },
    );
    expect(printBodyHtml(doc)).toBe(
      '<p>To <strong>Smith &amp; &lt;Jones&gt; "LLP"</strong>, &lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; and {{not a field!}}</p>',
    );
  });

  it('prints an unresolved field as its label, highlighted', () => {
    const doc = exportDocument('<p><span data-merge-field="Closing Date">{{Closing Date}}</span></p>', {});
    expect(printBodyHtml(doc)).toBe(
      '<p><mark class="unresolved-field" title="Closing Date">Label of Closing Date</mark></p>',
    );
  });

  it('puts the leading header rows of a table in a thead (which repeats on each page), and only those', () => {
    const row = (cell: string, text: string) => `<tr><${cell}><p>${text}</p></${cell}></tr>`;
    const body = (html: string) => printBodyHtml(exportDocument(html, {}));
    const headed = body(
      `<table><tbody>${row('th', 'Head')}${row('th', 'Sub')}${row('td', 'One')}${row('th', 'Late')}</tbody></table>`,
    );
    expect(headed).toMatch(
      /<thead><tr><th[^>]*><p>Head<\/p><\/th><\/tr><tr><th[^>]*><p>Sub<\/p><\/th><\/tr><\/thead><tbody><tr><td[^>]*><p>One/,
    );
    expect(headed).toMatch(/<tr><th[^>]*><p>Late<\/p><\/th><\/tr><\/tbody><\/table>$/);
    // No leading header row, or nothing but header rows: printed as stored.
    for (const html of [
      `<table><tbody>${row('td', 'One')}${row('th', 'Late')}</tbody></table>`,
      `<table><tbody>${row('th', 'Only')}</tbody></table>`,
    ]) {
      expect(body(html)).not.toContain('<thead>');
      expect(body(html)).toContain('<tbody>');
    }
  });

  it('inlines the loaded images and leaves out the others', () => {
    const loaded = image(4, 3);
    const doc = exportDocument(
      `<img src="${ASSET}" alt="Seal" width="120"><img src="${OTHER}"><p>After</p>`,
      {},
      {
        images: new Map([[ASSET, loaded]]),
      },
    );
    expect(printBodyHtml(doc)).toBe(
      `<img src="data:image/png;base64,${loaded.bytes.toString('base64')}" alt="Seal" width="120"><p>After</p>`,
    );
  });
});

describe('printHtml', () => {
  it('is one page with no script and nothing to load but data: URLs', () => {
    const html = printHtml(
      exportDocument(
        '<h1>Title</h1><p>Text</p>',
        {},
        {
          name: '</title><script>x</script>',
          letterhead: { image: image(10, 5), position: 'right', width: 300, height: 90 },
        },
      ),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain(
      `content="default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'"`,
    );
    // Every url() and src is a data: URL.
    for (const [, url] of html.matchAll(/(?:url\(|src=)"?([^")\s]+)/g)) expect(url).toMatch(/^data:/);
    expect(html).toMatch(
      /<div class="letterhead" style="text-align: right"><img src="data:image\/png;base64,[^"]+" alt="" width="300" height="90"/,
    );
    expect(html.indexOf('class="letterhead"')).toBeLessThan(html.indexOf('<h1>'));
  });
});

describe('pageCss', () => {
  const config = (
    header: Partial<HeaderFooterConfig['header']>,
    footer: Partial<HeaderFooterConfig['footer']>,
  ) => ({
    header: { ...DEFAULT_HEADER_FOOTER.header, ...header },
    footer: { ...DEFAULT_HEADER_FOOTER.footer, ...footer },
  });

  it('keeps the spec margins, pushed in where a band needs more room', () => {
    expect(pageLayout(DEFAULT_HEADER_FOOTER).margin).toEqual({
      top: 20 * PX_PER_MM,
      right: 12 * PX_PER_MM,
      bottom: 20 * PX_PER_MM,
      left: 12 * PX_PER_MM,
    });
    const small = pageLayout(config({ enabled: true, height: 40 }, { enabled: true, height: 40 }));
    expect(small.margin.top).toBe(20 * PX_PER_MM);
    const tall = pageLayout(config({ enabled: true, height: 150 }, { enabled: true, height: 100 }));
    expect([tall.margin.top, tall.margin.bottom, tall.headerPx, tall.footerPx]).toEqual([166, 116, 150, 100]);
    expect(pageCss(DEFAULT_HEADER_FOOTER, null, null)).toContain(
      'size: A4;\n    margin: 75.59px 45.35px 75.59px 45.35px;',
    );
  });

  it.each([
    ['page-x-of-y', '"Page " counter(page) " of " counter(pages)'],
    ['x', 'counter(page)'],
    ['page-x', '"Page " counter(page)'],
    ['x-of-y', 'counter(page) " of " counter(pages)'],
  ] as const)('numbers pages as %s', (format, content) => {
    const css = pageCss(
      config({}, { enabled: true, pageNumbers: { enabled: true, position: 'left', format } }),
      null,
      null,
    );
    expect(css).toContain(`content: ${content}; text-align: left;`);
  });

  it('draws the bands in the margin boxes, with the logo sized to fit', () => {
    const css = pageCss(
      config(
        {
          enabled: true,
          height: 60,
          backgroundColor: '#112233',
          borderBottom: true,
          logo: { url: ASSET, position: 'right', width: 200 },
        },
        {
          enabled: true,
          height: 50,
          backgroundColor: '#445566',
          borderTop: false,
          pageNumbers: { enabled: false, position: 'center', format: 'x' },
        },
      ),
      image(400, 100),
      'data:image/png;base64,AAAA',
    );
    expect(css).toContain(
      "@top-left-corner { content: ''; height: 60px; margin-bottom: 16px; background-color: #112233; }",
    );
    // 200 px wide would be 50 px high, more than the 60 px band less 8 px above and below: 44 px high.
    expect(css).toContain('background-size: 176px 44px;');
    expect(css).toContain('background-position: right center;');
    expect(css).toContain('border-bottom: 1px solid #6b7280;');
    expect(css).toContain(
      "@bottom-center { width: 100%; height: 50px; margin-top: 25.59px; background-color: #445566; content: ''; }",
    );
    expect(css).not.toContain('counter(page)');
  });

  it('puts nothing but a colour in the stylesheet, whatever it is given', () => {
    const css = pageCss(
      config({ enabled: true, backgroundColor: 'red; } body { display: none' }, {}),
      null,
      null,
    );
    expect(css).toContain('background-color: #ffffff;');
    expect(css).not.toContain('display: none');
  });
});
