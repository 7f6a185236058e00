import { randomUUID } from 'node:crypto';
import { buildContent } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { assets, auditLog, documents } from '../../db/schema.js';
import { buildDocument, buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

const firm = useFirm();
const url = (documentId: string) => `/docs/documents/${documentId}/letterhead`;
const docPath = (documentId: string) => `/docs/documents/${documentId}`;
const MISSING = '00000000-0000-4000-8000-000000000000';

// A new attorney for each test: content saves are limited per user.
let attorney: Session;
beforeEach(async () => {
  const user = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'attorney' });
  attorney = await signIn(firm.app, user.email);
});

/** An image row of the organization, as an upload records it; answers its URL. */
async function buildAsset(orgId: string) {
  const file = `${randomUUID()}.png`;
  await firm.database.db.insert(assets).values({
    orgId,
    key: `assets/${orgId}/${file}`,
    name: 'letterhead.png',
    assetType: 'letterhead',
    contentType: 'image/png',
    size: 68,
  });
  return `/api/docs/assets/${orgId}/${file}`;
}

const put = (documentId: string, letterhead: unknown, session = attorney) =>
  firm.request(session, 'PUT', url(documentId), { letterhead });
const getLetterhead = async (documentId: string) =>
  (await firm.request(firm.viewer, 'GET', url(documentId))).json().letterhead;
const load = async (documentId: string) =>
  (await firm.request(firm.viewer, 'GET', docPath(documentId))).json();
const contentOf = async (documentId: string) => (await load(documentId)).versions[0]?.content;

const stored = buildContent('<p>Dear {{client}}</p>', {
  placeholders: { client: 'Ada' },
  merge_field_values: { 'person.first_name': 'Ada' },
  metadata: {
    field_source_refs: { 'person.first_name': { type: 'contact', id: 'c1' } },
    custom_fields: [{ name: 'judge', value: 'Hon. Lee', created_at: 'a', updated_at: 'a', occurrences: 0 }],
    filed_under: 'Leases',
  },
});

/** A document with values, custom fields and other metadata in its content, and `metadata` of its own. */
async function documentWithContent(metadata: Record<string, unknown> = {}) {
  const response = await firm.request(attorney, 'POST', '/docs/documents', {
    name: 'Lease',
    content: stored,
    metadata,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; current_version: number };
}

const audits = (documentId: string) =>
  firm.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, documentId), eq(auditLog.targetType, 'document')));

