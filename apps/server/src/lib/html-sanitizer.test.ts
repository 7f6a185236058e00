import { MAX_HTML_NESTING_DEPTH } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { sanitizeDocumentHtml as sanitize } from './html-sanitizer.js';

function sanitizeDocumentHtml(html: string): string {
  const result = sanitize(html);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.html;
}

// Vectors from the OWASP XSS filter evasion cheat sheet and friends: none may survive as markup
// that runs code, loads a foreign resource or styles the page.
const vectors = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/docs/assets/a.png" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="https://tracker.example/pixel.gif">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">x</a>',
  '<p onclick="alert(1)">x</p>',
  '<p onmouseover=alert(1)>x</p>',
  '<svg onload=alert(1)><circle/></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">x</p>',
  '<span style="font-size: expression(alert(1))">x</span>',
  '<div style="behavior: url(x.htc)">x</div>',
  '<base href="https://evil.example/">',
  '<p><!--<script>alert(1)</script>--></p>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td style="width: calc(100% - javascript:1)">x</td>',
  '<span data-merge-field="x" onmouseenter="alert(1)">{{x}}</span>',
  '<div data-page-break="true" class="page-break evil-overlay"></div>',
  '<pre><code class="evil-overlay">x</code></pre>',
  '<div data-if="<script>alert(1)</script>"><p>x</p></div>',
  '<div data-if="a" onclick="alert(1)"><p>x</p><div data-else="" onmouseover="alert(1)"><p>y</p></div></div>',
  '<span data-if="a"><script>alert(1)</script>">x</span>',
  '<table><tr data-each="l" data-as="i" onclick="alert(1)" style="position:fixed"><td>x</td></tr></table>',
];

