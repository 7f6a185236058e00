import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FooterConfig, HeaderConfig } from '@/api/layout';
import { PageFooter, PageHeader, PageLetterhead } from './page-decor';

// The bands and letterhead as page-decor.tsx draws them: sizes in the settings' pixels times
// --page-px, colours, borders and positions as export/pdf/page-css.ts prints them.

const ORG = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const logoUrl = `/api/docs/assets/${ORG}/00000000-0000-4000-8000-000000000001.png`;
const header = (changes: Partial<HeaderConfig> = {}): HeaderConfig => ({
  enabled: true,
  height: 120,
  backgroundColor: '#1F2A44',
  borderBottom: true,
  logo: { url: logoUrl, position: 'left', width: 180 },
  ...changes,
});
const footer = (
  pageNumbers: Partial<FooterConfig['pageNumbers']> = {},
  changes: Partial<FooterConfig> = {},
) => ({
  enabled: true,
  height: 50,
  backgroundColor: '#f3f4f6',
  borderTop: true,
  pageNumbers: { enabled: true, position: 'right' as const, format: 'page-x-of-y' as const, ...pageNumbers },
  ...changes,
});
const AREA = { widthPx: 703, heightPx: 900, firstPageTopPx: 0 };
const inner = (band: HTMLElement) => band.firstElementChild as HTMLElement;

describe('PageHeader', () => {
  it('is a band of its height and colour with its border and the logo at its place and width', () => {
    const { container } = render(<PageHeader header={header()} />);
    const band = container.querySelector<HTMLElement>('[data-slot="page-header"]')!;
    expect(band.style.height).toBe('calc(120 * var(--page-px))');
    expect(band).toHaveStyle({ backgroundColor: '#1F2A44' });
    expect(band).toHaveAttribute('contenteditable', 'false');
    expect(inner(band).style.borderBottom).toBe('1px solid rgb(107, 114, 128)');
    expect(inner(band)).toHaveStyle({ justifyContent: 'flex-start' });
    const logo = screen.getByRole('img', { name: 'Header logo' });
    expect(logo).toHaveAttribute('src', logoUrl);
    expect(logo).toHaveAttribute('draggable', 'false');
    // The logo's width, shrunk to the band less 8 px above and below when it is too tall.
    expect(logo.style.width).toBe('calc(180 * var(--page-px))');
    expect(logo.style.maxHeight).toBe('calc(104 * var(--page-px))');
    expect(logo.style.objectPosition).toBe('left center');
  });

  it('draws no border and no logo when it has none', () => {
    const { container } = render(<PageHeader header={header({ borderBottom: false, logo: null })} />);
    const band = container.querySelector<HTMLElement>('[data-slot="page-header"]')!;
    expect(inner(band).style.borderBottom).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('PageFooter', () => {
  it.each([
    ['page-x-of-y', 'Page 1 of 1'],
    ['x', '1'],
    ['page-x', 'Page 1'],
    ['x-of-y', '1 of 1'],
  ] as const)('numbers page 1 in the %s format: "%s"', (format, text) => {
    const { container } = render(<PageFooter footer={footer({ format })} area={AREA} />);
    const band = container.querySelector<HTMLElement>('[data-slot="page-footer"]')!;
    expect(band).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('is a band of its height and colour, its top border, the number at its position', () => {
    const { container } = render(<PageFooter footer={footer({ position: 'left' })} area={AREA} />);
    const band = container.querySelector<HTMLElement>('[data-slot="page-footer"]')!;
    expect(band.style.height).toBe('calc(50 * var(--page-px))');
    expect(band).toHaveStyle({ backgroundColor: '#f3f4f6' });
    expect(band).toHaveAttribute('contenteditable', 'false');
    expect(inner(band).style.borderTop).toBe('1px solid rgb(107, 114, 128)');
    expect(inner(band)).toHaveStyle({ justifyContent: 'flex-start' });
  });

  it('shows no number when page numbers are off, and no border when it has none', () => {
    const { container } = render(
      <PageFooter footer={footer({ enabled: false }, { borderTop: false })} area={AREA} />,
    );
    const band = container.querySelector<HTMLElement>('[data-slot="page-footer"]')!;
    expect(band).toHaveTextContent(/^$/);
    expect(inner(band).style.borderTop).toBe('');
  });
});

describe('PageLetterhead', () => {
  it('shows the image at its size and position, the gap before the text', () => {
    const { container } = render(
      <PageLetterhead
        letterhead={{ image_url: logoUrl, position: 'right', width: 300, height: 90 }}
        gap={16}
      />,
    );
    const block = container.querySelector<HTMLElement>('[data-slot="page-letterhead"]')!;
    expect(block).toHaveAttribute('contenteditable', 'false');
    expect(block).toHaveStyle({ textAlign: 'right', marginBottom: '16px' });
    const image = screen.getByRole('img', { name: 'Letterhead' });
    expect(image).toHaveAttribute('src', logoUrl);
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '90');
    expect(image.style.width).toBe('calc(300 * var(--page-px))');
  });
});

describe("a band's own text (an imported Word band's content)", () => {
  const CONTENT =
    '<p><strong>Harbor</strong> &amp; Co<br>for <span data-merge-field="client.name">{{client.name}}</span></p><p><img src="x" onerror="alert(1)">Suite 4</p>';

  it('shows a line per paragraph and line break, fields by name, away from the logo, and nothing of its markup', () => {
    const { container } = render(<PageHeader header={header({ content: CONTENT })} />);
    const text = container.querySelector<HTMLElement>('[data-slot="page-band-text"]')!;
    expect([...text.children].map((line) => line.textContent)).toEqual([
      'Harbor & Co',
      'for client.name',
      'Suite 4',
    ]);
    // The logo is on the left, so the text lines up on the right.
    expect(text).toHaveStyle({ textAlign: 'right' });
    // Only the logo is an image: the content is read as text, never put in as HTML.
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('strong')).toBeNull();
  });

  it('puts the footer text above its page number, lined up with it', () => {
    const { container } = render(
      <PageFooter footer={footer({ position: 'left' }, { content: '<p>Confidential</p>' })} area={AREA} />,
    );
    const text = container.querySelector<HTMLElement>('[data-slot="page-band-text"]')!;
    expect([...text.children].map((line) => line.textContent)).toEqual(['Confidential', 'Page 1 of 1']);
    expect(text).toHaveStyle({ textAlign: 'left' });
  });
});
