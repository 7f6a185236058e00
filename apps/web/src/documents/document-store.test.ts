import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { DocumentList, DocumentRecord, DocumentSummary } from '@/api/documents';
import { buildDocument, buildDocumentSummary } from '@/test/document-fixtures';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { initialDocumentState, useDocumentStore } from './document-store';
import { sentQueries } from './list/document-test-backend';

let backend: ReturnType<typeof fakeBackend>;

const store = () => useDocumentStore.getState();

function page(documents: DocumentSummary[], total = documents.length): DocumentList {
  return { documents, total, page: 1, page_size: 25 };
}

/** Holds the next answer of a route until the test lets it go. */
function hold(route: string) {
  const answer = deferred<Response>();
  backend.routes[route] = () => answer.promise;
  return answer;
}

/** A store that has listed these documents and opened the first. */
function seed(documents: DocumentSummary[], current: DocumentRecord | null = null) {
  useDocumentStore.setState({ documents, total: documents.length, currentDocument: current });
}

const ids = (items: DocumentSummary[]) => items.map((item) => item.id);

beforeEach(() => {
  store().reset();
  backend = fakeBackend();
});

describe('fetchDocuments', () => {
  it('sends the query and keeps the page and the total, loading meanwhile', async () => {
    const rows = [buildDocumentSummary({ id: 'a' }), buildDocumentSummary({ id: 'b' })];
    const answer = hold('GET /docs/documents');
    const pending = store().fetchDocuments({ page: 2 });
    expect(store().isLoading).toBe(true);

    answer.resolve(json(200, page(rows, 80)));
    await pending;
    expect(store()).toMatchObject({ documents: rows, total: 80, isLoading: false, error: null });
  });

  it('puts the filters in the query string', async () => {
    backend.routes['GET /docs/documents'] = () => json(200, page([]));
    await store().fetchDocuments({ q: 'lease', is_template: true, entity_id: ['e1', 'e2'], page: 2 });
    expect(Object.fromEntries(sentQueries('/docs/documents')[0] ?? [])).toEqual({
      q: 'lease',
      is_template: 'true',
      entity_id: 'e1,e2',
      page: '2',
    });
  });

  it("keeps the server's message without throwing", async () => {
    backend.routes['GET /docs/documents'] = () => json(500, { detail: 'Database unavailable' });
    await expect(store().fetchDocuments()).resolves.toBeUndefined();
    expect(store()).toMatchObject({ error: 'Database unavailable', isLoading: false });
  });

  it('falls back to "Failed to fetch documents" when the server says nothing', async () => {
    backend.routes['GET /docs/documents'] = () => json(500);
    await store().fetchDocuments();
    expect(store().error).toBe('Failed to fetch documents');
  });

  it('clears the previous error when it starts again', async () => {
    useDocumentStore.setState({ error: 'Old failure' });
    const answer = hold('GET /docs/documents');
    const pending = store().fetchDocuments();
    expect(store().error).toBeNull();
    answer.resolve(json(200, page([])));
    await pending;
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const slow = deferred<Response>();
    const fast = deferred<Response>();
    const answers = [slow, fast];
    backend.routes['GET /docs/documents'] = () => answers.shift()?.promise ?? Promise.reject(new Error());
    const first = store().fetchDocuments({ q: 'a' });
    const second = store().fetchDocuments({ q: 'ab' });

    fast.resolve(json(200, page([buildDocumentSummary({ id: 'new' })])));
    await second;
    slow.resolve(json(200, page([buildDocumentSummary({ id: 'old' })])));
    await first;
    expect(ids(store().documents)).toEqual(['new']);
    expect(store().isLoading).toBe(false);
  });
});