const dangerous = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /<iframe|<object|<embed|<form|<input|<svg|<math|<meta|<link|<style|<base|<body|<details/i,
  /expression\(/i,
  /url\(/i,
  /position\s*:/i,
  /href="\/\//,
  /src="(?!\/api\/docs\/assets\/)/,
  /evil-overlay/,
  /href="data:/i,
];

describe('sanitizeDocumentHtml', () => {
  it.each(vectors)('neutralizes %s', (vector) => {
    const clean = sanitizeDocumentHtml(vector);
    for (const pattern of dangerous) expect(clean).not.toMatch(pattern);
  });

  // Written in the sanitizer's own serialization (no space after a colon, void elements closed).
  it("keeps everything the editor's schema produces", () => {
    const html = [
      '<h1 style="text-align:center">Title</h1>',
      '<h6>Small</h6>',
      '<p style="text-align:justify"><strong>b</strong><em>i</em><u>u</u><s>s</s>',
      '<span style="font-size:18px">big</span>',
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://law.example/terms">link</a>',
      '<a href="mailto:clerk@law.example">mail</a></p>',
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
      '<table style="min-width:50px"><colgroup><col style="min-width:25px" /></colgroup>',
      '<tbody><tr><th colspan="1" rowspan="1"><p>H</p></th></tr>',
      '<tr><td colspan="2" rowspan="1" colwidth="120"><p>C</p></td></tr></tbody></table>',
      '<img src="/api/docs/assets/org/logo.png" alt="Logo" />',
      '<div data-page-break="true" class="page-break"></div>',
      '<p>Dear <span data-merge-field="person.first_name">{{person.first_name}}</span>,</p>',
      '<hr /><blockquote><p>q</p></blockquote>',
      '<pre><code class="language-js">const a = 1;</code></pre>',
    ].join('');
    expect(sanitizeDocumentHtml(html)).toBe(html);
  });

  it('keeps the text of elements it drops', () => {
    expect(sanitizeDocumentHtml('<p><font color="red">kept</font> text</p>')).toBe('<p>kept text</p>');
  });

  it('drops images from elsewhere without disturbing what follows', () => {
    expect(
      sanitizeDocumentHtml(
        '<div><p>a</p><img src="https://x.example/p.gif" alt="x"><p>b</p></div><p>&lt;img /&gt;</p>',
      ),
    ).toBe('<div><p>a</p><p>b</p></div><p>&lt;img /&gt;</p>');
  });

  it('tells whether the clean HTML shows anything', () => {
    expect(sanitize('<p><script>x</script></p>')).toEqual({ ok: true, html: '<p></p>', blank: true });
    expect(sanitize('<p>x</p>')).toMatchObject({ blank: false });
  });
});

describe('attribute values by type', () => {
  it.each([
    ['<ol start="1 onmouseover=alert(1)"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['<ol start=" 007 " type="a"><li>x</li></ol>', '<ol start="7" type="a"><li>x</li></ol>'],
    ['<ol type="disc"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['<span data-merge-field="a&quot; onclick=&quot;x">{{a}}</span>', '<span>{{a}}</span>'],
    ['<span data-merge-field="<img src=x>">{{x}}</span>', '<span>{{x}}</span>'],
    ['<span data-merge-field=" Closing Date ">x</span>', '<span data-merge-field="Closing Date">x</span>'],
    [
      '<table><tr><td colspan="2;x" colwidth="120,80" rowspan="-1">c</td></tr></table>',
      '<table><tr><td colwidth="120,80">c</td></tr></table>',
    ],
    ['<table><tr><td colwidth="120,x">c</td></tr></table>', '<table><tr><td>c</td></tr></table>'],
    ['<div data-page-break="yes" class="page-break"></div>', '<div class="page-break"></div>'],
    ['<a href="firm.example/terms">x</a>', '<a href="https://firm.example/terms">x</a>'],
    ['<a href="/relative">x</a>', '<a>x</a>'],
    ['<a href="ftp://x.example">x</a>', '<a>x</a>'],
    [
      '<a href="https://x.example" rel="opener noopener" target="_top">x</a>',
      '<a href="https://x.example" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    ['<a href="https://x.example" rel="opener">x</a>', '<a href="https://x.example">x</a>'],
    [
      '<img src="/api/docs/assets/o/a.png" width="12px" height="40">',
      '<img src="/api/docs/assets/o/a.png" height="40" />',
    ],
    ['<img src="/api/docs/assets/../secret.png">', ''],
  ])('%s', (dirty, clean) => {
    expect(sanitizeDocumentHtml(dirty)).toBe(clean);
  });

  it('cuts long text attributes without splitting a character', () => {
    const alt = `${'a'.repeat(999)}😀`;
    expect(sanitizeDocumentHtml(`<img src="/api/docs/assets/o/a.png" alt="${alt}">`)).toBe(
      `<img src="/api/docs/assets/o/a.png" alt="${'a'.repeat(999)}" />`,
    );
  });
});

describe('document assembly (conditions, repeats, formats)', () => {
  // The stored shapes of editor-schema's conditionBlock, conditionElse, repeatBlock, inlineCondition,
  // repeated tableRow and formatted mergeField, as the sanitizer writes them.
  it('keeps every logic shape exactly', () => {
    const html = [
      '<div data-if="entity.entity_type == &quot;LLC&quot;"><p>LLC</p><div data-else=""><p>Other</p></div></div>',
      '<div data-each="entity.owners" data-as="owner"><p><span data-merge-field="owner.name">{{owner.name}}</span></p></div>',
      '<p>Pay <span data-if="agreement.rush">now <span data-if="not late">please</span></span> ',
      '<span data-merge-field="amount" data-format="currency: &quot;EUR&quot;">{{amount | currency: "EUR"}}</span></p>',
      '<table><tbody><tr data-each="sellers" data-as="seller"><td><p>x</p></td></tr></tbody></table>',
      '<div data-if=""><p>not written yet</p></div>',
    ].join('');
    expect(sanitizeDocumentHtml(html)).toBe(html);
  });

  it.each([
    ['too long a condition', `<div data-if="${'a'.repeat(1_001)}"><p>x</p></div>`, '<div><p>x</p></div>'],
    ['a control character', '<div data-if="a\u0000"><p>x</p></div>', '<div><p>x</p></div>'],
    ['a line break', '<span data-if="a and\nb">x</span>', '<span data-if="a and b">x</span>'],
    ['too long a format', `<span data-format="${'u'.repeat(201)}">x</span>`, '<span>x</span>'],
    [
      'a prototype list',
      '<div data-each="__proto__" data-as="x"><p>x</p></div>',
      '<div data-as="x"><p>x</p></div>',
    ],
    ['a prototype item name', '<div data-each="l" data-as="constructor"></div>', '<div data-each="l"></div>'],
    ['an item name with spaces', '<tr data-each="l" data-as="a b"></tr>', '<tr data-each="l"></tr>'],
    ['markup as a list', '<div data-each="&lt;img src=x&gt;" data-as="i"></div>', '<div data-as="i"></div>'],
    ['an else with a value', '<div data-else="1"><p>x</p></div>', '<div><p>x</p></div>'],
    [
      'logic on other elements',
      '<p data-if="a" data-each="l">x</p><td data-as="i">c</td>',
      '<p>x</p><td>c</td>',
    ],
  ])('cleans %s', (_, dirty, clean) => {
    expect(sanitizeDocumentHtml(dirty)).toBe(clean);
  });
});

describe('nesting depth', () => {
  const nested = (depth: number, tag = 'b') => `${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(depth)}`;

  it(`keeps HTML nested ${MAX_HTML_NESTING_DEPTH} deep and refuses one more`, () => {
    expect(sanitize(nested(MAX_HTML_NESTING_DEPTH)).ok).toBe(true);
    expect(sanitize(nested(MAX_HTML_NESTING_DEPTH + 1))).toEqual({ ok: false, reason: 'too-deep' });
  });

  it('counts elements that are never closed, and elements it drops', () => {
    expect(sanitize('<b>'.repeat(100_000)).ok).toBe(false);
    expect(sanitize(nested(MAX_HTML_NESTING_DEPTH + 1, 'font')).ok).toBe(false);
    expect(sanitize(`<svg>${nested(MAX_HTML_NESTING_DEPTH + 1, 'g')}</svg>`).ok).toBe(false);
  });

  it('does not count void elements, self-closing foreign elements or implied closes', () => {
    expect(sanitize(`${'<br><img>'.repeat(1000)}<svg>${'<g/>'.repeat(1000)}</svg>`).ok).toBe(true);
    expect(sanitize('<p>a'.repeat(1000)).ok).toBe(true);
    expect(sanitize('<ul>'.concat('<li>a'.repeat(1000), '</ul>')).ok).toBe(true);
    expect(sanitize(`<table>${'<tr><td>a'.repeat(1000)}</table>`).ok).toBe(true);
  });

  it('is not fooled by closing tags of elements that are not open', () => {
    expect(sanitize(`${'</b>'.repeat(1000)}${nested(MAX_HTML_NESTING_DEPTH + 1)}`).ok).toBe(false);
  });
});
