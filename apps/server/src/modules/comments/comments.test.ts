import { buildContent } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, commentThreads, documents, users } from '../../db/schema.js';
import { buildDocument, buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { insertVersion } from '../documents/version-content.js';
import { ONLY_AUTHOR_DELETES, ONLY_AUTHOR_EDITS } from './replies.js';

// Issue 31, comment threads: every route, on the real PostgreSQL, through the whole app.

const firm = useFirm();
let admin: Session;
let paralegal: Session;
let grantedViewer: Session;
beforeAll(async () => {
  const { db } = firm.database;
  admin = await signIn(firm.app, (await buildUser(db, { orgId: firm.orgId, role: 'admin' })).email);
  paralegal = await signIn(firm.app, (await buildUser(db, { orgId: firm.orgId, role: 'paralegal' })).email);
  const viewer = await buildUser(db, { orgId: firm.orgId, role: 'viewer' });
  const grant = await firm.request(admin, 'PUT', `/users/${viewer.id}/permissions`, {
    permissions: ['docs:comment'],
  });
  expect(grant.statusCode).toBe(200);
  grantedViewer = await signIn(firm.app, viewer.email);
});

const newDocument = (html: string | null = '<p>The Seller shall deliver the Shares.</p>') =>
  buildDocument(firm.database.db, { orgId: firm.orgId, html });
const url = (documentId: string, rest = '') => `/docs/documents/${documentId}/comments${rest}`;
const startThread = async (
  session: Session,
  documentId: string,
  body = 'Why Shares?',
  quote = 'the Shares',
) => {
  const response = await firm.request(session, 'POST', url(documentId), { quote, body });
  expect(response.statusCode).toBe(201);
  return response.json();
};
const listThreads = async (session: Session, documentId: string) => {
  const response = await firm.request(session, 'GET', url(documentId));
  expect(response.statusCode).toBe(200);
  return response.json().threads as {
    id: string;
    detached: boolean;
    comments: { id: string; body: string }[];
  }[];
};
/**
 * Makes the HTML the document's current version, as a save stores it (documents/version-content.ts).
 * Written directly: the save route's sanitizer keeps `span[data-comment]` (core html-allow-list).
 */
const save = async (documentId: string, html: string, version: number) => {
  const { db } = firm.database;
  await insertVersion(db, { orgId: firm.orgId, documentId, version, content: buildContent(html) });
  await db.update(documents).set({ currentVersion: version }).where(eq(documents.id, documentId));
};
const anchored = (threadId: string, text: string) => `<span data-comment="${threadId}">${text}</span>`;

describe('POST /docs/documents/{id}/comments', () => {
  it('starts a thread with its first comment, detached until the editor saves its span', async () => {
    const document = await newDocument();
    const response = await firm.request(firm.attorney, 'POST', url(document.id), {
      quote: '  the Shares ',
      body: '  Should this say "Sale Shares"?\r\nSee 1.1.  ',
    });
    expect(response.statusCode).toBe(201);
    const thread = response.json();
    expect(thread).toMatchObject({
      quote: 'the Shares',
      resolved: false,
      resolved_by: null,
      resolved_at: null,
      external: false,
      detached: true,
    });
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]).toMatchObject({
      author: { id: expect.any(String), name: 'Test Person' },
      body: 'Should this say "Sale Shares"?\nSee 1.1.',
      edited_at: null,
    });
    expect(Date.parse(thread.comments[0].created_at)).not.toBeNaN();
    expect(await listThreads(firm.viewer, document.id)).toEqual([thread]);
  });

  it('cuts a quote past 2,000 characters rather than refusing it', async () => {
    const document = await newDocument();
    const thread = await startThread(firm.attorney, document.id, 'Long', `${'x'.repeat(1999)}😀tail`);
    expect(thread.quote).toBe('x'.repeat(1999));
    const exact = await startThread(firm.attorney, document.id, 'Exact', 'y'.repeat(2000));
    expect(exact.quote).toHaveLength(2000);
  });

  it('refuses an empty, too long or control-character body with 422 and a readable detail', async () => {
    const document = await newDocument();
    const post = (body: unknown) =>
      firm.request(firm.attorney, 'POST', url(document.id), { quote: 'q', body });
    const empty = await post('   \n ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('Invalid request: body: must not be empty');
    const long = await post('a'.repeat(10_001));
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('Invalid request: body: must be at most 10,000 characters');
    const bell = await post('ring\u0007');
    expect(bell.statusCode).toBe(422);
    expect(bell.json().detail).toMatch(/body: must not contain control characters/);
    expect((await post('a'.repeat(10_000))).statusCode).toBe(201);
    expect((await post('tab\there\nline')).statusCode).toBe(201);
  });

  it('stores hostile text without a 5xx: NUL and lone surrogates become U+FFFD, odd shapes are 422', async () => {
    const document = await newDocument();
    const post = (payload: object) => firm.request(firm.attorney, 'POST', url(document.id), payload);
    const odd = await post({ quote: 'a\u0000b\ud800', body: 'x\u0000y\udfff' });
    expect(odd.statusCode).toBe(201);
    expect(odd.json()).toMatchObject({ quote: 'a\ufffdb\ufffd', comments: [{ body: 'x\ufffdy\ufffd' }] });
    for (const payload of [{ quote: 7, body: 'x' }, { body: ['x'] }, {}, { quote: null, body: 'x' }]) {
      expect((await post(payload)).statusCode).toBe(422);
    }
    const people = await firm.request(
      firm.attorney,
      'GET',
      url(document.id, `/people?q=${'%25_\\'.repeat(3)}`),
    );
    expect(people.statusCode).toBe(200);
  });
});

