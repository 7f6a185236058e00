import { randomUUID } from 'node:crypto';
import type { HeaderFooterConfig, Letterhead } from '@lexdraft/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../db/schema.js';
import { buildDocument, buildEntity } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

// Issue 29 item 1: every path that makes a document from a template copies the template's
// letterhead, header, footer and logo; each path is read back through the layout's own routes.

const firm = useFirm();
let entityId: string;

/** An image of the firm, as an upload records it; answers its URL. */
async function buildImage(kind: 'logo' | 'letterhead') {
  const file = `${randomUUID()}.png`;
  await firm.database.db.insert(assets).values({
    orgId: firm.orgId,
    key: `assets/${firm.orgId}/${file}`,
    name: `${kind}.png`,
    assetType: kind,
    contentType: 'image/png',
    size: 68,
  });
  return `/api/docs/assets/${firm.orgId}/${file}`;
}

const layoutOf = (logoUrl: string): HeaderFooterConfig => ({
  header: {
    enabled: true,
    height: 100,
    backgroundColor: '#f0f0f0',
    borderBottom: true,
    logo: { url: logoUrl, position: 'right', width: 160 },
    content: '<p>Whitaker &amp; Chen LLP</p>',
  },
  footer: {
    enabled: true,
    height: 60,
    backgroundColor: '#ffffff',
    borderTop: true,
    pageNumbers: { enabled: true, position: 'right', format: 'x-of-y' },
    content: '<p>Confidential</p>',
  },
});

/** A template with a header, footer, logo and letterhead set through their routes, as the editor sets them. */
async function buildLaidOutTemplate(html: string | null) {
  const template = await buildDocument(firm.database.db, { orgId: firm.orgId, html, isTemplate: true });
  const headerFooter = layoutOf(await buildImage('logo'));
  const letterhead: Letterhead = {
    image_url: await buildImage('letterhead'),
    position: 'left',
    width: 240,
    height: 90,
  };
  const saved = await firm.request(
    firm.attorney,
    'POST',
    `/api/docs/assets/header-footer-config/${template.id}`,
    headerFooter,
  );
  expect(saved.statusCode).toBe(200);
  const set = await firm.request(firm.attorney, 'PUT', `/docs/documents/${template.id}/letterhead`, {
    letterhead,
  });
  expect(set.statusCode).toBe(200);
  return { id: template.id, headerFooter: saved.json() as HeaderFooterConfig, letterhead };
}

/** The layout a document answers through the routes the editor and the exports read it from. */
async function layoutOfDocument(documentId: string) {
  const headerFooter = await firm.request(
    firm.viewer,
    'GET',
    `/api/docs/assets/header-footer-config/${documentId}`,
  );
  const letterhead = await firm.request(firm.viewer, 'GET', `/docs/documents/${documentId}/letterhead`);
  expect(headerFooter.statusCode).toBe(200);
  expect(letterhead.statusCode).toBe(200);
  return { headerFooter: headerFooter.json(), letterhead: letterhead.json().letterhead };
}

const createFromTemplate = (templateId: string) =>
  firm.request(firm.attorney, 'POST', '/docs/documents/create-from-template', {
    source_document_id: templateId,
    name: 'Engagement letter for Harbor View',
  });

const generate = (templateId: string) =>
  firm.request(firm.attorney, 'POST', '/docs/documents/generate', {
    template_id: templateId,
    entity_id: entityId,
  });

beforeAll(async () => {
  entityId = (await buildEntity(firm.database.db, { orgId: firm.orgId, name: 'Harbor View Holdings' })).id;
});

describe.each([
  ['create-from-template (Use Template without an entity)', createFromTemplate],
  ['generate (Use Template for an entity)', generate],
])('a document made by %s', (_path, make) => {
  it("starts with the template's letterhead, header, footer and logo", async () => {
    const template = await buildLaidOutTemplate('<p>Dear client,</p>');
    const response = await make(template.id);
    expect(response.statusCode).toBe(201);
    const made = await layoutOfDocument(response.json().id as string);
    expect(made.headerFooter).toEqual(template.headerFooter);
    expect(made.headerFooter.header.enabled).toBe(true);
    expect(made.headerFooter.header.logo.url).toBe(template.headerFooter.header.logo?.url);
    expect(made.letterhead).toEqual(template.letterhead);
  });

  it('keeps the letterhead of a template whose text was never saved', async () => {
    const template = await buildLaidOutTemplate(null);
    const response = await make(template.id);
    expect(response.statusCode).toBe(201);
    const made = await layoutOfDocument(response.json().id as string);
    expect(made.headerFooter).toEqual(template.headerFooter);
    expect(made.letterhead).toEqual(template.letterhead);
  });
});
