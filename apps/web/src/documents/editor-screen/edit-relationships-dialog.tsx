import { useEffect, useState } from 'react';
import {
  type DocumentRecord,
  type FilterOption,
  getFilterOptions,
  type LinkedRecord,
  type SavedDocument,
} from '@/api/documents';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useDocumentStore } from '@/documents/document-store';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useValueLayersStore } from '@/merge-fields/value-layers-store';
import { MultiSelect } from './multi-select';

interface EditRelationshipsDialogProps {
  document: DocumentRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Selection {
  entity_ids: string[];
  owner_ids: string[];
  contact_ids: string[];
}

interface Options {
  entities: FilterOption[];
  owners: FilterOption[];
  contacts: FilterOption[];
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((item) => b.includes(item));

// The records already linked are offered even if the options leave one out, so none is dropped unseen.
function withLinked(options: FilterOption[], linked: LinkedRecord[]): FilterOption[] {
  const missing = linked
    .filter((record) => !options.some((option) => option.value === record.id))
    .map((record) => ({ value: record.id, label: record.name }));
  return [...options, ...missing];
}

/** Edit Relationships: choose the entities, owners and contacts the document is linked to. */
export function EditRelationshipsDialog({ document, open, onOpenChange }: EditRelationshipsDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit Relationships</DialogTitle>
          <DialogDescription>Link this document to the records it concerns.</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so each opening starts from what is saved. */}
        <RelationshipsForm
          document={document}
          saving={saving}
          setSaving={setSaving}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface RelationshipsFormProps {
  document: DocumentRecord;
  saving: boolean;
  setSaving: (saving: boolean) => void;
  onDone: () => void;
}

function RelationshipsForm({ document, saving, setSaving, onDone }: RelationshipsFormProps) {
  const updateDocument = useDocumentStore((state) => state.updateDocument);
  const [options, setOptions] = useState<Options | null>(null);
  const [selection, setSelection] = useState<Selection>({
    entity_ids: document.entity_ids,
    owner_ids: document.owner_ids,
    contact_ids: document.contact_ids,
  });

  useEffect(() => {
    const controller = new AbortController();
    getFilterOptions({}, { signal: controller.signal }).then(setOptions, () => {
      if (controller.signal.aborted) return;
      toast.error('Failed to load available options');
      setOptions({ entities: [], owners: [], contacts: [] });
    });
    return () => controller.abort();
  }, []);

  const changed =
    !sameSet(selection.entity_ids, document.entity_ids) ||
    !sameSet(selection.owner_ids, document.owner_ids) ||
    !sameSet(selection.contact_ids, document.contact_ids);

  const save = async () => {
    setSaving(true);
    try {
      const updated: SavedDocument | null | undefined = await updateDocument(document.id, selection);
      if (!updated) {
        toast.error('Failed to update relationships - no response');
        return;
      }
      toast.success('Relationships updated successfully');
      // Fields the document leaves empty show the newly linked records' values.
      void useValueLayersStore.getState().reload();
      onDone();
    } catch (error) {
      toast.error(`Failed to update relationships: ${errorMessage(error, 'Unknown error')}`);
    } finally {
      setSaving(false);
    }
  };

  const loading = options === null;
  return (
    <>
      <div className="grid gap-5 py-1">
        <MultiSelect
          label="Entities"
          noun="entities"
          options={withLinked(options?.entities ?? [], document.entities)}
          selected={selection.entity_ids}
          onChange={(entity_ids) => setSelection((current) => ({ ...current, entity_ids }))}
          loading={loading}
          disabled={saving}
        />
        <MultiSelect
          label="Owners"
          noun="owners"
          options={withLinked(options?.owners ?? [], document.owners)}
          selected={selection.owner_ids}
          onChange={(owner_ids) => setSelection((current) => ({ ...current, owner_ids }))}
          loading={loading}
          disabled={saving}
        />
        <MultiSelect
          label="Contacts"
          noun="contacts"
          options={withLinked(options?.contacts ?? [], document.contacts)}
          selected={selection.contact_ids}
          onChange={(contact_ids) => setSelection((current) => ({ ...current, contact_ids }))}
          loading={loading}
          disabled={saving}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <PendingButton pending={saving} disabled={!changed} onClick={() => void save()}>
          Save Changes
        </PendingButton>
      </DialogFooter>
    </>
  );
}
