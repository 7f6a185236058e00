import { Building2Icon, ContactIcon, Link2Icon, UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import type { DocumentRecord } from '@/api/documents';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { lazyComponent, lazyDialog } from '@/lib/lazy-component';
import { LinkedRecordsSection } from './linked-records-section';

const EditRelationshipsDialog = lazyDialog(
  async () => (await import('./edit-relationships-dialog')).EditRelationshipsDialog,
  ({ open }) => open,
);

// Only a template has library fields: their form is fetched when a template's tab is first shown.
const TemplateLibraryFields = lazyComponent(
  async () => (await import('./template-library-fields')).TemplateLibraryFields,
  <Skeleton className="h-40 w-full" />,
);

interface DocumentInfoTabProps {
  document: DocumentRecord;
  readOnly: boolean;
  /** The user may write documents: a template's library fields are then a form. */
  canEditLibrary: boolean;
}

/**
 * Document Info: a template's library fields, the entities, owners and contacts the document is
 * linked to, and a few facts.
 */
export function DocumentInfoTab({ document, readOnly, canEditLibrary }: DocumentInfoTabProps) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-6 p-4">
      {document.is_template && <TemplateLibraryFields documentId={document.id} canEdit={canEditLibrary} />}
      <LinkedRecordsSection
        title="Entities"
        icon={Building2Icon}
        records={document.entities}
        emptyText="No entities linked"
      />
      <LinkedRecordsSection
        title="Owners"
        icon={UserRoundIcon}
        records={document.owners}
        emptyText="No owners linked"
      />
      <LinkedRecordsSection
        title="Contacts"
        icon={ContactIcon}
        records={document.contacts}
        emptyText="No contacts linked"
      />
      {!readOnly && (
        <>
          <Button variant="outline" className="w-full" onClick={() => setEditing(true)}>
            <Link2Icon aria-hidden="true" />
            Edit Relationships
          </Button>
          <EditRelationshipsDialog document={document} open={editing} onOpenChange={setEditing} />
        </>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 border-t pt-4 text-xs">
        <dt className="text-muted-foreground">Version</dt>
        <dd className="text-right tabular-nums">
          {document.current_version > 0 ? document.current_version : 'Not saved yet'}
        </dd>
        <dt className="text-muted-foreground">Created</dt>
        <dd className="text-right">{formatDateTime(document.created_at)}</dd>
        <dt className="text-muted-foreground">Last modified</dt>
        <dd className="text-right">{formatDateTime(document.updated_at)}</dd>
      </dl>
    </div>
  );
}