describe('fetchTemplates', () => {
  it('lists templates only, with its own loading flag', async () => {
    const templates = [buildDocumentSummary({ id: 't1', is_template: true })];
    const answer = hold('GET /docs/documents');
    const pending = store().fetchTemplates();
    expect(store()).toMatchObject({ isLoadingTemplates: true, isLoading: false });

    answer.resolve(json(200, page(templates)));
    await pending;
    expect(store()).toMatchObject({ templates, isLoadingTemplates: false, documents: [] });
  });

  it('asks for is_template=true', async () => {
    backend.routes['GET /docs/documents'] = () => json(200, page([]));
    await store().fetchTemplates();
    expect(sentQueries('/docs/documents')[0]?.get('is_template')).toBe('true');
  });

  it('falls back to "Failed to fetch templates" without throwing', async () => {
    backend.routes['GET /docs/documents'] = () => json(500);
    await expect(store().fetchTemplates()).resolves.toBeUndefined();
    expect(store()).toMatchObject({ error: 'Failed to fetch templates', isLoadingTemplates: false });
  });
});

describe('fetchDocument', () => {
  it('opens the document as currentDocument and answers it', async () => {
    const document = buildDocument({ id: 'd1' });
    const answer = hold('GET /docs/documents/:id');
    const pending = store().fetchDocument('d1');
    expect(store().isLoading).toBe(true);

    answer.resolve(json(200, document));
    await expect(pending).resolves.toEqual(document);
    expect(store()).toMatchObject({ currentDocument: document, isLoading: false });
    expect(backend.calls('GET /docs/documents/d1')).toHaveLength(1);
  });

  it('does not show another document while this one loads', async () => {
    seed([], buildDocument({ id: 'other' }));
    const answer = hold('GET /docs/documents/:id');
    const pending = store().fetchDocument('d1');
    expect(store().currentDocument).toBeNull();
    answer.resolve(json(200, buildDocument({ id: 'd1' })));
    await pending;
  });

  it('answers null and keeps the message on failure, without throwing', async () => {
    backend.routes['GET /docs/documents/:id'] = () => json(404, { detail: 'Document not found' });
    await expect(store().fetchDocument('gone')).resolves.toBeNull();
    expect(store()).toMatchObject({ error: 'Document not found', isLoading: false, currentDocument: null });
  });

  it('falls back to "Failed to fetch document"', async () => {
    backend.routes['GET /docs/documents/:id'] = () => json(500);
    await store().fetchDocument('d1');
    expect(store().error).toBe('Failed to fetch document');
  });

  it('keeps the newest document when an older load answers late', async () => {
    const answers: Record<string, ReturnType<typeof deferred<Response>>> = {
      a: deferred(),
      b: deferred(),
    };
    backend.routes['GET /docs/documents/:id'] = (request) =>
      answers[request.params.id ?? '']?.promise ?? json(404);
    const first = store().fetchDocument('a');
    const second = store().fetchDocument('b');
    answers.b?.resolve(json(200, buildDocument({ id: 'b' })));
    await second;
    answers.a?.resolve(json(200, buildDocument({ id: 'a' })));
    await first;
    expect(store().currentDocument?.id).toBe('b');
  });
});

describe('createBlankDocument', () => {
  it('lists a temporary item first at once, then the server record in its place', async () => {
    seed([buildDocumentSummary({ id: 'old' })]);
    const answer = hold('POST /docs/documents/blank');
    const pending = store().createBlankDocument('Lease');

    const [temporary] = store().documents;
    expect(temporary?.id).toMatch(/^temp-/);
    expect(temporary).toMatchObject({ name: 'Lease', is_draft: true, is_template: false });
    expect(ids(store().documents)).toEqual([temporary?.id, 'old']);
    expect(store()).toMatchObject({ total: 2, isSaving: true });

    const created = buildDocument({
      id: 'new',
      name: 'Lease',
      is_draft: true,
      current_version: 0,
      versions: [],
    });
    answer.resolve(json(201, created));
    await expect(pending).resolves.toEqual(created);
    expect(backend.calls('POST /docs/documents/blank')[0]?.json()).toEqual({ name: 'Lease' });
    expect(ids(store().documents)).toEqual(['new', 'old']);
    expect(store().documents[0]).not.toHaveProperty('versions');
    expect(store()).toMatchObject({ total: 2, isSaving: false, error: null });
  });

  it('removes the temporary item, keeps the message and rethrows on failure', async () => {
    seed([buildDocumentSummary({ id: 'old' })]);
    backend.routes['POST /docs/documents/blank'] = () => json(403, { detail: 'Not allowed' });

    await expect(store().createBlankDocument('Lease')).rejects.toThrow('Not allowed');
    expect(ids(store().documents)).toEqual(['old']);
    expect(store()).toMatchObject({ total: 1, error: 'Not allowed', isSaving: false });
  });

  it('falls back to "Failed to create document"', async () => {
    backend.routes['POST /docs/documents/blank'] = () => json(500);
    await expect(store().createBlankDocument('Lease')).rejects.toBeInstanceOf(ApiError);
    expect(store().error).toBe('Failed to create document');
  });
});