describe('GET /docs/documents/{id}/comments', () => {
  it('lists threads in document order, the detached ones last, oldest first', async () => {
    const document = await newDocument();
    const first = await startThread(firm.attorney, document.id, 'first');
    const second = await startThread(firm.attorney, document.id, 'second');
    const third = await startThread(firm.attorney, document.id, 'third');
    const fourth = await startThread(firm.attorney, document.id, 'fourth');
    // Third's text comes first, then second's (overlapping fourth's); first's text was never anchored.
    await save(
      document.id,
      `<p>${anchored(third.id, 'The Seller')} shall ${anchored(second.id, `deliver ${anchored(fourth.id, 'the')}`)} Shares.</p>`,
      2,
    );
    const listed = await listThreads(firm.attorney, document.id);
    expect(listed.map((thread) => thread.id)).toEqual([third.id, second.id, fourth.id, first.id]);
    expect(listed.map((thread) => thread.detached)).toEqual([false, false, false, true]);

    // Deleting the text of a thread detaches it; it stays listed, after the anchored ones.
    await save(document.id, `<p>The Seller shall ${anchored(fourth.id, 'deliver')} the Shares.</p>`, 3);
    const after = await listThreads(firm.attorney, document.id);
    expect(after.map((thread) => [thread.id, thread.detached])).toEqual([
      [fourth.id, false],
      [first.id, true],
      [second.id, true],
      [third.id, true],
    ]);
  });

  it('lists comments oldest first, and nothing for a document without threads or content', async () => {
    const document = await newDocument(null);
    const thread = await startThread(firm.attorney, document.id, 'one');
    await firm.request(paralegal, 'POST', url(document.id, `/${thread.id}/replies`), { body: 'two' });
    await firm.request(firm.attorney, 'POST', url(document.id, `/${thread.id}/replies`), { body: 'three' });
    const [listed] = await listThreads(firm.viewer, document.id);
    expect(listed!.detached).toBe(true);
    expect(listed!.comments.map((comment) => comment.body)).toEqual(['one', 'two', 'three']);
    expect(await listThreads(firm.viewer, (await newDocument()).id)).toEqual([]);
  });
});

