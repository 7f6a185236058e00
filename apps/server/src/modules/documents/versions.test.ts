import { buildContent } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { buildDocument, type Session } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { insertVersion, readVersion } from './version-content.js';
import { textSummary } from './versions.js';

// The version history (versions.ts): pages newest first, a version's content, a restore that adds
// a version, all within the caller's organization.

const firm = useFirm();
const versionsUrl = (id: string) => `/docs/documents/${id}/versions`;

/** A document with `count` versions, version n holding "<p>Text n</p>". */
async function documentWithVersions(count: number) {
  const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html: '<p>Text 1</p>' });
  for (let n = 2; n <= count; n++) {
    const saved = await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}`, {
      content: { ckeditor_html: `<p>Text ${n}</p>` },
    });
    expect(saved.statusCode).toBe(200);
  }
  return document.id;
}

const list = (session: Session, id: string, query = '') =>
  firm.request(session, 'GET', `${versionsUrl(id)}${query}`);

describe('listing versions', () => {
  it('pages newest first with before and next_before, null on the last page', async () => {
    const id = await documentWithVersions(5);
    const first = await list(firm.viewer, id, '?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((item: { version: number }) => item.version)).toEqual([5, 4]);
    expect(page1.next_before).toBe(4);
    const page2 = (await list(firm.viewer, id, '?limit=2&before=4')).json();
    expect(page2.items.map((item: { version: number }) => item.version)).toEqual([3, 2]);
    const page3 = (await list(firm.viewer, id, `?limit=2&before=${page2.next_before}`)).json();
    expect(page3.items.map((item: { version: number }) => item.version)).toEqual([1]);
    expect(page3.next_before).toBeNull();
    expect((await list(firm.viewer, id)).json().items).toHaveLength(5);
  });

  it('names the author, the size of the content and a summary of each version', async () => {
    const id = await documentWithVersions(2);
    await firm.request(firm.attorney, 'PUT', `/docs/documents/${id}/merge-field-values`, {
      'client.name': 'Ada',
    });
    const [latest] = (await list(firm.viewer, id)).json().items;
    const stored = await readVersion(firm.database.db, id, 2);
    expect(latest).toMatchObject({
      version: 2,
      author: { id: expect.any(String), name: expect.any(String) },
      size_bytes: expect.any(Number),
      summary: 'Text 2',
    });
    expect(latest.size_bytes).toBeGreaterThanOrEqual(JSON.stringify(stored!.content).length - 20);
  });

  it('says "Values changed" for a save that kept the text, "No changes" for one that kept all', async () => {
    const id = await documentWithVersions(1);
    const save = (content: object) =>
      firm.request(firm.attorney, 'PUT', `/docs/documents/${id}`, {
        content: { ckeditor_html: '<p>Text 1</p>', ...content },
      });
    await save({ merge_field_values: { fee: '$1' } });
    await save({ merge_field_values: { fee: '$1' } });
    const summaries = (await list(firm.viewer, id))
      .json()
      .items.map((item: { summary: string }) => item.summary);
    expect(summaries).toEqual(['No changes', 'Values changed', 'Text 1']);
  });

  it('lists no version for a document without content, nor the values row numbered 0', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html: null });
    await insertVersion(firm.database.db, {
      orgId: firm.orgId,
      documentId: document.id,
      version: 0,
      content: buildContent(''),
    });
    expect((await list(firm.viewer, document.id)).json()).toEqual({ items: [], next_before: null });
  });

  it('refuses a bad limit or before with 422 and a detail', async () => {
    const id = await documentWithVersions(1);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?before=0', '?before=1.5', '?before=x']) {
      const response = await list(firm.viewer, id, query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail, query).toEqual(expect.any(String));
    }
  });

  it("answers 404 for another firm's document, its list and its versions", async () => {
    const id = await documentWithVersions(1);
    expect((await list(firm.outsider, id)).statusCode).toBe(404);
    expect((await firm.request(firm.outsider, 'GET', `${versionsUrl(id)}/1`)).statusCode).toBe(404);
    const restore = await firm.request(firm.outsider, 'POST', `${versionsUrl(id)}/1/restore`, {
      base_version: 1,
    });
    expect(restore.statusCode).toBe(404);
    expect(restore.json().detail).toBe('Document not found');
  });
});

describe('reading a version', () => {
  it('answers its number, author, date and content', async () => {
    const id = await documentWithVersions(2);
    const response = await firm.request(firm.viewer, 'GET', `${versionsUrl(id)}/1`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      version: 1,
      created_at: expect.any(String),
      content: { ckeditor_html: '<p>Text 1</p>' },
    });
  });

  it('answers 404 for a version the document does not have', async () => {
    const id = await documentWithVersions(1);
    const response = await firm.request(firm.viewer, 'GET', `${versionsUrl(id)}/7`);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Version not found');
  });
});

describe('restoring a version', () => {
  it("adds a version with the old one's content and keeps the history", async () => {
    const id = await documentWithVersions(3);
    const response = await firm.request(firm.attorney, 'POST', `${versionsUrl(id)}/1/restore`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"4"');
    expect(response.json()).toMatchObject({ current_version: 4, versions: [{ version: 4 }] });
    expect(response.json().versions[0]).not.toHaveProperty('content');
    const document = (await firm.request(firm.viewer, 'GET', `/docs/documents/${id}`)).json();
    expect(document.versions[0].content.ckeditor_html).toBe('<p>Text 1</p>');
    const items = (await list(firm.viewer, id)).json().items;
    expect(items.map((item: { version: number }) => item.version)).toEqual([4, 3, 2, 1]);
    const third = (await firm.request(firm.viewer, 'GET', `${versionsUrl(id)}/3`)).json();
    expect(third.content.ckeditor_html).toBe('<p>Text 3</p>');
    const audits = await firm.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((row) => row.action)).toContain('document.version_restored');
  });

  it("gives the restored version's values over those saved since, keeping their stamps", async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html: '<p>Hi</p>' });
    const values = (value: string) =>
      firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}/merge-field-values`, {
        'client.name': value,
      });
    expect((await values('Ada')).statusCode).toBeLessThan(300);
    await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}`, {
      content: { ckeditor_html: '<p>Hello</p>' },
    });
    await values('Grace');
    await firm.request(firm.attorney, 'POST', `${versionsUrl(document.id)}/1/restore`);
    const restored = await readVersion(firm.database.db, document.id, 3);
    expect(restored!.content).toMatchObject({
      ckeditor_html: '<p>Hi</p>',
      merge_field_values: { 'client.name': 'Ada' },
    });
    expect(restored!.valueWrites.merge_field_values).toHaveProperty(['client.name']);
  });

  it('refuses with 409 a restore whose base_version is no longer current, and writes nothing', async () => {
    const id = await documentWithVersions(3);
    const restore = (body?: object) =>
      firm.request(firm.attorney, 'POST', `${versionsUrl(id)}/1/restore`, body);
    const stale = await restore({ base_version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(
      'This document was saved elsewhere (version 3) after you opened version 2. ' +
        'Reload it to see those changes before restoring a version.',
    );
    expect((await list(firm.viewer, id)).json().items).toHaveLength(3);
    const current = await restore({ base_version: 3 });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ current_version: 4 });
    expect((await restore({})).statusCode).toBe(200);
    for (const body of [{ base_version: -1 }, { base_version: 'x' }, { base_version: 1.5 }]) {
      const refused = await restore(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().detail).toEqual(expect.any(String));
    }
  });

  it("refuses a viewer's restore with 403", async () => {
    const id = await documentWithVersions(2);
    for (const body of [undefined, { base_version: 2 }]) {
      const response = await firm.request(firm.viewer, 'POST', `${versionsUrl(id)}/1/restore`, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    const response = await firm.request(firm.viewer, 'POST', `${versionsUrl(id)}/1/restore`);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('refuses a template as content saves do, and a version the document does not have', async () => {
    const template = await buildDocument(firm.database.db, { orgId: firm.orgId, isTemplate: true });
    const response = await firm.request(firm.attorney, 'POST', `${versionsUrl(template.id)}/1/restore`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Templates are read-only. Use the template to create a document.');
    const id = await documentWithVersions(1);
    expect((await firm.request(firm.attorney, 'POST', `${versionsUrl(id)}/2/restore`)).statusCode).toBe(404);
  });
});

describe('textSummary', () => {
  it('gives the first words of the text, merge fields as written, cut at a word', () => {
    expect(textSummary('<h1>Engagement</h1><p>Dear <span data-merge-field="a">{{a}}</span>,</p>')).toBe(
      'Engagement Dear {{a}} ,',
    );
    expect(textSummary('')).toBe('No text');
    const long = textSummary(`<p>${'word '.repeat(40)}</p>`);
    expect(long.length).toBeLessThanOrEqual(81);
    expect(long.endsWith('word…')).toBe(true);
  });
});
