import type { DocumentLinksRecord } from '@lexdraft/contract';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type {
  DocumentChanges,
  DocumentListQuery,
  DocumentRecord,
  DocumentSummary,
  NewDocument,
  SavedDocument,
} from '@/api/documents';
import * as documentsApi from '@/api/documents';
import { errorMessage } from '@/lib/error-message';
import { latestRequest } from '@/lib/latest-request';
import { insertAt, replaceItem, settleItem, temporaryItem, toSummary, withChanges } from './list/list-items';

/** The documents, templates and open document, with optimistic changes (spec section 4, Store behaviour). */
export interface DocumentState {
  documents: DocumentSummary[];
  /** How many documents match the last list query on the server (all pages). */
  total: number;
  templates: DocumentSummary[];
  currentDocument: DocumentRecord | null;
  /** A list or a single document is loading. */
  isLoading: boolean;
  isLoadingTemplates: boolean;
  /** A create, update, delete, convert or create-from-template is running. */
  isSaving: boolean;
  error: string | null;
  /** Loads one page of the list; a failure is kept in `error`, not thrown. */
  fetchDocuments(query?: DocumentListQuery): Promise<void>;
  /** Loads the templates; a failure is kept in `error`, not thrown. */
  fetchTemplates(): Promise<void>;
  /** Loads a document into currentDocument; on failure keeps the error and answers null. */
  fetchDocument(id: string): Promise<DocumentRecord | null>;
  /** Lists a temporary item at once, then the server's record; removes it and rethrows on failure. */
  createBlankDocument(name: string): Promise<DocumentRecord>;
  /** As createBlankDocument, with the full payload. */
  createDocument(document: NewDocument): Promise<DocumentRecord>;
  /**
   * Shows the change at once, then the server's record (the open document keeps the content it
   * loaded: the answer has none); restores the old items and rethrows on failure.
   */
  updateDocument(id: string, changes: DocumentChanges): Promise<SavedDocument>;
  /** Removes the item at once; puts it back where it was and rethrows on failure. */
  deleteDocument(id: string): Promise<void>;
  /** Moves the document from the documents to the templates; rethrows on failure. */
  convertToTemplate(id: string): Promise<DocumentRecord>;
  /** Lists the new document first and opens it as currentDocument; answers its id; rethrows on failure. */
  createFromTemplate(templateId: string, name: string): Promise<string>;
  /**
   * As createFromTemplate, for an entity: the server fills the fields from it, its owners and
   * contacts (POST /docs/documents/generate); rethrows on failure.
   */
  generateDocument(templateId: string, entityId: string, name: string): Promise<string>;
  /**
   * Takes a document status the server set as a side effect (Sent after a send for signature,
   * Voided after a void) into the list and the open document, without a request of its own.
   */
  setDocStatus(id: string, docStatus: string): void;
  /**
   * Takes the links the server set as a side effect (From Database links the record it filled
   * from) into the open document, so that Document Info names it, without a request of its own.
   */
  setLinks(id: string, links: DocumentLinksRecord): void;
  clearError(): void;
  /** Back to the initial state; answers of requests still running are ignored. */
  reset(): void;
}

type DocumentData = Pick<
  DocumentState,
  | 'documents'
  | 'total'
  | 'templates'
  | 'currentDocument'
  | 'isLoading'
  | 'isLoadingTemplates'
  | 'isSaving'
  | 'error'
>;

/** The state before anything is loaded (tests start from it). */
export function initialDocumentState(): DocumentData {
  return {
    documents: [],
    total: 0,
    templates: [],
    currentDocument: null,
    isLoading: false,
    isLoadingTemplates: false,
    isSaving: false,
    error: null,
  };
}

// Spec section 8, Store defaults: used when an error carries no message of its own.
const FETCH_DOCUMENTS_FAILED = 'Failed to fetch documents';
const FETCH_DOCUMENT_FAILED = 'Failed to fetch document';
const FETCH_TEMPLATES_FAILED = 'Failed to fetch templates';
const CREATE_FAILED = 'Failed to create document';
const UPDATE_FAILED = 'Failed to update document';
const DELETE_FAILED = 'Failed to delete document';
const GENERATE_FAILED = 'Failed to generate document';

// The server answers at most 100 per page; templates are few, so one page holds them.
const TEMPLATES_PAGE_SIZE = 100;

type FlagName = 'isLoading' | 'isLoadingTemplates' | 'isSaving';