describe('who may read and write comments', () => {
  it('lets a viewer read but not write (403), unless an admin granted docs:comment', async () => {
    const document = await newDocument();
    const thread = await startThread(firm.attorney, document.id);
    const cid = thread.comments[0].id;
    expect((await firm.request(firm.viewer, 'GET', url(document.id))).statusCode).toBe(200);
    const writes = [
      firm.request(firm.viewer, 'POST', url(document.id), { quote: '', body: 'mine' }),
      firm.request(firm.viewer, 'POST', url(document.id, `/${thread.id}/replies`), { body: 'mine' }),
      firm.request(firm.viewer, 'PATCH', url(document.id, `/${thread.id}`), { resolved: true }),
      firm.request(firm.viewer, 'PATCH', url(document.id, `/${thread.id}/replies/${cid}`), { body: 'x' }),
      firm.request(firm.viewer, 'DELETE', url(document.id, `/${thread.id}/replies/${cid}`)),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('You do not have permission to do this');
    }
    // Paralegals write by their role; a viewer with the grant writes too.
    await startThread(paralegal, document.id, 'paralegal');
    const granted = await startThread(grantedViewer, document.id, 'granted viewer');
    const reply = await firm.request(grantedViewer, 'POST', url(document.id, `/${granted.id}/replies`), {
      body: 'and a reply',
    });
    expect(reply.statusCode).toBe(201);
  });

  it("answers 404 for another firm's document, thread and comment, and for a thread of another document", async () => {
    const document = await newDocument();
    const thread = await startThread(firm.attorney, document.id);
    const cid = thread.comments[0].id;
    const { outsider } = firm;
    const calls = [
      firm.request(outsider, 'GET', url(document.id)),
      firm.request(outsider, 'GET', url(document.id, '/people?q=a')),
      firm.request(outsider, 'POST', url(document.id), { quote: '', body: 'hi' }),
      firm.request(outsider, 'POST', url(document.id, `/${thread.id}/replies`), { body: 'hi' }),
      firm.request(outsider, 'PATCH', url(document.id, `/${thread.id}`), { resolved: true }),
      firm.request(outsider, 'PATCH', url(document.id, `/${thread.id}/replies/${cid}`), { body: 'x' }),
      firm.request(outsider, 'DELETE', url(document.id, `/${thread.id}/replies/${cid}`)),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Document not found');
    }

    const other = await newDocument();
    const wrongPath = [
      firm.request(admin, 'POST', url(other.id, `/${thread.id}/replies`), { body: 'hi' }),
      firm.request(admin, 'PATCH', url(other.id, `/${thread.id}`), { resolved: true }),
      firm.request(admin, 'PATCH', url(other.id, `/${thread.id}/replies/${cid}`), { body: 'x' }),
      firm.request(admin, 'DELETE', url(other.id, `/${thread.id}/replies/${cid}`)),
    ];
    for (const response of await Promise.all(wrongPath)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Comment thread not found');
    }
    // A comment of another thread under this thread's path.
    const sibling = await startThread(firm.attorney, document.id);
    const misplaced = await firm.request(
      admin,
      'DELETE',
      url(document.id, `/${thread.id}/replies/${sibling.comments[0].id}`),
    );
    expect(misplaced.statusCode).toBe(404);
    expect(misplaced.json().detail).toBe('Comment not found');
    const bad = await firm.request(admin, 'PATCH', url(document.id, '/not-a-thread'), { resolved: true });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('Invalid request: tid: must be a comment thread id');
    expect(await listThreads(firm.attorney, document.id)).toHaveLength(2);
  });
});

describe('PATCH /docs/documents/{id}/comments/{tid}', () => {
  it('resolves a thread, naming who and when, and reopens it', async () => {
    const document = await newDocument();
    const thread = await startThread(firm.attorney, document.id);
    const resolved = await firm.request(paralegal, 'PATCH', url(document.id, `/${thread.id}`), {
      resolved: true,
    });
    expect(resolved.statusCode).toBe(200);
    const body = resolved.json();
    expect(body).toMatchObject({
      id: thread.id,
      resolved: true,
      resolved_by: { id: expect.any(String), name: 'Test Person' },
    });
    expect(Date.parse(body.resolved_at)).not.toBeNaN();
    // Resolving again changes nothing, not even who resolved it.
    const again = await firm.request(firm.attorney, 'PATCH', url(document.id, `/${thread.id}`), {
      resolved: true,
    });
    expect(again.json()).toEqual(body);
    const reopened = await firm.request(firm.attorney, 'PATCH', url(document.id, `/${thread.id}`), {
      resolved: false,
    });
    expect(reopened.json()).toMatchObject({ resolved: false, resolved_by: null, resolved_at: null });
    const missing = await firm.request(firm.attorney, 'PATCH', url(document.id, `/${thread.id}`), {});
    expect(missing.statusCode).toBe(422);
  });
});

