import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { createDocument, uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';

// Letterhead Settings and Header & Footer Settings (More actions), end to end: real uploads to the
// app's storage, real images served back, settings that outlive a reload.

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour, `width` by `height` pixels. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openFromMenu(page: Page, item: string): Promise<Locator> {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** True once the image has loaded from the server (it is served only to the firm, by cookie). */
const loaded = (image: Locator) =>
  image.evaluate((element) => {
    const img = element as { complete: boolean; naturalWidth: number };
    return img.complete && img.naturalWidth > 0;
  });

test('a letterhead uploaded, placed and saved is there after a reload', async ({
  signedInPage: page,
}, testInfo) => {
  await createDocument(page, uniqueName('Engagement letter'));
  let dialog = await openFromMenu(page, 'Letterhead Settings');

  await dialog.getByLabel('Upload image').setInputFiles({
    name: 'letterhead.png',
    mimeType: 'image/png',
    buffer: png(1200, 300, [31, 42, 68]),
  });
  await expect(page.getByText('Asset uploaded successfully')).toBeVisible();
  // The image's own size, scaled into 500 by 300 keeping its shape.
  await expect(dialog.getByRole('spinbutton', { name: 'Width' })).toHaveValue('500');
  await expect(dialog.getByRole('spinbutton', { name: 'Height' })).toHaveValue('125');
  const preview = dialog.getByRole('img', { name: 'Letterhead' });
  await expect.poll(() => loaded(preview)).toBe(true);
  await dialog.getByText('Right', { exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath('letterhead-dialog.png') });
  await dialog.getByRole('button', { name: 'Save letterhead' }).click();
  await expect(page.getByText('Letterhead added to document')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openFromMenu(page, 'Letterhead Settings');
  await expect(dialog.getByRole('radio', { name: 'Right' })).toBeChecked();
  await expect(dialog.getByRole('spinbutton', { name: 'Width' })).toHaveValue('500');
  await expect(dialog.getByRole('spinbutton', { name: 'Height' })).toHaveValue('125');
  await expect.poll(() => loaded(dialog.getByRole('img', { name: 'Letterhead' }))).toBe(true);

  await dialog.getByRole('button', { name: 'Remove letterhead' }).click();
  await expect(page.getByText('Letterhead removed from document')).toBeVisible();
  dialog = await openFromMenu(page, 'Letterhead Settings');
  await expect(dialog.getByRole('button', { name: 'Save letterhead' })).toBeDisabled();
  await expect(dialog.getByRole('img', { name: 'Letterhead' })).toHaveCount(0);
});

test('the header and footer set are there after a reload', async ({ signedInPage: page }) => {
  await createDocument(page, uniqueName('Board resolution'));
  let dialog = await openFromMenu(page, 'Header & Footer Settings');

  await dialog.getByRole('switch', { name: 'Show header' }).click();
  // The sliders are the browser's own: the arrow keys move them a step of 10.
  const height = dialog.getByRole('slider', { name: 'Header height' });
  await height.focus();
  await height.press('ArrowRight');
  await height.press('ArrowRight');
  await expect(dialog.getByText('100 px')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Bottom border' }).click();
  await dialog.getByLabel('Upload logo').setInputFiles({
    name: 'seal.png',
    mimeType: 'image/png',
    buffer: png(200, 200, [140, 20, 30]),
  });
  await expect(page.getByText('Logo uploaded successfully')).toBeVisible();
  await expect.poll(() => loaded(dialog.getByRole('img', { name: 'Logo' }))).toBe(true);
  await dialog.getByRole('region', { name: 'Logo' }).getByText('Left', { exact: true }).click();

  await dialog.getByRole('tab', { name: 'Footer' }).click();
  await dialog.getByRole('switch', { name: 'Show footer' }).click();
  await dialog.getByRole('combobox', { name: 'Page number format' }).selectOption({ label: '1 of 3' });
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Header & footer settings saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openFromMenu(page, 'Header & Footer Settings');
  await expect(dialog.getByRole('switch', { name: 'Show header' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('slider', { name: 'Header height' })).toHaveValue('100');
  await expect(dialog.getByRole('switch', { name: 'Bottom border' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('radio', { name: 'Left' })).toBeChecked();
  await expect.poll(() => loaded(dialog.getByRole('img', { name: 'Logo' }))).toBe(true);
  await dialog.getByRole('tab', { name: 'Footer' }).click();
  await expect(dialog.getByRole('switch', { name: 'Show footer' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('combobox', { name: 'Page number format' })).toHaveValue('x-of-y');
});