export const useDocumentStore: UseBoundStore<StoreApi<DocumentState>> = create<DocumentState>()(
  (set, get) => {
    // reset() drops the answers of every request made before it; and of each kind of load, only
    // the newest may write its answer: an older one finishing late is stale.
    const requests = latestRequest();
    const latest = {
      list: latestRequest(requests),
      templates: latestRequest(requests),
      document: latestRequest(requests),
    };
    let listAbort: AbortController | null = null;
    // Requests in flight per flag. A flag found false was reset from outside (a test's setState), so
    // requests counted before then no longer hold it up.
    const running: Record<FlagName, Set<number>> = {
      isLoading: new Set(),
      isLoadingTemplates: new Set(),
      isSaving: new Set(),
    };
    let ticket = 0;

    const begin = (flag: FlagName): (() => void) => {
      const own = ++ticket;
      const current = requests.track();
      if (!get()[flag]) running[flag].clear();
      running[flag].add(own);
      set({ [flag]: true });
      return () => {
        if (!current() || !running[flag].delete(own)) return;
        set({ [flag]: running[flag].size > 0 });
      };
    };

    /** Runs a change with isSaving on; the error is kept (and rethrown) after `undo` has run. */
    const saving = async <T>(fallback: string, change: () => Promise<T>, undo?: () => void): Promise<T> => {
      const current = requests.track();
      const done = begin('isSaving');
      set({ error: null });
      try {
        return await change();
      } catch (error) {
        if (current()) {
          undo?.();
          set({ error: errorMessage(error, fallback) });
        }
        throw error;
      } finally {
        done();
      }
    };

    /** The optimistic create shared by the blank and full payloads. */
    const createOptimistically = (
      document: NewDocument,
      isDraft: boolean,
      request: () => Promise<DocumentRecord>,
    ) => {
      const temporary = temporaryItem(document, isDraft);
      const current = requests.track();
      set((state) => ({
        documents: [temporary, ...state.documents],
        templates: temporary.is_template ? [temporary, ...state.templates] : state.templates,
        total: state.total + 1,
      }));
      const withoutTemporary = () =>
        set((state) => ({
          documents: state.documents.filter((item) => item.id !== temporary.id),
          templates: state.templates.filter((item) => item.id !== temporary.id),
          total: Math.max(0, state.total - 1),
        }));
      return saving(
        CREATE_FAILED,
        async () => {
          const record = await request();
          if (!current()) return record;
          const item = toSummary(record);
          set((state) => ({
            documents: settleItem(state.documents, temporary.id, item),
            templates: item.is_template
              ? settleItem(state.templates, temporary.id, item)
              : state.templates.filter((existing) => existing.id !== temporary.id),
          }));
          return record;
        },
        withoutTemporary,
      );
    };

    return {
      ...initialDocumentState(),

      fetchDocuments: async (query = {}) => {
        const current = latest.list.start();
        listAbort?.abort();
        const controller = new AbortController();
        listAbort = controller;
        const done = begin('isLoading');
        set({ error: null });
        try {
          const list = await documentsApi.listDocuments(query, {
            signal: controller.signal,
            fallbackMessage: FETCH_DOCUMENTS_FAILED,
          });
          if (current()) set({ documents: list.documents, total: list.total });
        } catch (error) {
          if (current()) {
            set({ error: errorMessage(error, FETCH_DOCUMENTS_FAILED) });
          }
        } finally {
          if (listAbort === controller) listAbort = null;
          done();
        }
      },

      fetchTemplates: async () => {
        const current = latest.templates.start();
        const done = begin('isLoadingTemplates');
        set({ error: null });
        try {
          const list = await documentsApi.listDocuments(
            { is_template: true, page_size: TEMPLATES_PAGE_SIZE },
            // The client's own default names documents; this list is the templates.
            { fallbackMessage: FETCH_TEMPLATES_FAILED },
          );
          if (current()) set({ templates: list.documents });
        } catch (error) {
          if (current()) {
            set({ error: errorMessage(error, FETCH_TEMPLATES_FAILED) });
          }
        } finally {
          done();
        }
      },

      fetchDocument: async (id) => {
        const current = latest.document.start();
        const done = begin('isLoading');
        // Another document must not stand in for this one while it loads.
        set((state) => ({
          error: null,
          currentDocument: state.currentDocument?.id === id ? state.currentDocument : null,
        }));
        try {
          const record = await documentsApi.getDocument(id);
          if (current()) set({ currentDocument: record });
          return record;
        } catch (error) {
          if (current()) {
            set({ error: errorMessage(error, FETCH_DOCUMENT_FAILED) });
          }
          return null;
        } finally {
          done();
        }
      },

      createBlankDocument: (name) =>
        createOptimistically({ name }, true, () => documentsApi.createBlankDocument(name)),

      createDocument: (document) =>
        createOptimistically(document, false, () => documentsApi.createDocument(document)),

      updateDocument: (id, changes) => {
        const before = get();
        const previous = {
          document: before.documents.find((item) => item.id === id),
          template: before.templates.find((item) => item.id === id),
          current: before.currentDocument?.id === id ? before.currentDocument : undefined,
        };
        const apply = (
          document: DocumentSummary | undefined,
          template: DocumentSummary | undefined,
          current: (open: DocumentRecord) => DocumentRecord,
        ) =>
          set((state) => ({
            documents: document ? replaceItem(state.documents, id, document) : state.documents,
            templates: template ? replaceItem(state.templates, id, template) : state.templates,
            currentDocument:
              previous.current && state.currentDocument?.id === id
                ? current(state.currentDocument)
                : state.currentDocument,
          }));
        apply(
          previous.document && withChanges(previous.document, changes),
          previous.template && withChanges(previous.template, changes),
          (open) => withChanges(open, changes),
        );
        const current = requests.track();
        return saving(
          UPDATE_FAILED,
          async () => {
            const record = await documentsApi.updateDocument(id, changes);
            if (current()) {
              const item = toSummary(record);
              // The answer has no content: the open document keeps the one it loaded.
              apply(previous.document && item, previous.template && item, (open) => ({
                ...item,
                versions: open.versions,
              }));
            }
            return record;
          },
          () => apply(previous.document, previous.template, (open) => previous.current ?? open),
        );
      },

      deleteDocument: (id) => {
        const before = get();
        const documentIndex = before.documents.findIndex((item) => item.id === id);
        const templateIndex = before.templates.findIndex((item) => item.id === id);
        const document = before.documents[documentIndex];
        const template = before.templates[templateIndex];
        const current = before.currentDocument?.id === id ? before.currentDocument : null;
        set((state) => ({
          documents: state.documents.filter((item) => item.id !== id),
          templates: state.templates.filter((item) => item.id !== id),
          total: document ? Math.max(0, state.total - 1) : state.total,
          currentDocument: state.currentDocument?.id === id ? null : state.currentDocument,
        }));
        return saving(
          DELETE_FAILED,
          () => documentsApi.deleteDocument(id),
          () =>
            set((state) => ({
              documents: document ? insertAt(state.documents, documentIndex, document) : state.documents,
              templates: template ? insertAt(state.templates, templateIndex, template) : state.templates,
              total: document ? state.total + 1 : state.total,
              currentDocument: current && state.currentDocument === null ? current : state.currentDocument,
            })),
        );
      },

      convertToTemplate: (id) => {
        const current = requests.track();
        return saving(UPDATE_FAILED, async () => {
          const record = await documentsApi.convertToTemplate(id);
          if (!current()) return record;
          const item = toSummary(record);
          set((state) => {
            const wasListed = state.documents.some((existing) => existing.id === id);
            return {
              documents: state.documents.filter((existing) => existing.id !== id),
              total: wasListed ? Math.max(0, state.total - 1) : state.total,
              templates: state.templates.some((existing) => existing.id === id)
                ? replaceItem(state.templates, id, item)
                : [item, ...state.templates],
              currentDocument: state.currentDocument?.id === id ? record : state.currentDocument,
            };
          });
          return record;
        });
      },

      createFromTemplate: (templateId, name) => {
        const current = requests.track();
        return saving(CREATE_FAILED, async () => {
          const { id, document } = await documentsApi.createFromTemplate(templateId, name);
          if (current()) {
            set((state) => ({
              documents: [toSummary(document), ...state.documents.filter((item) => item.id !== id)],
              total: state.total + 1,
              currentDocument: document,
            }));
          }
          return id;
        });
      },

      generateDocument: (templateId, entityId, name) => {
        const current = requests.track();
        return saving(GENERATE_FAILED, async () => {
          const document = await documentsApi.generateDocument({
            template_id: templateId,
            entity_id: entityId,
            name,
          });
          // A generated document is listed and becomes the current one (spec section 4).
          if (current()) {
            set((state) => ({
              documents: [toSummary(document), ...state.documents.filter((item) => item.id !== document.id)],
              total: state.total + 1,
              currentDocument: document,
            }));
          }
          return document.id;
        });
      },

      setLinks: (id, links) =>
        set((state) => ({
          currentDocument:
            state.currentDocument?.id === id ? { ...state.currentDocument, ...links } : state.currentDocument,
        })),

      setDocStatus: (id, docStatus) =>
        set((state) => {
          const withStatus = <T extends DocumentSummary>(item: T): T =>
            item.id === id ? { ...item, doc_status: docStatus } : item;
          return {
            documents: state.documents.map(withStatus),
            currentDocument: state.currentDocument && withStatus(state.currentDocument),
          };
        }),

      clearError: () => set({ error: null }),

      reset: () => {
        requests.drop();
        listAbort?.abort();
        listAbort = null;
        for (const flag of Object.values(running)) flag.clear();
        set(initialDocumentState());
      },
    };
  },
);
