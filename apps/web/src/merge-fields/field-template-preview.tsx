import { fieldMarker } from '@lexdraft/core';
import { CheckIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { deleteFieldTemplate, type FieldTemplate } from '@/api/merge-fields';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { DocumentField } from './merge-field-store';

interface FieldTemplatePreviewProps {
  template: FieldTemplate;
  fields: DocumentField[];
  readOnly: boolean;
  onApply: (template: FieldTemplate) => void;
  onDeleted: (id: string) => void;
}

/** The picked template: its description and values, with Apply Template and Delete. */
export function FieldTemplatePreview({
  template,
  fields,
  readOnly,
  onApply,
  onDeleted,
}: FieldTemplatePreviewProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const labelOf = (id: string) => fields.find((field) => field.id === id)?.label ?? id;
  const entries = Object.entries(template.values).filter(([, value]) => value !== '');

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteFieldTemplate(template.id);
      toast.success('Template deleted successfully');
      onDeleted(template.id);
    } catch {
      toast.error('Failed to delete template');
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-lg border p-4">
      <div>
        <h4 id={headingId} className="font-semibold text-sm">
          {template.name}
        </h4>
        {template.description && <p className="text-muted-foreground text-xs">{template.description}</p>}
      </div>
      <dl
        aria-label="Template values"
        className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-2"
      >
        {entries.map(([id, value]) => (
          <div key={id} className="grid gap-0.5 sm:contents">
            <dt className="grid">
              <span className="font-medium">{labelOf(id)}</span>
              {labelOf(id) !== id && (
                <code className="font-mono text-[11px] text-muted-foreground">{fieldMarker(id)}</code>
              )}
            </dt>
            <dd className="whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {!readOnly && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
          <Button onClick={() => onApply(template)}>
            <CheckIcon aria-hidden="true" />
            Apply Template
          </Button>
        </div>
      )}
      <AlertDialog open={confirming} onOpenChange={(open) => !deleting && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete template?</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete "{template.name}"? This action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={deleting}
              variant="destructive"
              onClick={(event) => {
                // The dialog stays open until the server has answered.
                event.preventDefault();
                void remove();
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
