// @ts-check
// The benchmark's documents, made through the app's API as a firm would: the editor benchmark's
// seeded contract (bench/editor/contract.ts) with every merge field filled, a letterhead, a header
// with the firm's logo and a footer with page numbers. Images are PNGs drawn here, the same on every run.
import { crc32, deflateSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('../editor/contract.ts')} */
const contract = await tsImport('../editor/contract.ts', import.meta.url);

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-1';

/**
 * A PNG `width` x `height` of a colour gradient with a seeded grain, so that it does not shrink to
 * nothing as a flat colour would: a scanned letterhead or logo is tens to hundreds of KB.
 * @param {number} width @param {number} height @param {[number, number, number]} rgb
 */
export function grainyPng(width, height, [red, green, blue]) {
  let state = width * 31 + height;
  const grain = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 24) % 3;
  };
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const shade = Math.round((x / width) * 60);
      row.set(
        [(red + shade + grain()) & 255, (green + grain()) & 255, (blue - shade + grain()) & 255],
        1 + x * 3,
      );
    }
    rows.push(row);
  }
  const chunk = (/** @type {string} */ type, /** @type {Buffer} */ data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function call(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/**
 * Signs in as the demo attorney, uploads the letterhead and the logo, and makes `count` documents
 * (contracts of different seeds, so that each has a body of its own) with the layout set.
 * @param {string} base
 * @param {{ count: number, paragraphs: number, fields: number }} options
 */
export async function seedDocuments(base, { count, paragraphs, fields }) {
  const json = { 'content-type': 'application/json' };
  const { access_token: token } = await call(`${base}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'attorney@demo.test', password: PASSWORD }),
  });
  const headers = { ...json, authorization: `Bearer ${token}` };
  const upload = async (/** @type {Buffer} */ png, /** @type {string} */ assetType) =>
    /** @type {{ url: string, size: number }} */ (
      await call(`${base}/api/docs/assets/local-upload`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          file_content: `data:image/png;base64,${png.toString('base64')}`,
          filename: `${assetType}.png`,
          asset_type: assetType,
        }),
      })
    );
  const letterhead = await upload(grainyPng(900, 300, [30, 60, 120]), 'letterhead');
  const logo = await upload(grainyPng(360, 120, [150, 30, 40]), 'logo');
  const orgId = /\/api\/docs\/assets\/([^/]+)\//.exec(letterhead.url)?.[1] ?? '';
  const values = Object.fromEntries(
    contract.CONTRACT_FIELD_IDS.map((id, index) => [id, `Value ${index + 1} of ${id}`]),
  );

  /** @type {{ id: string, htmlBytes: number }[]} */
  const made = [];
  for (let index = 0; index < count; index += 1) {
    const html = contract.buildContract({ fields, paragraphs, variant: 'product', seed: 2024 + index });
    const document = await call(`${base}/docs/documents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Benchmark engagement agreement ${index + 1}`,
        content: {
          ckeditor_html: html,
          merge_field_values: values,
          placeholders: {},
          metadata: { field_source_refs: {}, custom_fields: [] },
          schema_version: '3.0',
        },
      }),
    });
    await call(`${base}/docs/documents/${document.id}/letterhead`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        letterhead: { image_url: letterhead.url, position: 'center', width: 360, height: 120 },
      }),
    });
    await call(`${base}/api/docs/assets/header-footer-config/${document.id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        header: {
          enabled: true,
          height: 80,
          backgroundColor: '#f4f6fa',
          borderBottom: true,
          logo: { url: logo.url, position: 'left', width: 120 },
        },
        footer: {
          enabled: true,
          height: 60,
          backgroundColor: '#ffffff',
          borderTop: true,
          pageNumbers: { enabled: true, position: 'center', format: 'page-x-of-y' },
        },
      }),
    });
    made.push({ id: document.id, htmlBytes: Buffer.byteLength(html) });
  }
  return { token, orgId, documents: made, images: { letterhead: letterhead.size, logo: logo.size } };
}
