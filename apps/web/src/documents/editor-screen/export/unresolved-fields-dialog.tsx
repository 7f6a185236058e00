import { useState } from 'react';
import type { ExportFormat } from '@/api/export';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useMergeFieldStore } from '@/merge-fields/merge-field-store';
import type { HeldExport } from './use-document-export';

const FORMAT_NAMES: Record<ExportFormat, string> = { pdf: 'PDF', docx: 'Word' };

interface UnresolvedFieldsDialogProps {
  held: HeldExport | null;
  onCancel: () => void;
  onFillValues: () => void;
  onExportAnyway: (format: ExportFormat) => void;
}

/** Shown when an export is refused because merge fields have no value (the server's 422). */
export function UnresolvedFieldsDialog({
  held,
  onCancel,
  onFillValues,
  onExportAnyway,
}: UnresolvedFieldsDialogProps) {
  const definitions = useMergeFieldStore((state) => state.definitions);
  // The panel's names for the fields; a field the editor has no definition for goes by its id.
  const labelOf = (id: string) => definitions.find((definition) => definition.id === id)?.label ?? id;
  // Kept while the dialog closes, so its text does not vanish mid-animation.
  const [last, setLast] = useState(held);
  if (held !== null && held !== last) setLast(held);
  const shown = held ?? last;
  const count = shown?.fields.length ?? 0;
  return (
    <Dialog open={held !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Unresolved merge fields</DialogTitle>
          <DialogDescription>
            {count === 1
              ? 'One merge field in this document has'
              : `${count} merge fields in this document have`}{' '}
            no value yet. Fill {count === 1 ? 'it' : 'them'} in before exporting to{' '}
            {shown ? FORMAT_NAMES[shown.format] : ''}, or export anyway.
          </DialogDescription>
        </DialogHeader>
        <ul
          aria-label="Fields without values"
          className="max-h-48 space-y-1 overflow-y-auto rounded-md border bg-muted/40 px-3 py-2 text-sm"
        >
          {shown?.fields.map((id) => (
            <li key={id} className="flex items-baseline gap-2">
              <span
                aria-hidden="true"
                className="size-1.5 shrink-0 translate-y-[-2px] rounded-full bg-amber-500"
              />
              <span className="min-w-0 break-words">{labelOf(id)}</span>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground text-sm">
          If you export anyway, each field&apos;s label prints highlighted in place of its value, and the
          export is recorded in the audit log.
        </p>
        <DialogFooter>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="outline" onClick={() => shown && onExportAnyway(shown.format)}>
            Export anyway
          </Button>
          <Button onClick={onFillValues}>Fill values</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
