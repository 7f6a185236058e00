import { Building2Icon, ContactIcon, Link2Icon, UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import type { DocumentRecord } from '@/api/documents';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { lazyDialog } from '@/lib/lazy-component';
import { LinkedRecordsSection } from './linked-records-section';

const EditRelationshipsDialog = lazyDialog(
  async () => (await import('./edit-relationships-dialog')).EditRelationshipsDialog,
  ({ open }) => open,
);

interface DocumentInfoTabProps {
  document: DocumentRecord;
  readOnly: boolean;
}

/** Document Info: the entities, owners and contacts the document is linked to, and a few facts. */
export function DocumentInfoTab({ document, readOnly }: DocumentInfoTabProps) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-6 p-4">
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