describe('PUT /docs/documents/{id}/letterhead', () => {
  it("sets it in the content's metadata, with the spec's defaults, keeping everything else", async () => {
    const document = await documentWithContent();
    const imageUrl = await buildAsset(firm.orgId);
    const response = await put(document.id, { image_url: imageUrl });
    expect(response.statusCode).toBe(200);
    const letterhead = { image_url: imageUrl, position: 'center', width: 200, height: 100 };
    expect(response.json()).toEqual({ letterhead });

    const loaded = await load(document.id);
    // In place: no new version, so the editor's next save based on version 1 still succeeds.
    expect(loaded.current_version).toBe(1);
    expect(loaded.versions[0].content).toEqual({ ...stored, metadata: { ...stored.metadata, letterhead } });
    expect(await getLetterhead(document.id)).toEqual(letterhead);

    const [audit] = (await audits(document.id)).filter((row) => row.action === 'document.letterhead_set');
    expect(audit?.details).toEqual({ image_url: imageUrl, legacy_removed: false });
  });

  it('replaces it, then removes it', async () => {
    const document = await documentWithContent();
    const first = await buildAsset(firm.orgId);
    const second = await buildAsset(firm.orgId);
    expect((await put(document.id, { image_url: first })).statusCode).toBe(200);
    const replaced = { image_url: second, position: 'right', width: 500, height: 50 };
    expect((await put(document.id, replaced)).json()).toEqual({ letterhead: replaced });
    expect((await contentOf(document.id)).metadata.letterhead).toEqual(replaced);

    const removed = await put(document.id, null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ letterhead: null });
    expect(await contentOf(document.id)).toEqual(stored);
    expect(await getLetterhead(document.id)).toBeNull();
    const actions = (await audits(document.id)).map((row) => row.action);
    expect(actions.filter((action) => action.startsWith('document.letterhead'))).toEqual([
      'document.letterhead_set',
      'document.letterhead_set',
      'document.letterhead_removed',
    ]);
  });

  it("clears the one in the document's own metadata (the older place) and keeps its other keys", async () => {
    const legacy = { url: await buildAsset(firm.orgId), position: 'left', width: 240, height: 80 };
    const document = await documentWithContent({ letterhead: legacy, matter: 'M-7' });
    const letterhead = { image_url: legacy.url, position: 'left', width: 240, height: 80 };
    expect((await put(document.id, letterhead)).statusCode).toBe(200);
    const loaded = await load(document.id);
    expect(loaded.metadata).toEqual({ matter: 'M-7' });
    expect(loaded.versions[0].content.metadata.letterhead).toEqual(letterhead);
    const [audit] = (await audits(document.id)).filter((row) => row.action === 'document.letterhead_set');
    expect(audit?.details).toEqual({ image_url: legacy.url, legacy_removed: true });

    // Removing clears it too.
    const other = await documentWithContent({ letterhead: legacy });
    expect((await put(other.id, null)).statusCode).toBe(200);
    expect((await load(other.id)).metadata).toEqual({});
  });

  it("refuses another organization's image, or one never uploaded, naming the field, and changes nothing", async () => {
    const document = await documentWithContent({ letterhead: { url: 'x' } });
    const imageUrls = [
      await buildAsset(firm.otherOrgId),
      `/api/docs/assets/${firm.orgId}/${randomUUID()}.png`,
    ];
    for (const imageUrl of imageUrls) {
      const response = await put(document.id, { image_url: imageUrl });
      expect(response.statusCode, imageUrl).toBe(422);
      expect(response.json().detail).toBe(
        'Invalid request: letterhead.image_url: must be an image uploaded to this organization',
      );
    }
    const loaded = await load(document.id);
    expect(loaded.versions[0].content).toEqual(stored);
    expect(loaded.metadata).toEqual({ letterhead: { url: 'x' } });
  });

  it('refuses values outside the spec, naming the field', async () => {
    const document = await documentWithContent();
    const imageUrl = await buildAsset(firm.orgId);
    const cases: [unknown, string][] = [
      [{ image_url: imageUrl, width: 49 }, 'letterhead.width: must be at least 50'],
      [{ image_url: imageUrl, width: 501 }, 'letterhead.width: must be at most 500'],
      [{ image_url: imageUrl, height: 49 }, 'letterhead.height: must be at least 50'],
      [{ image_url: imageUrl, height: 301 }, 'letterhead.height: must be at most 300'],
      [{ image_url: imageUrl, width: 120.5 }, 'letterhead.width'],
      [{ image_url: imageUrl, position: 'top' }, 'letterhead.position'],
      [{ image_url: 'https://evil.example/l.png' }, 'letterhead.image_url'],
      [{ image_url: imageUrl, opacity: 1 }, 'opacity'],
      [undefined, 'letterhead'],
    ];
    for (const [letterhead, detail] of cases) {
      const response = await put(document.id, letterhead);
      expect(response.statusCode, detail).toBe(422);
      expect(response.json().detail, detail).toContain(detail);
    }
    expect(await contentOf(document.id)).toEqual(stored);
  });

  it("answers 403 to a viewer, 404 for another organization's document or a missing one, 401 without a token", async () => {
    const document = await documentWithContent();
    const imageUrl = await buildAsset(firm.orgId);
    expect((await put(document.id, { image_url: imageUrl }, firm.viewer)).statusCode).toBe(403);
    const theirs = await put(document.id, { image_url: imageUrl }, firm.outsider);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe('Document not found');
    expect((await firm.request(firm.outsider, 'GET', url(document.id))).statusCode).toBe(404);
    expect((await put(MISSING, null)).statusCode).toBe(404);
    const anonymous = await firm.app.inject({
      method: 'PUT',
      url: url(document.id),
      payload: { letterhead: null },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await contentOf(document.id)).toEqual(stored);
  });

  it("sets a template's letterhead, and a document made from it starts with it", async () => {
    const template = await buildDocument(firm.database.db, { orgId: firm.orgId, isTemplate: true });
    const letterhead = { image_url: await buildAsset(firm.orgId), position: 'left', width: 300, height: 120 };
    expect((await put(template.id, letterhead)).statusCode).toBe(200);
    const created = await firm.request(attorney, 'POST', '/docs/documents/create-from-template', {
      source_document_id: template.id,
      name: 'Engagement for Acme',
    });
    expect(created.statusCode).toBe(201);
    expect(await getLetterhead(created.json().id)).toEqual(letterhead);
  });

  it('keeps one set before the first save, and the first save carries it into version 1', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html: null });
    const letterhead = {
      image_url: await buildAsset(firm.orgId),
      position: 'center',
      width: 200,
      height: 100,
    };
    expect((await put(document.id, letterhead)).statusCode).toBe(200);
    expect(await getLetterhead(document.id)).toEqual(letterhead);
    expect((await load(document.id)).versions).toEqual([]);

    const saved = await firm.request(attorney, 'PUT', docPath(document.id), {
      content: { ckeditor_html: '<p>First words</p>' },
      base_version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect((await contentOf(document.id)).metadata.letterhead).toEqual(letterhead);
  });
});