describe('createDocument', () => {
  it('sends the payload and replaces the temporary item with the server record', async () => {
    const answer = hold('POST /docs/documents');
    const pending = store().createDocument({ name: 'NDA', entity_ids: ['e1'] });
    expect(store().documents[0]).toMatchObject({ name: 'NDA', entity_ids: ['e1'], is_draft: false });
    expect(store().documents[0]?.id).toMatch(/^temp-/);

    answer.resolve(json(201, buildDocument({ id: 'nda', name: 'NDA' })));
    await pending;
    expect(backend.calls('POST /docs/documents')[0]?.json()).toEqual({ name: 'NDA', entity_ids: ['e1'] });
    expect(ids(store().documents)).toEqual(['nda']);
  });

  it('lists a new template among the templates too', async () => {
    backend.routes['POST /docs/documents'] = () =>
      json(201, buildDocument({ id: 'tpl', name: 'Standard NDA', is_template: true }));
    await store().createDocument({ name: 'Standard NDA', is_template: true });
    expect(ids(store().templates)).toEqual(['tpl']);
  });

  it('removes the temporary item and rethrows on failure', async () => {
    backend.routes['POST /docs/documents'] = () => json(422, { detail: 'Unknown entity' });
    await expect(store().createDocument({ name: 'NDA' })).rejects.toThrow('Unknown entity');
    expect(store()).toMatchObject({ documents: [], total: 0, error: 'Unknown entity' });
  });
});

describe('updateDocument', () => {
  it('shows the change in the list and the open document before the server answers', async () => {
    const current = buildDocument({ id: 'd1', name: 'Draft', entities: [{ id: 'e1', name: 'Acme' }] });
    current.entity_ids = ['e1'];
    seed([buildDocumentSummary({ ...current })], current);
    const answer = hold('PUT /docs/documents/:id');
    const pending = store().updateDocument('d1', { name: 'Final', is_draft: false, entity_ids: [] });

    expect(store().documents[0]).toMatchObject({
      name: 'Final',
      is_draft: false,
      entity_ids: [],
      entities: [],
    });
    expect(store().currentDocument).toMatchObject({ name: 'Final', entity_ids: [] });
    expect(store().isSaving).toBe(true);

    const saved = {
      ...current,
      name: 'Final',
      entity_ids: [],
      entities: [],
      updated_at: '2025-03-05T09:00:00Z',
    };
    answer.resolve(json(200, saved));
    await expect(pending).resolves.toEqual(saved);
    expect(store().currentDocument).toEqual(saved);
    expect(store().documents[0]).toMatchObject({ updated_at: '2025-03-05T09:00:00Z' });
    expect(store().isSaving).toBe(false);
  });

  it('keeps the content the open document loaded when the answer has none', async () => {
    const current = buildDocument({ id: 'd1', current_version: 3 });
    seed([buildDocumentSummary({ ...current })], current);
    const { versions: _loaded, ...summary } = current;
    const saved = {
      ...summary,
      current_version: 4,
      updated_at: '2025-03-05T09:00:00Z',
      versions: [{ version: 4, created_at: '2025-03-05T09:00:00Z' }],
    };
    backend.routes['PUT /docs/documents/:id'] = () => json(200, saved);

    await expect(store().updateDocument('d1', { content: { ckeditor_html: '<p>New</p>' } })).resolves.toEqual(
      saved,
    );
    const { versions: _saved, ...savedSummary } = saved;
    expect(store().currentDocument).toEqual({ ...savedSummary, versions: current.versions });
    expect(store().documents[0]).toEqual(savedSummary);
  });

  it('restores the old items exactly, keeps the message and rethrows on failure', async () => {
    const current = buildDocument({ id: 'd1', name: 'Draft', metadata: { letterhead: null } });
    const listed = buildDocumentSummary({ ...current });
    seed([listed], current);
    backend.routes['PUT /docs/documents/:id'] = () => json(409, { detail: 'Document changed elsewhere' });

    await expect(store().updateDocument('d1', { name: 'Final', metadata: {} })).rejects.toThrow(
      'Document changed elsewhere',
    );
    expect(store().documents[0]).toBe(listed);
    expect(store().currentDocument).toBe(current);
    expect(store()).toMatchObject({ error: 'Document changed elsewhere', isSaving: false });
  });

  it('falls back to "Failed to update document"', async () => {
    seed([buildDocumentSummary({ id: 'd1' })]);
    backend.routes['PUT /docs/documents/:id'] = () => json(500);
    await expect(store().updateDocument('d1', { name: 'X' })).rejects.toThrow();
    expect(store().error).toBe('Failed to update document');
  });
});

