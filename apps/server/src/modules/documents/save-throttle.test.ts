import { buildContent, CONTENT_SAVE_WINDOW_MS, CONTENT_SAVES_PER_WINDOW } from '@lexdraft/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDocument, buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { savesContent } from './save-throttle.js';

const firm = useFirm();

/** A signed-in attorney of the firm of its own, so that each test starts with an empty count. */
async function attorney(): Promise<Session> {
  const user = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'attorney' });
  return signIn(firm.app, user.email);
}

const save = (session: Session, id: string, payload: object) =>
  firm.request(session, 'PUT', `/docs/documents/${id}`, payload);
const content = (text: string) => ({ content: buildContent(`<p>${text}</p>`) });

describe('the content-save limit', () => {
  // Only Date is faked: the limiter's window is counted with Date.now(), and the database's
  // timers must keep running.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets 20 content saves of a user through in 10 s, across documents, and answers the 21st with 429', async () => {
    const session = await attorney();
    const documents = [
      await buildDocument(firm.database.db, { orgId: firm.orgId }),
      await buildDocument(firm.database.db, { orgId: firm.orgId }),
    ];
    for (let index = 0; index < CONTENT_SAVES_PER_WINDOW; index += 1) {
      const response = await save(session, documents[index % 2]!.id, content(`save ${index}`));
      expect(response.statusCode, `save ${index + 1}`).toBe(200);
    }

    const refused = await save(session, documents[0]!.id, content('one too many'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too Many Requests' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTENT_SAVE_WINDOW_MS / 1000);
    expect(refused.headers['cache-control']).toBe('private, no-cache');
    const legacy = await save(session, documents[1]!.id, { prosemirror_doc: { type: 'doc', content: [] } });
    expect(legacy.statusCode).toBe(429);

    // Nothing was written by the refused saves.
    const current = (await firm.request(session, 'GET', `/docs/documents/${documents[0]!.id}`)).json();
    expect(current.versions[0].content.ckeditor_html).toBe(`<p>save ${CONTENT_SAVES_PER_WINDOW - 2}</p>`);

    vi.setSystemTime(Date.now() + retryAfter * 1000);
    expect((await save(session, documents[0]!.id, content('next window'))).statusCode).toBe(200);
  });

  it('counts a new document with content as a save, and one without content not at all', async () => {
    const session = await attorney();
    const create = (payload: object) =>
      firm.request(session, 'POST', '/docs/documents', { name: 'New', ...payload });
    for (let index = 0; index < CONTENT_SAVES_PER_WINDOW; index += 1) {
      expect((await create(content(`new ${index}`))).statusCode, `create ${index + 1}`).toBe(201);
    }
    const refused = await create(content('one too many'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await create({})).statusCode).toBe(201);
  });

  it('does not count or refuse saves without content, value saves, or other users', async () => {
    const session = await attorney();
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    for (let index = 0; index <= CONTENT_SAVES_PER_WINDOW; index += 1) {
      await save(session, document.id, content(`save ${index}`));
    }
    expect((await save(session, document.id, content('refused'))).statusCode).toBe(429);

    expect((await save(session, document.id, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await save(session, document.id, { is_draft: false, metadata: { a: 1 } })).statusCode).toBe(200);
    const values = await firm.request(session, 'PUT', `/docs/documents/${document.id}/merge-field-values`, {
      a: 'b',
    });
    expect(values.statusCode).toBe(200);
    expect((await save(await attorney(), document.id, content('colleague'))).statusCode).toBe(200);
  });

  it('counts a PUT as a content save when it carries content or a ProseMirror doc', () => {
    expect(savesContent({ content: {} })).toBe(true);
    expect(savesContent({ prosemirror_doc: {} })).toBe(true);
    expect(savesContent({ name: 'x', metadata: {}, entity_ids: [] })).toBe(false);
    expect(savesContent(undefined)).toBe(false);
  });
});
