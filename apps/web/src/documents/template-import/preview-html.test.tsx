import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPreviewHtml } from './preview-html';

// The import preview's HTML comes from a Word file someone sent: only what the editor's allow-list
// keeps may reach the page, and never as markup.

function shown(html: string): HTMLElement {
  const { container } = render(
    <div>
      {renderPreviewHtml(html, (index, children, key) => (
        <mark key={key} data-shown={index}>
          {children}
        </mark>
      ))}
    </div>,
  );
  return container.firstElementChild as HTMLElement;
}

describe('renderPreviewHtml', () => {
  it('keeps the document’s elements and allowed attributes, and hands each placeholder to renderMark', () => {
    const root = shown(
      '<h2 style="text-align: center; color: red">Terms</h2>' +
        '<p>Between <mark data-placeholder="3">[Company Name]</mark> and <strong>you</strong>.</p>' +
        '<table><tbody>\n<tr><td colspan="2" rowspan="1">A</td></tr>\n</tbody></table>' +
        '<ol start="4"><li>Four</li></ol><div data-page-break="true" class="page-break evil"></div>',
    );
    expect(root.querySelector('h2')?.getAttribute('style')).toBe('text-align: center;');
    expect(root.querySelector('mark')?.outerHTML).toBe('<mark data-shown="3">[Company Name]</mark>');
    expect(root.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(root.querySelector('ol')?.getAttribute('start')).toBe('4');
    expect(root.querySelector('div')?.className).toBe('page-break');
    expect(root.querySelector('strong')?.textContent).toBe('you');
  });

  it('drops scripts, handlers, frames and unknown elements, keeping their text only where it is text', () => {
    const root = shown(
      '<p onclick="alert(1)">Hi<script>alert(2)</script><style>p{}</style></p>' +
        '<iframe src="https://evil.test"></iframe><custom-tag>kept text</custom-tag>' +
        '<img src="x" onerror="alert(3)"><svg><script>alert(4)</script></svg>',
    );
    expect(root.innerHTML).not.toMatch(/script|onclick|onerror|iframe|svg|style|alert/);
    expect(root.textContent).toBe('Hikept textImage');
  });

  it('shows links as text, and images only from the preview’s data URLs or the app’s assets', () => {
    const root = shown(
      '<p><a href="javascript:alert(1)">click</a><a href="https://firm.test">site</a></p>' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo">' +
        '<img src="/api/docs/assets/a.png" alt="Asset">' +
        '<img src="https://tracker.test/pixel.gif" alt="Tracker">' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="Vector">',
    );
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('clicksite');
    expect([...root.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
      'Logo',
      'Asset',
    ]);
  });

  it('treats a mark without a placeholder index as a plain highlight', () => {
    const root = shown('<p><mark>note</mark><mark data-placeholder="x1">odd</mark></p>');
    expect(root.querySelectorAll('mark[data-shown]')).toHaveLength(0);
    expect(root.querySelectorAll('mark')).toHaveLength(2);
  });
});
