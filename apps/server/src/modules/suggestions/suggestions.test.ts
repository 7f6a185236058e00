import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, documents } from '../../db/schema.js';
import { buildDocumentWithContent } from '../../test/export.js';
import { buildDocument, type Session } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { readVersion } from '../documents/version-content.js';
import { NOTHING_PENDING, SUGGESTION_NOT_FOUND } from './settle.js';

// The suggestions API (docs/negotiation.md, Suggestions API): listing a current version's
// suggestions, and settling them as content saves that make a new version, on the real schema and
// the real PostgreSQL.

const firm = useFirm();
const AT = '2026-11-29T10:00:00.000Z';
const by = `data-author-id="u1" data-author-name="Ann Lee" data-at="${AT}"`;
const ins = (id: string, text: string) => `<ins data-suggestion="${id}" ${by}>${text}</ins>`;
const del = (id: string, text: string) => `<del data-suggestion="${id}" ${by}>${text}</del>`;
const word = `<ins data-suggestion="w9" data-author-name="Opposing Counsel" data-at="${AT}">net of tax</ins>`;

// "ten" becomes "twelve" (s1, a replacement), "promptly" is added (s2), "all" is struck (s3).
const CONTRACT = `<p>Pay ${del('s1', 'ten')}${ins('s1', 'twelve')} days ${ins('s2', 'promptly')}, ${del('s3', 'all')} fees ${word}.</p>`;

const newDocument = (html = CONTRACT) => buildDocument(firm.database.db, { orgId: firm.orgId, html });
const url = (id: string, rest = '') => `/docs/documents/${id}/suggestions${rest}`;

async function storedHtml(id: string, version: number): Promise<string> {
  const stored = await readVersion(firm.database.db, id, version);
  return String(stored?.content.ckeditor_html);
}