describe('a content save (PUT /docs/documents/{id})', () => {
  it('keeps the letterhead when it sends the HTML only, on the version the editor opened', async () => {
    const document = await documentWithContent();
    const letterhead = { image_url: await buildAsset(firm.orgId), position: 'right', width: 250, height: 90 };
    expect((await put(document.id, letterhead)).statusCode).toBe(200);
    const saved = await firm.request(attorney, 'PUT', docPath(document.id), {
      content: { ckeditor_html: '<p>New text</p>' },
      base_version: 1,
    });
    expect(saved.statusCode).toBe(200);
    const loaded = await load(document.id);
    expect(loaded.current_version).toBe(2);
    expect(loaded.versions[0].content).toEqual({
      ...stored,
      ckeditor_html: '<p>New text</p>',
      metadata: { ...stored.metadata, letterhead },
    });
  });

  it('keeps the stored letterhead, or its absence, whatever metadata a whole content sends', async () => {
    const document = await documentWithContent();
    const letterhead = {
      image_url: await buildAsset(firm.orgId),
      position: 'center',
      width: 200,
      height: 100,
    };
    expect((await put(document.id, letterhead)).statusCode).toBe(200);
    const withoutIt = buildContent('<p>Sent</p>', { metadata: { field_source_refs: {}, custom_fields: [] } });
    expect(
      (await firm.request(attorney, 'PUT', docPath(document.id), { content: withoutIt })).statusCode,
    ).toBe(200);
    expect((await contentOf(document.id)).metadata.letterhead).toEqual(letterhead);

    // A letterhead a content save brings is not taken: its image was never checked.
    const plain = await documentWithContent();
    const foreign = { ...letterhead, image_url: await buildAsset(firm.otherOrgId) };
    const smuggled = buildContent('<p>Sent</p>', {
      metadata: { field_source_refs: {}, custom_fields: [], letterhead: foreign },
    });
    expect((await firm.request(attorney, 'PUT', docPath(plain.id), { content: smuggled })).statusCode).toBe(
      200,
    );
    expect((await contentOf(plain.id)).metadata).not.toHaveProperty('letterhead');
  });

  it('and the values paths leave it where it is', async () => {
    const document = await documentWithContent();
    const letterhead = {
      image_url: await buildAsset(firm.orgId),
      position: 'center',
      width: 200,
      height: 100,
    };
    expect((await put(document.id, letterhead)).statusCode).toBe(200);
    const custom = await firm.request(attorney, 'PUT', `${docPath(document.id)}/custom-fields`, {
      custom_fields: [{ name: 'judge', value: 'Hon. Park' }],
    });
    expect(custom.statusCode).toBe(200);
    const content = await contentOf(document.id);
    expect(content.metadata.letterhead).toEqual(letterhead);
    expect(content.metadata.custom_fields[0].value).toBe('Hon. Park');
    const [row] = await firm.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.currentVersion).toBe(1);
  });
});
