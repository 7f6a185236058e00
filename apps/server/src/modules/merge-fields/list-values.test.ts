import { LIST_FIELDS_MAX, LIST_ROW_KEYS_MAX, LIST_VALUES_MAX_CHARS } from '@lexdraft/contract';
import { REPEAT_ITEMS_MAX } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { buildDocument, buildUser, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { TOO_LARGE, TOO_MANY_LISTS, TOO_MANY_ROWS } from './list-values.js';

const firm = useFirm();
const path = (id: string) => `/docs/documents/${id}/list-values`;
const SELLERS = [
  { name: 'Ada Pryce', city: 'Austin' },
  { name: 'Ben Quill', city: 'Boston' },
];

async function documentWithSellers() {
  const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
  const put = await firm.request(firm.attorney, 'PUT', path(document.id), { sellers: SELLERS });
  expect(put.statusCode).toBe(200);
  return document;
}

describe('PUT and GET /docs/documents/{id}/list-values', () => {
  it('answers an empty map for a new document', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html: null });
    const response = await firm.request(firm.viewer, 'GET', path(document.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('replaces the lists sent, keeps the others, keeps [] and removes null; audited', async () => {
    const document = await documentWithSellers();
    const put = (body: object) => firm.request(firm.attorney, 'PUT', path(document.id), body);
    expect((await put({ buyers: [{ name: 'Cy Rowe' }] })).json()).toEqual({
      sellers: SELLERS,
      buyers: [{ name: 'Cy Rowe' }],
    });
    expect((await put({ sellers: [SELLERS[1]], witnesses: [] })).json()).toEqual({
      sellers: [SELLERS[1]],
      buyers: [{ name: 'Cy Rowe' }],
      witnesses: [],
    });
    expect((await put({ buyers: null })).json()).toEqual({ sellers: [SELLERS[1]], witnesses: [] });
    const read = await firm.request(firm.viewer, 'GET', path(document.id));
    expect(read.json()).toEqual({ sellers: [SELLERS[1]], witnesses: [] });
    const audits = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, document.id), eq(auditLog.action, 'document.field_values_saved')));
    expect(audits.map((row) => (row.details as { part: string }).part)).toEqual(Array(4).fill('list_values'));
  });

  it('keeps the lists through a content save and its new version, which carries them', async () => {
    const document = await documentWithSellers();
    const save = await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}`, {
      base_version: 1,
      content: { ckeditor_html: '<p>New text</p>', list_values: { sellers: [] } },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().current_version).toBe(2);
    expect((await firm.request(firm.viewer, 'GET', path(document.id))).json()).toEqual({ sellers: SELLERS });
    const version = await firm.request(firm.viewer, 'GET', `/docs/documents/${document.id}/versions/2`);
    expect(version.json().content.list_values).toEqual({ sellers: SELLERS });
  });

  it('goes with a copy, and never into a template', async () => {
    const document = await documentWithSellers();
    const copy = await firm.request(firm.attorney, 'POST', `/docs/documents/${document.id}/copy`);
    expect(copy.statusCode).toBe(201);
    const copied = await firm.request(firm.viewer, 'GET', path(copy.json().id));
    expect(copied.json()).toEqual({ sellers: SELLERS });

    const convert = await firm.request(
      firm.attorney,
      'POST',
      `/docs/documents/${document.id}/convert-to-template`,
    );
    expect(convert.statusCode).toBe(200);
    expect((await firm.request(firm.viewer, 'GET', path(document.id))).json()).toEqual({});
    const refused = await firm.request(firm.attorney, 'PUT', path(document.id), { sellers: [] });
    expect(refused.statusCode).toBe(409);
  });

  it('masks sensitive keys for a viewer', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const rows = [{ name: 'Ada Pryce', ssn: '123-45-6789' }];
    await firm.request(firm.attorney, 'PUT', path(document.id), { parties: rows });
    expect((await firm.request(firm.attorney, 'GET', path(document.id))).json()).toEqual({ parties: rows });
    const masked = [{ name: 'Ada Pryce', ssn: '•••-••-6789' }];
    expect((await firm.request(firm.viewer, 'GET', path(document.id))).json()).toEqual({ parties: masked });
    const content = (await firm.request(firm.viewer, 'GET', `/docs/documents/${document.id}`)).json();
    expect(JSON.stringify(content)).not.toContain('123-45');

    // A viewer granted docs:write who sends back what it was shown keeps the stored value.
    const user = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'viewer' });
    await firm.database.db
      .update(users)
      .set({ permissions: ['docs:write'] })
      .where(eq(users.id, user.id));
    const writer = await signIn(firm.app, user.email);
    const moved = [{ name: 'Cy Rowe', ssn: '' }, ...masked];
    const saved = await firm.request(writer, 'PUT', path(document.id), { parties: moved });
    expect(saved.json()).toEqual({ parties: moved });
    const stored = (await firm.request(firm.attorney, 'GET', path(document.id))).json();
    expect(stored).toEqual({ parties: [{ name: 'Cy Rowe', ssn: '' }, ...rows] });
  });
});

describe('list-values refusals', () => {
  it('needs a session, docs:write to save, and the firm’s own document', async () => {
    const document = await documentWithSellers();
    const anonymous = await firm.app.inject({ method: 'GET', url: path(document.id) });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await firm.request(firm.viewer, 'PUT', path(document.id), { sellers: [] });
    expect(viewer.statusCode).toBe(403);
    for (const method of ['GET', 'PUT'] as const) {
      const outsider = await firm.request(firm.outsider, method, path(document.id), { sellers: [] });
      expect(outsider.statusCode).toBe(404);
      expect(outsider.json()).toEqual({ detail: 'Document not found' });
    }
    expect((await firm.request(firm.attorney, 'GET', path(document.id))).json()).toEqual({
      sellers: SELLERS,
    });
  });

  it.each([
    [
      'a record list',
      { 'entity.owners': [] },
      'entity.owners: is a record list, filled from the linked records',
    ],
    ['a bad list id', { ' sellers': [] }, ' sellers: is not a valid list id'],
    ['constructor', { constructor: [] }, 'constructor: "constructor" is not a valid name'],
    ['a prototype part', { 'a.prototype': [] }, 'a.prototype: "prototype" is not a valid name'],
    [
      'a constructor key',
      { sellers: [{ constructor: 'x' }] },
      'sellers.0.constructor: "constructor" is not a valid name',
    ],
    ['a bad key', { sellers: [{ '1st': 'x' }] }, 'sellers.0.1st: is not a valid key'],
    ['a number', { sellers: [{ name: 7 }] }, 'sellers.0.name:'],
    [
      'a long value',
      { sellers: [{ name: 'x'.repeat(10_001) }] },
      'sellers.0.name: must be at most 10,000 characters',
    ],
    [
      'too many keys',
      {
        sellers: [Object.fromEntries(Array.from({ length: LIST_ROW_KEYS_MAX + 1 }, (_, i) => [`k${i}`, '']))],
      },
      'sellers.0: must hold at most 50 keys',
    ],
    ['a row for a list', { sellers: { name: 'x' } }, 'sellers:'],
    [
      'too many rows',
      { sellers: Array(REPEAT_ITEMS_MAX + 1).fill({}) },
      'body: must hold at most 5,000 rows in all',
    ],
  ])('refuses %s with a readable 422', async (_, body, detail) => {
    const document = await documentWithSellers();
    const response = await firm.request(firm.attorney, 'PUT', path(document.id), body);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(`Invalid request: ${detail}`);
    expect((await firm.request(firm.attorney, 'GET', path(document.id))).json()).toEqual({
      sellers: SELLERS,
    });
  });

  it('refuses a __proto__ list or key as a 4xx, never touching a prototype', async () => {
    const document = await documentWithSellers();
    for (const payload of ['{"__proto__": []}', '{"sellers": [{"__proto__": "x"}]}']) {
      const response = await firm.app.inject({
        method: 'PUT',
        url: path(document.id),
        headers: { ...firm.attorney.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    expect((await firm.request(firm.attorney, 'GET', path(document.id))).json()).toEqual({
      sellers: SELLERS,
    });
  });

  it('answers any body with a 200 or a 4xx, never a 5xx', async () => {
    const document = await documentWithSellers();
    const key = fc.oneof(
      fc.constantFrom('name', 'constructor', 'prototype', 'a.__proto__', 'entity.owners', '', ' x', 'é'),
      fc.string({ unit: 'binary', maxLength: 8 }),
    );
    const leaf = fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), fc.integer(), fc.constant(null));
    const row = fc.oneof(fc.dictionary(key, leaf, { maxKeys: 3 }), leaf, fc.array(leaf, { maxLength: 2 }));
    const body = fc.dictionary(key, fc.oneof(fc.array(row, { maxLength: 3 }), leaf), { maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(body, async (lists) => {
        const response = await firm.request(firm.attorney, 'PUT', path(document.id), lists);
        expect(response.statusCode === 200 || response.statusCode === 422).toBe(true);
        expect(Object.getPrototypeOf(response.json())).toBe(Object.prototype);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses more lists than a document keeps, across saves', async () => {
    const document = await documentWithSellers();
    const lists = Object.fromEntries(Array.from({ length: LIST_FIELDS_MAX }, (_, i) => [`list_${i}`, []]));
    const response = await firm.request(firm.attorney, 'PUT', path(document.id), lists);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: TOO_MANY_LISTS });
  });

  it('refuses rows and text past what a document keeps in all, across saves', async () => {
    const document = await documentWithSellers();
    const put = (body: object) => firm.request(firm.attorney, 'PUT', path(document.id), body);
    const rows = (count: number) => Array(count).fill({ name: 'x' });
    expect((await put({ a: rows(3_000) })).statusCode).toBe(200);
    expect((await put({ b: rows(2_000) })).json()).toEqual({ detail: TOO_MANY_ROWS });
    expect((await put({ a: null, b: rows(2_000) })).statusCode).toBe(200);

    // Each request stays under the body limit; together they pass the stored limit.
    const long = (count: number) => Array(count).fill({ text: 'x'.repeat(10_000) });
    const share = Math.floor(LIST_VALUES_MAX_CHARS / 10_000 / 3) + 1;
    expect((await put({ c: long(share) })).statusCode).toBe(200);
    expect((await put({ d: long(share) })).statusCode).toBe(200);
    expect((await put({ e: long(share) })).json()).toEqual({ detail: TOO_LARGE });
    const kept = (await firm.request(firm.attorney, 'GET', path(document.id))).json();
    expect(Object.keys(kept).sort()).toEqual(['b', 'c', 'd', 'sellers']);
  });
});
