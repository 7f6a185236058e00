import { FileTextIcon, PlusIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';

/** The document list; for now its empty state, until the documents store is connected. */
export function DocumentsPage() {
  return (
    <PageContainer className="space-y-8">
      <title>Documents · LexDraft</title>
      <PageHeader
        title="Documents"
        description="Draft, review and send your firm's documents."
        actions={
          <Button>
            <PlusIcon aria-hidden="true" />
            New document
          </Button>
        }
      />
      <EmptyState
        icon={FileTextIcon}
        title="No documents yet"
        description={
          <>
            Create your first document, or start from a template. Type{' '}
            <kbd className="rounded border bg-muted px-1 py-0.5 font-mono text-foreground text-xs">
              {'{{'}
            </kbd>{' '}
            in the editor to insert a merge field.
          </>
        }
      />
    </PageContainer>
  );
}