describe('deleteDocument', () => {
  it('removes the item and closes it at once', async () => {
    const current = buildDocument({ id: 'b' });
    seed(
      ['a', 'b', 'c'].map((id) => buildDocumentSummary({ id })),
      current,
    );
    const answer = hold('DELETE /docs/documents/:id');
    const pending = store().deleteDocument('b');

    expect(ids(store().documents)).toEqual(['a', 'c']);
    expect(store()).toMatchObject({ total: 2, currentDocument: null, isSaving: true });
    answer.resolve(json(204));
    await pending;
    expect(store()).toMatchObject({ total: 2, isSaving: false });
    expect(backend.calls('DELETE /docs/documents/b')).toHaveLength(1);
  });

  it('puts the item back where it was, keeps the message and rethrows on failure', async () => {
    const current = buildDocument({ id: 'b' });
    seed(
      ['a', 'b', 'c'].map((id) => buildDocumentSummary({ id })),
      current,
    );
    backend.routes['DELETE /docs/documents/:id'] = () => json(403, { detail: 'Not allowed' });

    await expect(store().deleteDocument('b')).rejects.toThrow('Not allowed');
    expect(ids(store().documents)).toEqual(['a', 'b', 'c']);
    expect(store()).toMatchObject({ total: 3, currentDocument: current, error: 'Not allowed' });
  });

  it('removes a template from the templates too', async () => {
    useDocumentStore.setState({ templates: [buildDocumentSummary({ id: 't1', is_template: true })] });
    backend.routes['DELETE /docs/documents/:id'] = () => json(204);
    await store().deleteDocument('t1');
    expect(store().templates).toEqual([]);
  });

  it('falls back to "Failed to delete document"', async () => {
    seed([buildDocumentSummary({ id: 'a' })]);
    backend.routes['DELETE /docs/documents/:id'] = () => json(500);
    await expect(store().deleteDocument('a')).rejects.toThrow();
    expect(store().error).toBe('Failed to delete document');
  });
});

describe('convertToTemplate', () => {
  it('moves the document to the templates and updates the open one', async () => {
    const current = buildDocument({ id: 'd1' });
    seed([buildDocumentSummary({ id: 'd1' }), buildDocumentSummary({ id: 'd2' })], current);
    const answer = hold('POST /docs/documents/:id/convert-to-template');
    const pending = store().convertToTemplate('d1');
    expect(store().isSaving).toBe(true);

    const converted = { ...current, is_template: true };
    answer.resolve(json(200, converted));
    await expect(pending).resolves.toEqual(converted);
    expect(ids(store().documents)).toEqual(['d2']);
    expect(ids(store().templates)).toEqual(['d1']);
    expect(store()).toMatchObject({ currentDocument: converted, total: 1, isSaving: false });
  });

  it('changes nothing, keeps the message and rethrows on failure', async () => {
    seed([buildDocumentSummary({ id: 'd1' })]);
    backend.routes['POST /docs/documents/:id/convert-to-template'] = () =>
      json(409, { detail: 'Already a template' });
    await expect(store().convertToTemplate('d1')).rejects.toThrow('Already a template');
    expect(ids(store().documents)).toEqual(['d1']);
    expect(store()).toMatchObject({ templates: [], error: 'Already a template', isSaving: false });
  });
});

