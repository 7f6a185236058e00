import { LayoutTemplateIcon } from 'lucide-react';
import type * as React from 'react';
import { useMemo, useState } from 'react';
import { deleteTemplate, type Template, type TemplateListQuery } from '@/api/templates';
import { errorMessage } from '@/lib/error-message';
import { lazyDialog } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import { DocumentsTableSkeleton } from '../list/documents-table-skeleton';
import type { ListFilters } from '../list/list-filters';
import { ListFailure, ListMessage, NoMatches } from '../list/list-states';
import type { ListFilterControls } from '../list/use-list-filters';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { LibraryFilters } from './library-filters';
import { TemplatesTable } from './templates-table';
import { useTemplateLibrary } from './use-template-library';

const UseTemplateDialog = lazyDialog(
  async () => (await import('../editor-screen/new-from-template-dialog')).UseTemplateDialog,
  ({ open }) => open,
);
const GenerateForManyDialog = lazyDialog(
  async () => (await import('@/bulk/generate-for-many-dialog')).GenerateForManyDialog,
  ({ open }) => open,
);

/** The GET /docs/templates query for the Templates tab's filters. */
export function toLibraryQuery(filters: ListFilters): TemplateListQuery {
  return {
    q: filters.q || undefined,
    category: filters.category || undefined,
    jurisdiction_code: filters.jurisdiction || undefined,
  };
}

const countText = (count: number) => `${count} ${count === 1 ? 'template' : 'templates'}`;

interface TemplateLibraryPanelProps {
  controls: ListFilterControls;
  /** The user may create and delete documents (docs:write). */
  canWrite: boolean;
}

/** The documents list's Templates tab: the template library, filtered by name, category and jurisdiction. */
export function TemplateLibraryPanel({ controls, canWrite }: TemplateLibraryPanelProps) {
  const { filters, setFilters } = controls;
  const query = useMemo(() => toLibraryQuery(filters), [filters]);
  const library = useTemplateLibrary(query);
  const [using, setUsing] = useState<Template | null>(null);
  // The template last offered to Use Template: the dialog keeps it while it closes, and starts over
  // (its name field too) for another one.
  const [offered, setOffered] = useState<Template | null>(null);
  const use = (template: Template) => {
    setOffered(template);
    setUsing(template);
  };
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [generating, setGenerating] = useState<Template | null>(null);
  // Deleted rows leave at once, and come back if the server refuses.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());

  const filtered = filters.q !== '' || filters.category !== '' || filters.jurisdiction !== '';
  const templates = (library.templates ?? []).filter((template) => !removed.has(template.id));
  const clear = () => setFilters({ q: '', category: '', jurisdiction: '' });

  const remove = async (template: Template) => {
    setDeleting(null);
    setRemoved((current) => new Set(current).add(template.id));
    try {
      await deleteTemplate(template.id);
      toast.success('Template deleted successfully');
      library.reload();
    } catch (error) {
      toast.error('Delete failed', { description: errorMessage(error, 'Failed to delete template') });
      setRemoved((current) => {
        const next = new Set(current);
        next.delete(template.id);
        return next;
      });
    }
  };

  const firstLoad = library.templates === null && library.failure === null;
  const refreshing = library.loading && templates.length > 0;
  let body: React.ReactNode;
  if (firstLoad || (library.loading && templates.length === 0)) {
    body = <DocumentsTableSkeleton label="Loading templates" />;
  } else if (library.failure !== null) {
    body = <ListFailure title="Templates could not be loaded" message={library.failure} />;
  } else if (templates.length === 0 && filtered) {
    body = (
      <NoMatches
        title="No templates match"
        hint="Try another name, category or jurisdiction."
        onClear={clear}
      />
    );
  } else if (templates.length === 0) {
    body = (
      <ListMessage icon={LayoutTemplateIcon} tone="muted" title="No templates yet">
        <p className="mt-1.5 max-w-sm text-muted-foreground text-sm">
          Open a document and choose Convert to Template from its More actions menu to add it to the library.
        </p>
      </ListMessage>
    );
  } else {
    body = (
      <>
        <TemplatesTable
          templates={templates}
          caption={filtered ? 'Templates matching your filters' : 'Templates'}
          refreshing={refreshing}
          onUse={canWrite ? use : null}
          onGenerateMany={canWrite ? setGenerating : null}
          onDelete={canWrite ? setDeleting : null}
        />
        <div className="flex min-h-14 items-center border-t px-4 py-3 text-muted-foreground text-sm sm:px-6">
          <p aria-live="polite">{countText(templates.length)}</p>
        </div>
      </>
    );
  }

  return (
    <section aria-label="Template library" className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <LibraryFilters {...controls} categories={library.categories} jurisdictions={library.jurisdictions} />
      {body}
      {canWrite && (
        <>
          <UseTemplateDialog
            key={offered?.id}
            templateId={offered?.id ?? ''}
            templateName={offered?.name ?? ''}
            open={using !== null}
            onOpenChange={(open) => !open && setUsing(null)}
          />
          {generating && (
            <GenerateForManyDialog
              key={generating.id}
              templateId={generating.id}
              templateName={generating.name}
              open
              onOpenChange={(open) => !open && setGenerating(null)}
            />
          )}
          <DeleteTemplateDialog
            template={deleting}
            onClose={() => setDeleting(null)}
            onConfirm={(template) => void remove(template)}
          />
        </>
      )}
    </section>
  );
}
