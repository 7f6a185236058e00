import { buildContent } from '@lexdraft/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor, TiptapEditorHTMLElement } from '@tiptap/core';
import { toast } from 'sonner';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import type { DocumentChanges, DocumentRecord, FilterOptions, SavedDocument } from '@/api/documents';
import { useDocumentStore } from '@/documents/document-store';
import { documentListRoutes } from '@/documents/list/document-test-backend';
import { useSignatureStore } from '@/documents/signatures/signature-store';
import { useMergeFieldStore } from '@/merge-fields/merge-field-store';
import {
  type MergeFieldServer,
  mergeFieldRoutes,
  mergeFieldServer,
} from '@/merge-fields/merge-field-test-backend';
import { fakeBackend, json, type RouteHandler } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { stubEditorLayout } from '@/test/layout-stubs';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { keptContentParts } from './document-content';
import { noLayoutRoutes } from './layout/layout-test-backend';

// Test support for the editor screen: a small in-memory documents server and helpers to drive
// the real TipTap editor in jsdom.

/** A user who may edit documents. */
export const buildWriter = () => buildUser({ role: 'attorney', permissions: ['docs:write'] });

export const filterOptions: FilterOptions = {
  entities: [
    { value: 'ent-1', label: 'Acme Holdings LLC' },
    { value: 'ent-2', label: 'Birch Family Trust' },
  ],
  owners: [{ value: 'own-1', label: 'Grace Hopper' }],
  contacts: [{ value: 'con-1', label: 'Alan Turing' }],
};

const labelOf = (options: FilterOptions[keyof FilterOptions], id: string) => ({
  id,
  name: options.find((option) => option.value === id)?.label ?? id,
});

/** What PUT /docs/documents/{id} does to a document, as docs/documents-api.md describes it. */
export function applyChanges(document: DocumentRecord, changes: DocumentChanges): DocumentRecord {
  const next: DocumentRecord = { ...document, updated_at: '2025-03-05T09:00:00.000Z' };
  if (changes.name !== undefined) next.name = changes.name;
  if (changes.is_draft !== undefined) next.is_draft = changes.is_draft;
  if (changes.entity_ids) {
    next.entity_ids = changes.entity_ids;
    next.entities = changes.entity_ids.map((id) => labelOf(filterOptions.entities, id));
  }
  if (changes.owner_ids) {
    next.owner_ids = changes.owner_ids;
    next.owners = changes.owner_ids.map((id) => labelOf(filterOptions.owners, id));
  }
  if (changes.contact_ids) {
    next.contact_ids = changes.contact_ids;
    next.contacts = changes.contact_ids.map((id) => labelOf(filterOptions.contacts, id));
  }
  if (changes.content) {
    // HTML alone keeps the stored values and metadata; an older client's full content replaces them.
    const content =
      'schema_version' in changes.content
        ? changes.content
        : buildContent(changes.content.ckeditor_html, keptContentParts(document));
    next.current_version = document.current_version + 1;
    next.versions = [{ version: next.current_version, content, created_at: next.updated_at }];
  }
  return next;
}

/** What a PUT answers: the record with its versions' numbers and dates, not their content. */
export function savedAnswer(document: DocumentRecord): SavedDocument {
  return {
    ...document,
    versions: document.versions.map(({ version, created_at }) => ({ version, created_at })),
  };
}

/** The server's copy of one document: GET answers it, PUT changes it (409 on a stale base_version). */
export function documentServer(initial: DocumentRecord) {
  const server = { document: initial };
  const routes: Record<string, RouteHandler> = {
    'GET /docs/documents/:id': () => json(200, server.document),
    'PUT /docs/documents/:id': (request) => {
      const changes = request.json() as DocumentChanges;
      if (changes.base_version !== undefined && changes.base_version < server.document.current_version) {
        return json(409, { detail: 'The document was changed by someone else since you opened it.' });
      }
      server.document = applyChanges(server.document, changes);
      return json(200, savedAnswer(server.document));
    },
  };
  return { server, routes };
}

/** A merge-field server holding what the document's content holds, as the real server does. */
export function fieldsOf(document: DocumentRecord): MergeFieldServer {
  const kept = keptContentParts(document);
  return mergeFieldServer({
    values: { ...kept.merge_field_values },
    smartValues: { ...kept.placeholders },
    customFields: [...kept.metadata.custom_fields],
  });
}

interface OpenEditorOptions {
  user?: User;
  /** Routes that replace or add to the default ones. */
  routes?: Record<string, RouteHandler>;
  /** What the merge-field paths answer; a fresh mergeFieldServer() by default. */
  fields?: MergeFieldServer;
}

/** Signs in, serves `document` and opens /documents/{id}/edit, waiting for its title. */
export async function openEditor(document: DocumentRecord, options: OpenEditorOptions = {}) {
  const user = options.user ?? buildWriter();
  stubEditorLayout();
  startSignedIn(user);
  configureApiClient({ baseUrl: '' });
  useDocumentStore.getState().reset();
  useMergeFieldStore.getState().reset();
  useSignatureStore.getState().reset();
  const { server, routes } = documentServer(document);
  const fields = options.fields ?? fieldsOf(document);
  const backend = fakeBackend({
    ...mergeFieldRoutes(fields),
    ...noLayoutRoutes(),
    'GET /users/me': () => json(200, user),
    // Before the /:id route, which would otherwise take "filter-options" for an id.
    ...documentListRoutes([], filterOptions),
    ...routes,
    ...options.routes,
  });
  const view = renderApp(`/documents/${document.id}/edit`);
  await screen.findByRole('heading', { level: 1, name: document.name });
  // No delay between keystrokes: typing a name need not take real time.
  return { ...view, backend, server, fields, user: userEvent.setup({ delay: null }) };
}

/** The TipTap editor on the page (TipTap hangs it on its element). */
export function pageEditor(): Editor {
  const element = document.querySelector<TiptapEditorHTMLElement>('.ProseMirror');
  if (!element?.editor) throw new Error('No editor on the page');
  return element.editor;
}

/** Types text into the document, as the user would. */
export function typeInDocument(text: string): void {
  act(() => {
    pageEditor().chain().focus('end').insertContent(text).run();
  });
}

/** Presses Ctrl + key where the caret is (in the document); answers whether the browser's action was prevented. */
export function pressShortcut(key: string): boolean {
  const target = document.querySelector('.ProseMirror') ?? window;
  return !fireEvent.keyDown(target, { key, ctrlKey: true });
}

/** The PUT bodies sent for the document. */
export function sentChanges(backend: ReturnType<typeof fakeBackend>, id: string): DocumentChanges[] {
  return backend.calls(`PUT /docs/documents/${id}`).map((request) => request.json() as DocumentChanges);
}

/** The status text under the title: Saved, Unsaved changes, Saving... */
export function saveStatus(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-slot="save-status"]');
  if (!element) throw new Error('No save status on the page');
  return element;
}

/** Closes every toast, so the next test starts with none. */
export function dismissToasts(): void {
  act(() => {
    toast.dismiss();
  });
}