describe('createFromTemplate', () => {
  it('lists the new document first, opens it and answers its id', async () => {
    seed([buildDocumentSummary({ id: 'old' })]);
    const created = buildDocument({ id: 'new', source_document_id: 't1' });
    const answer = hold('POST /docs/documents/create-from-template');
    const pending = store().createFromTemplate('t1', 'Lease for Acme');
    expect(store().isSaving).toBe(true);

    answer.resolve(json(201, { id: 'new', document: created }));
    await expect(pending).resolves.toBe('new');
    expect(backend.calls('POST /docs/documents/create-from-template')[0]?.json()).toEqual({
      source_document_id: 't1',
      name: 'Lease for Acme',
    });
    expect(ids(store().documents)).toEqual(['new', 'old']);
    expect(store()).toMatchObject({ currentDocument: created, total: 2, isSaving: false });
  });

  it('keeps the message and rethrows on failure', async () => {
    backend.routes['POST /docs/documents/create-from-template'] = () => json(500);
    await expect(store().createFromTemplate('t1', 'X')).rejects.toThrow('Failed to create document');
    expect(store()).toMatchObject({ documents: [], error: 'Failed to create document', isSaving: false });
  });
});

describe('generateDocument', () => {
  it('lists the generated document first, opens it and answers its id', async () => {
    seed([buildDocumentSummary({ id: 'old' })]);
    const generated = buildDocument({ id: 'gen', source_document_id: 't1', entity_ids: ['e1'] });
    backend.routes['POST /docs/documents/generate'] = () => json(201, generated);
    await expect(store().generateDocument('t1', 'e1', 'NDA for Acme')).resolves.toBe('gen');
    expect(backend.calls('POST /docs/documents/generate')[0]?.json()).toEqual({
      template_id: 't1',
      entity_id: 'e1',
      name: 'NDA for Acme',
    });
    expect(ids(store().documents)).toEqual(['gen', 'old']);
    expect(store()).toMatchObject({ currentDocument: generated, total: 2, isSaving: false });
  });

  it('keeps the spec’s default message and rethrows on failure', async () => {
    backend.routes['POST /docs/documents/generate'] = () => json(500);
    await expect(store().generateDocument('t1', 'e1', 'X')).rejects.toThrow('Failed to generate document');
    expect(store()).toMatchObject({ documents: [], error: 'Failed to generate document', isSaving: false });
  });
});

describe('setDocStatus', () => {
  it('shows a status the server set (Sent) in the list and the open document, without a request', () => {
    const open = buildDocument({ id: 'a' });
    seed([buildDocumentSummary({ id: 'a' }), buildDocumentSummary({ id: 'b' })], open);
    store().setDocStatus('a', 'Sent');
    expect(store().documents.map((item) => item.doc_status)).toEqual(['Sent', 'draft']);
    expect(store().currentDocument?.doc_status).toBe('Sent');
    expect(store().currentDocument?.versions).toBe(open.versions);
    expect(backend.requests).toEqual([]);
  });
});

describe('errors and reset', () => {
  it('keeps the connection message when the server cannot be reached', async () => {
    backend.routes['GET /docs/documents'] = () => Promise.reject(new TypeError('fetch failed'));
    await store().fetchDocuments();
    expect(store().error).toMatch(/^Cannot connect to server/);
  });

  it('clears the error', async () => {
    backend.routes['GET /docs/documents'] = () => json(500);
    await store().fetchDocuments();
    store().clearError();
    expect(store().error).toBeNull();
  });

  it('goes back to the initial state and ignores answers to earlier requests', async () => {
    seed([buildDocumentSummary({ id: 'a' })], buildDocument({ id: 'a' }));
    const answer = hold('GET /docs/documents');
    const pending = store().fetchDocuments();
    store().reset();
    expect(store()).toMatchObject(initialDocumentState());

    answer.resolve(json(200, page([buildDocumentSummary({ id: 'late' })])));
    await pending;
    expect(store()).toMatchObject(initialDocumentState());
  });
});