describe('replies: add, edit and delete', () => {
  it('adds a reply; only its author edits it, setting edited_at', async () => {
    const document = await newDocument();
    const thread = await startThread(firm.attorney, document.id);
    const reply = await firm.request(paralegal, 'POST', url(document.id, `/${thread.id}/replies`), {
      body: 'Yes.',
    });
    expect(reply.statusCode).toBe(201);
    const cid = reply.json().id;
    expect(reply.json()).toMatchObject({ body: 'Yes.', edited_at: null });

    for (const session of [firm.attorney, admin]) {
      const refused = await firm.request(session, 'PATCH', url(document.id, `/${thread.id}/replies/${cid}`), {
        body: 'No.',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(ONLY_AUTHOR_EDITS);
    }
    const edited = await firm.request(paralegal, 'PATCH', url(document.id, `/${thread.id}/replies/${cid}`), {
      body: 'Yes, agreed.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: cid, body: 'Yes, agreed.', edited_at: expect.any(String) });
    // The first comment is edited through the same path.
    const first = await firm.request(
      firm.attorney,
      'PATCH',
      url(document.id, `/${thread.id}/replies/${thread.comments[0].id}`),
      { body: 'Why the Shares?' },
    );
    expect(first.json().body).toBe('Why the Shares?');
    const [listed] = await listThreads(firm.viewer, document.id);
    expect(listed!.comments).toEqual([first.json(), edited.json()]);
  });

  it('lets the author or an admin delete; the thread goes with its last comment', async () => {
    const document = await newDocument();
    const thread = await startThread(firm.attorney, document.id);
    const firstId = thread.comments[0].id;
    const reply = (
      await firm.request(paralegal, 'POST', url(document.id, `/${thread.id}/replies`), { body: 'B' })
    ).json();
    const remove = (session: Session, cid: string) =>
      firm.request(session, 'DELETE', url(document.id, `/${thread.id}/replies/${cid}`));

    const refused = await remove(paralegal, firstId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(ONLY_AUTHOR_DELETES);
    // The first comment goes; its reply stays, and so does the thread.
    expect((await remove(firm.attorney, firstId)).statusCode).toBe(204);
    const [left] = await listThreads(firm.attorney, document.id);
    expect(left!.comments.map((comment) => comment.id)).toEqual([reply.id]);
    // An admin deletes anyone's: the last comment takes the thread with it.
    expect((await remove(admin, reply.id)).statusCode).toBe(204);
    expect(await listThreads(firm.attorney, document.id)).toEqual([]);
    const { db } = firm.database;
    expect(await db.select().from(commentThreads).where(eq(commentThreads.id, thread.id))).toEqual([]);
    expect((await remove(admin, reply.id)).statusCode).toBe(404);
  });
});

describe('audit', () => {
  it('writes a row for each write, with ids and never the text', async () => {
    const document = await newDocument();
    const secret = 'Confidential: price is 4.2 million';
    const thread = await startThread(firm.attorney, document.id, secret, 'the quoted words');
    const path = url(document.id, `/${thread.id}`);
    const reply = (
      await firm.request(firm.attorney, 'POST', `${path}/replies`, { body: `${secret} (reply)` })
    ).json();
    await firm.request(firm.attorney, 'PATCH', `${path}/replies/${reply.id}`, { body: `${secret} (edited)` });
    await firm.request(firm.attorney, 'PATCH', path, { resolved: true });
    await firm.request(firm.attorney, 'PATCH', path, { resolved: false });
    await firm.request(firm.attorney, 'DELETE', `${path}/replies/${reply.id}`);
    const rows = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'comment_thread'), eq(auditLog.targetId, thread.id)))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      'comment.thread_created',
      'comment.replied',
      'comment.edited',
      'comment.resolved',
      'comment.reopened',
      'comment.deleted',
    ]);
    expect(rows[0]!.details).toEqual({ document_id: document.id, comment_id: thread.comments[0].id });
    expect(rows[5]!.details).toEqual({ document_id: document.id, comment_id: reply.id });
    expect(rows.every((row) => row.orgId === firm.orgId && row.userId !== null)).toBe(true);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Confidential');
    expect(text).not.toContain('quoted words');
  });
});

describe('GET /docs/documents/{id}/comments/people', () => {
  it("answers the firm's active members whose name or email matches, at most 20, for viewers too", async () => {
    const { db } = firm.database;
    const ann = await buildUser(db, { orgId: firm.orgId, email: `ann.lee-${Date.now()}@firm.test` });
    await db.update(users).set({ fullName: 'Ann Lee' }).where(eq(users.id, ann.id));
    const gone = await buildUser(db, { orgId: firm.orgId });
    await db.update(users).set({ fullName: 'Ann Gone', isActive: false }).where(eq(users.id, gone.id));
    const elsewhere = await buildUser(db, { orgId: firm.otherOrgId });
    await db.update(users).set({ fullName: 'Ann Elsewhere' }).where(eq(users.id, elsewhere.id));
    const document = await newDocument();
    const search = async (q: string) => {
      const response = await firm.request(
        firm.viewer,
        'GET',
        url(document.id, `/people?q=${encodeURIComponent(q)}`),
      );
      expect(response.statusCode).toBe(200);
      return response.json().people as { id: string; name: string }[];
    };
    expect(await search('ann')).toEqual([{ id: ann.id, name: 'Ann Lee' }]);
    expect(await search('ANN.LEE-')).toEqual([{ id: ann.id, name: 'Ann Lee' }]);
    expect(await search('%')).toEqual([]);
    const everyone = await search('');
    expect(everyone.length).toBeGreaterThan(3);
    expect(everyone.map((person) => person.id)).not.toContain(gone.id);
    expect(everyone.map((person) => person.id)).not.toContain(elsewhere.id);
    for (let index = 0; index < 20; index += 1) await buildUser(db, { orgId: firm.orgId });
    expect(await search('')).toHaveLength(20);
  });
});