/** The text of stored HTML, tags dropped. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

const settle = (session: Session, id: string, path: string, payload?: object, headers = {}) =>
  firm.app.inject({
    method: 'POST',
    url: url(id, path),
    headers: { ...session.headers, ...headers },
    payload,
  });

describe('GET /docs/documents/{id}/suggestions', () => {
  it("lists the current version's suggestions in document order, a replacement as two sharing an id", async () => {
    const document = await newDocument();
    const response = await firm.request(firm.viewer, 'GET', url(document.id));
    expect(response.statusCode).toBe(200);
    const ann = { id: 'u1', name: 'Ann Lee' };
    expect(response.json()).toEqual([
      { id: 's1', kind: 'delete', author: ann, at: AT, text: 'ten' },
      { id: 's1', kind: 'insert', author: ann, at: AT, text: 'twelve' },
      { id: 's2', kind: 'insert', author: ann, at: AT, text: 'promptly' },
      { id: 's3', kind: 'delete', author: ann, at: AT, text: 'all' },
      {
        id: 'w9',
        kind: 'insert',
        author: { id: null, name: 'Opposing Counsel' },
        at: AT,
        text: 'net of tax',
      },
    ]);
  });

  it('lists none for a document without suggestions or without content yet', async () => {
    const plain = await newDocument('<p>Nothing suggested.</p>');
    const empty = await buildDocument(firm.database.db, { orgId: firm.orgId, html: null });
    expect((await firm.request(firm.attorney, 'GET', url(plain.id))).json()).toEqual([]);
    expect((await firm.request(firm.attorney, 'GET', url(empty.id))).json()).toEqual([]);
  });

  it("answers 404 for another firm's document", async () => {
    const document = await newDocument();
    const response = await firm.request(firm.outsider, 'GET', url(document.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Document not found');
  });
});

describe('settling one suggestion', () => {
  it('accepts an insertion as a new version, the other suggestions kept', async () => {
    const document = await newDocument();
    const response = await settle(firm.attorney, document.id, '/s2/accept', { base_version: 1 });
    expect(response.statusCode).toBe(200);
    // The answer is a save's: the record and its new version, without the content.
    expect(response.json()).toMatchObject({
      id: document.id,
      current_version: 2,
      versions: [{ version: 2 }],
    });
    expect(response.json().versions[0].content).toBeUndefined();
    expect(response.headers.etag).toBe('"2"');
    const html = await storedHtml(document.id, 2);
    expect(html).toContain('days promptly,');
    expect(html).not.toContain('data-suggestion="s2"');
    expect(html).toContain(del('s1', 'ten'));
    expect(html).toContain(del('s3', 'all'));
    // The version before stays as it was.
    expect(await storedHtml(document.id, 1)).toBe(CONTRACT);
    const left = (await firm.request(firm.attorney, 'GET', url(document.id))).json();
    expect(left.map((s: { id: string; kind: string }) => `${s.kind}:${s.id}`)).toEqual([
      'delete:s1',
      'insert:s1',
      'delete:s3',
      'insert:w9',
    ]);
  });

  it('rejects an insertion (its text goes) and a deletion (its text stays, unmarked)', async () => {
    const document = await newDocument();
    expect((await settle(firm.attorney, document.id, '/s2/reject')).statusCode).toBe(200);
    expect((await settle(firm.attorney, document.id, '/s3/reject')).statusCode).toBe(200);
    const text = textOf(await storedHtml(document.id, 3));
    expect(text).not.toContain('promptly');
    expect(text).toContain(', all fees');
    expect(await storedHtml(document.id, 3)).not.toMatch(/data-suggestion="s[23]"/);
  });

  it('accepts a replacement, its deletion and insertion sharing an id, as one', async () => {
    const document = await newDocument();
    expect((await settle(firm.attorney, document.id, '/s1/accept')).statusCode).toBe(200);
    const html = await storedHtml(document.id, 2);
    expect(textOf(html)).toMatch(/^Pay twelve days /);
    expect(html).not.toContain('data-suggestion="s1"');
    const rejected = await newDocument();
    expect((await settle(firm.attorney, rejected.id, '/s1/reject')).statusCode).toBe(200);
    expect(textOf(await storedHtml(rejected.id, 2))).toMatch(/^Pay ten days /);
  });

  it('settles a change imported from Word, whose author has no user id', async () => {
    const document = await newDocument();
    expect((await settle(firm.attorney, document.id, '/w9/accept')).statusCode).toBe(200);
    expect(await storedHtml(document.id, 2)).toContain('fees net of tax.</p>');
  });

  it('keeps a paragraph suggested whole while another suggestion is settled, and settles it whole', async () => {
    const block = `<ins data-suggestion="b1" ${by}><p>A new clause.</p></ins>`;
    const document = await newDocument(`<p>Keep ${ins('s2', 'this')}.</p>${block}<p>End.</p>`);
    expect((await settle(firm.attorney, document.id, '/s2/accept')).statusCode).toBe(200);
    expect(await storedHtml(document.id, 2)).toContain(block);
    expect((await settle(firm.attorney, document.id, '/b1/reject')).statusCode).toBe(200);
    expect(await storedHtml(document.id, 3)).toBe('<p>Keep this.</p><p>End.</p>');
  });

  it('answers 404 with a readable detail for a suggestion the current version does not hold', async () => {
    const document = await newDocument();
    for (const sid of ['nope', 'a%20b']) {
      const response = await settle(firm.attorney, document.id, `/${sid}/accept`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(SUGGESTION_NOT_FOUND);
    }
    const [row] = await firm.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row!.currentVersion).toBe(1);
  });
});

describe('settling all suggestions', () => {
  it('accepts all in one new version', async () => {
    const document = await newDocument();
    const response = await settle(firm.attorney, document.id, '/accept-all', { base_version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().current_version).toBe(2);
    expect(await storedHtml(document.id, 2)).toBe('<p>Pay twelve days promptly, fees net of tax.</p>');
    expect((await firm.request(firm.attorney, 'GET', url(document.id))).json()).toEqual([]);
  });

  it('rejects all in one new version', async () => {
    const document = await newDocument();
    const response = await settle(firm.attorney, document.id, '/reject-all');
    expect(response.statusCode).toBe(200);
    expect(await storedHtml(document.id, 2)).toBe('<p>Pay ten days , all fees .</p>');
  });

  it('answers 409 when nothing is pending, and writes no version', async () => {
    const document = await newDocument('<p>Settled already.</p>');
    const response = await settle(firm.attorney, document.id, '/accept-all');
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(NOTHING_PENDING);
    expect(await readVersion(firm.database.db, document.id, 2)).toBeUndefined();
  });
});

describe('a settle is a content save', () => {
  it('keeps the values saved with the version it settles', async () => {
    const document = await buildDocumentWithContent(firm.database.db, {
      orgId: firm.orgId,
      html: `<p>Dear <span data-merge-field="client.name">{{client.name}}</span>${ins('s2', ', hello')}</p>`,
      parts: { merge_field_values: { 'client.name': 'Ada' } },
    });
    expect((await settle(firm.attorney, document.id, '/accept-all')).statusCode).toBe(200);
    const stored = await readVersion(firm.database.db, document.id, 2);
    expect(stored!.content.merge_field_values).toEqual({ 'client.name': 'Ada' });
    expect(stored!.content.ckeditor_html).toContain('data-merge-field="client.name"');
  });

  it('refuses a stale base_version or If-Match with 409, as a save does, writing nothing', async () => {
    const document = await newDocument();
    const saved = await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}`, {
      content: { ckeditor_html: CONTRACT.replace('fees', 'costs') },
      base_version: 1,
    });
    expect(saved.statusCode).toBe(200);
    const staleSave = await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}`, {
      content: { ckeditor_html: CONTRACT },
      base_version: 1,
    });
    for (const response of [
      await settle(firm.attorney, document.id, '/s2/accept', { base_version: 1 }),
      // A suggestion gone since is not the news: the caller's version is out of date.
      await settle(firm.attorney, document.id, '/gone/accept', { base_version: 1 }),
      await settle(firm.attorney, document.id, '/accept-all', undefined, { 'if-match': '"1"' }),
      await settle(firm.attorney, document.id, '/reject-all', undefined, { 'if-match': 'W/"1-abc"' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(staleSave.json().detail);
    }
    const [row] = await firm.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row!.currentVersion).toBe(2);
    // The base that is current settles.
    const current = await settle(firm.attorney, document.id, '/s2/accept', undefined, { 'if-match': '"2"' });
    expect(current.statusCode).toBe(200);
    expect(textOf(await storedHtml(document.id, 3))).toContain('costs');
  });

  it('writes an audit row per settle with ids and counts, never the text', async () => {
    const document = await newDocument();
    await settle(firm.attorney, document.id, '/s1/accept');
    await settle(firm.attorney, document.id, '/s2/reject');
    await settle(firm.attorney, document.id, '/accept-all');
    const other = await newDocument();
    await settle(firm.attorney, other.id, '/reject-all');
    const audits = async (id: string) =>
      (
        await firm.database.db
          .select({ action: auditLog.action, details: auditLog.details })
          .from(auditLog)
          .where(and(eq(auditLog.targetId, id), eq(auditLog.targetType, 'document')))
          .orderBy(auditLog.createdAt)
      ).filter((row) => row.action.includes('suggestion'));
    expect(await audits(document.id)).toEqual([
      {
        action: 'document.suggestion_accepted',
        details: { suggestion_id: 's1', kinds: ['delete', 'insert'], version: 2 },
      },
      {
        action: 'document.suggestion_rejected',
        details: { suggestion_id: 's2', kinds: ['insert'], version: 3 },
      },
      { action: 'document.suggestions_accepted_all', details: { count: 2, version: 4 } },
    ]);
    expect(await audits(other.id)).toEqual([
      { action: 'document.suggestions_rejected_all', details: { count: 5, version: 2 } },
    ]);
    expect(JSON.stringify(await audits(document.id))).not.toMatch(/twelve|promptly|net of tax/);
  });
});

describe('who may settle', () => {
  it('refuses a viewer with 403, who may still list', async () => {
    const document = await newDocument();
    for (const path of ['/s1/accept', '/s1/reject', '/accept-all', '/reject-all']) {
      expect((await settle(firm.viewer, document.id, path)).statusCode).toBe(403);
    }
    expect((await firm.request(firm.viewer, 'GET', url(document.id))).statusCode).toBe(200);
    expect(await readVersion(firm.database.db, document.id, 2)).toBeUndefined();
  });

  it("answers 404 for another firm's document", async () => {
    const document = await newDocument();
    for (const path of ['/s1/accept', '/s1/reject', '/accept-all', '/reject-all']) {
      const response = await settle(firm.outsider, document.id, path);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Document not found');
    }
    expect(await readVersion(firm.database.db, document.id, 2)).toBeUndefined();
  });
});
