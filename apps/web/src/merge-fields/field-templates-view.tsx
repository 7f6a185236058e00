import { ArrowLeftIcon, FileStackIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldTemplate, listFieldTemplates } from '@/api/merge-fields';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { FieldTemplatePreview } from './field-template-preview';
import type { DocumentField } from './merge-field-store';
import { SaveFieldTemplateForm } from './save-field-template-form';

interface FieldTemplatesViewProps {
  fields: DocumentField[];
  /** The document's filled values, by field id (what Save Current as Template keeps). */
  currentValues: Record<string, string>;
  readOnly: boolean;
  onBack: () => void;
  onApply: (template: FieldTemplate) => void;
}

/** Field Value Templates: pick a saved set of values, preview, apply or delete it, or save the current one. */
export function FieldTemplatesView({
  fields,
  currentValues,
  readOnly,
  onBack,
  onApply,
}: FieldTemplatesViewProps) {
  const [templates, setTemplates] = useState<FieldTemplate[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listFieldTemplates({ signal: controller.signal }).then(
      (loaded) => setTemplates(loaded),
      () => {
        if (controller.signal.aborted) return;
        toast.error('Failed to load templates');
        setTemplates([]);
      },
    );
    return () => controller.abort();
  }, []);

  const selected = templates?.find((template) => template.id === selectedId);
  // With none saved, the list's empty state takes the whole width.
  const empty = templates?.length === 0;

  return (
    <div className="grid grid-cols-1 gap-4 pb-2">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          Back
        </Button>
        <h3 className="font-semibold text-sm">Field Value Templates</h3>
      </div>
      <div className={cn('grid grid-cols-1 gap-4', !empty && 'sm:grid-cols-[14rem_minmax(0,1fr)]')}>
        <TemplateList templates={templates} selectedId={selectedId} onSelect={setSelectedId} />
        {selected ? (
          <FieldTemplatePreview
            template={selected}
            fields={fields}
            readOnly={readOnly}
            onApply={onApply}
            onDeleted={(id) => {
              setTemplates((current) => current?.filter((template) => template.id !== id) ?? null);
              setSelectedId(null);
            }}
          />
        ) : (
          !empty && (
            <p className="grid place-items-center rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
              Pick a template to preview its values.
            </p>
          )
        )}
      </div>
      {!readOnly && (
        <SaveFieldTemplateForm
          values={currentValues}
          fieldKeys={fields.map((field) => field.id)}
          onSaved={(template) => {
            setTemplates((current) => [template, ...(current ?? [])]);
            setSelectedId(template.id);
          }}
        />
      )}
    </div>
  );
}

interface TemplateListProps {
  templates: FieldTemplate[] | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

function TemplateList({ templates, selectedId, onSelect }: TemplateListProps) {
  if (templates === null) {
    return (
      <div role="status" aria-label="Loading templates" className="grid content-start gap-2">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (templates.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
        <FileStackIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground text-sm">No templates saved yet.</p>
      </div>
    );
  }
  return (
    <ul aria-label="Saved templates" className="grid content-start gap-1">
      {templates.map((template) => (
        <li key={template.id}>
          <Button
            variant="ghost"
            aria-pressed={template.id === selectedId}
            className={cn(
              'h-auto w-full justify-start whitespace-normal px-3 py-2 text-left',
              template.id === selectedId && 'bg-accent text-accent-foreground',
            )}
            onClick={() => onSelect(template.id)}
          >
            <span className="grid min-w-0 gap-0.5">
              <span className="truncate">{template.name}</span>
              <span className="font-normal text-muted-foreground text-xs">
                {Object.keys(template.values).length} values
              </span>
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
