import { FileUpIcon, PlusIcon, SparklesIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { DocumentSummary } from '@/api/documents';
import { usePermission } from '@/auth/use-permission';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/lib/lazy-component';
import { useDocumentStore } from './document-store';
import { TemplateLibraryPanel } from './library/template-library-panel';
import { DeleteDocumentDialog } from './list/delete-document-dialog';
import { DocumentListPanel } from './list/document-list-panel';
import { hasFilters, PAGE_SIZE, toListQuery } from './list/list-filters';
import { NoDocumentsYet } from './list/list-states';
import { listView } from './list/list-view';
import { NewDocumentDialog } from './list/new-document-dialog';
import { useDocumentList } from './list/use-document-list';
import { useListFilters } from './list/use-list-filters';

const DraftTemplateDialog = lazyDialog(
  async () => (await import('./library/draft-template-dialog')).DraftTemplateDialog,
  ({ open }) => open,
);

/** The Import Template screen. */
const TEMPLATE_IMPORT_PATH = '/documents/templates/import';

/** The permission to create, change and delete documents (spec section 6). */
const WRITE_DOCUMENTS = 'docs:write';

/** /documents: the firm's documents and templates, searchable, filterable and paged. */
export function DocumentsPage() {
  const canWrite = usePermission(WRITE_DOCUMENTS);
  const controls = useListFilters();
  const { filters, setPage } = controls;
  const query = useMemo(() => toListQuery(filters), [filters]);
  // The Templates tab is the template library, with its own request and filters.
  const library = filters.kind === 'template';
  const { loaded, failure, reload } = useDocumentList(query, !library);
  const documents = useDocumentStore((state) => state.documents);
  const total = useDocumentStore((state) => state.total);
  const loading = useDocumentStore((state) => state.isLoading);
  const [creating, setCreating] = useState(false);
  const [drafting, setDrafting] = useState(false);
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);

  const view = listView({
    loaded,
    loading,
    failure,
    count: documents.length,
    total,
    filtered: hasFilters(filters),
  });

  // A page past the end (an old link, or rows deleted elsewhere) moves back to the last one.
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pastTheEnd =
    loaded && !loading && failure === null && documents.length === 0 && filters.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  // After a delete the next page's first row moves up into this page.
  const afterDelete = useCallback(() => {
    const { documents: rows, total: remaining } = useDocumentStore.getState();
    if (rows.length === 0 && filters.page > 1) setPage(filters.page - 1);
    else if (remaining > (filters.page - 1) * PAGE_SIZE + rows.length) void reload();
  }, [filters.page, setPage, reload]);

  const newDocumentButton = canWrite ? (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      New document
    </Button>
  ) : null;
  // The Templates tab also takes Word files in as templates, and drafts them with AI.
  const headerActions =
    canWrite && library ? (
      <>
        <Button variant="outline" onClick={() => setDrafting(true)}>
          <SparklesIcon aria-hidden="true" />
          Draft with AI
        </Button>
        <Button asChild variant="outline">
          <Link to={TEMPLATE_IMPORT_PATH}>
            <FileUpIcon aria-hidden="true" />
            Import template
          </Link>
        </Button>
        {newDocumentButton}
      </>
    ) : (
      newDocumentButton
    );

  return (
    <PageContainer className="space-y-6">
      <title>Documents · LexDraft</title>
      <PageHeader
        title="Documents"
        description="Draft, review and send your firm's documents."
        actions={headerActions}
      />
      {library ? (
        <TemplateLibraryPanel controls={controls} canWrite={canWrite} />
      ) : view === 'empty' ? (
        <NoDocumentsYet action={newDocumentButton} />
      ) : (
        <DocumentListPanel
          controls={controls}
          view={view}
          documents={documents}
          total={total}
          failure={failure}
          onDelete={canWrite ? setDeleting : null}
        />
      )}
      {canWrite && (
        <>
          <NewDocumentDialog open={creating} onOpenChange={setCreating} />
          <DraftTemplateDialog open={drafting} onOpenChange={setDrafting} />
          <DeleteDocumentDialog
            document={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={afterDelete}
          />
        </>
      )}
    </PageContainer>
  );
}
