import {
  TEMPLATE_CATEGORY_MAX_LENGTH,
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  TEMPLATE_JURISDICTION_MAX_LENGTH,
} from '@lexdraft/core';
import { FileDownIcon, LibraryBigIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { getTemplate, type Template, updateTemplate } from '@/api/templates';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { downloadTemplate } from '@/documents/library/download-template';
import { categoryLabel } from '@/documents/library/facets';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { TagInput } from './tag-input';

const UPDATE_FAILED = 'Failed to update template';

interface LibraryForm {
  category: string;
  jurisdiction_code: string;
  description: string;
  tags: string[];
}

const formOf = (template: Template): LibraryForm => ({
  category: template.category,
  jurisdiction_code: template.jurisdiction_code,
  description: template.description ?? '',
  tags: template.tags,
});

const sameForm = (a: LibraryForm, b: LibraryForm) =>
  a.category.trim() === b.category.trim() &&
  a.jurisdiction_code.trim() === b.jurisdiction_code.trim() &&
  a.description.trim() === b.description.trim() &&
  a.tags.join('\n') === b.tags.join('\n');

interface TemplateLibraryFieldsProps {
  documentId: string;
  /** The user may write documents (docs:write): the fields are a form; else they are shown. */
  canEdit: boolean;
}

/** Document Info's library section for a template: category, jurisdiction, description, tags, download. */
export function TemplateLibraryFields({ documentId, canEdit }: TemplateLibraryFieldsProps) {
  const [template, setTemplate] = useState<Template | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getTemplate(documentId, { signal: controller.signal }).then(
      (found) => {
        if (!controller.signal.aborted) setTemplate(found);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadError(errorMessage(error, 'Failed to fetch templates'));
      },
    );
    return () => controller.abort();
  }, [documentId]);

  return (
    <section aria-labelledby="template-library-heading" className="space-y-3">
      <h3
        id="template-library-heading"
        className="flex items-center gap-1.5 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
      >
        <LibraryBigIcon className="size-3.5" aria-hidden="true" />
        Template library
      </h3>
      {loadError !== null && <FormErrorAlert message={loadError} />}
      {loadError === null && template === null && (
        <div className="space-y-2" role="status" aria-label="Loading template details">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
      {template !== null &&
        (canEdit ? (
          <LibraryFieldsForm key={template.updated_at} template={template} onSaved={setTemplate} />
        ) : (
          <LibraryFieldsView template={template} />
        ))}
      <Button variant="outline" className="w-full" onClick={() => void downloadTemplate(documentId)}>
        <FileDownIcon aria-hidden="true" />
        Download Word file
      </Button>
    </section>
  );
}

function LibraryFieldsView({ template }: { template: Template }) {
  const row = 'grid gap-0.5';
  const term = 'text-muted-foreground text-xs';
  return (
    <dl className="grid gap-3 rounded-lg border bg-muted/20 p-3 text-sm">
      <div className={row}>
        <dt className={term}>Category</dt>
        <dd>{categoryLabel(template.category)}</dd>
      </div>
      <div className={row}>
        <dt className={term}>Jurisdiction</dt>
        <dd className={template.jurisdiction_code ? 'font-mono text-xs' : 'text-muted-foreground'}>
          {template.jurisdiction_code || 'Not set'}
        </dd>
      </div>
      <div className={row}>
        <dt className={term}>Description</dt>
        <dd className={template.description ? 'whitespace-pre-line break-words' : 'text-muted-foreground'}>
          {template.description ?? 'No description'}
        </dd>
      </div>
      <div className={row}>
        <dt className={term}>Tags</dt>
        <dd>
          {template.tags.length === 0 ? (
            <span className="text-muted-foreground">No tags</span>
          ) : (
            <ul className="mt-0.5 flex flex-wrap gap-1" aria-label="Tags">
              {template.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground text-xs"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

interface LibraryFieldsFormProps {
  template: Template;
  onSaved: (template: Template) => void;
}

function LibraryFieldsForm({ template, onSaved }: LibraryFieldsFormProps) {
  const id = useId();
  const saved = formOf(template);
  const [form, setForm] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = !sameForm(form, saved);
  const set = (changes: Partial<LibraryForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setFailure(null);
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const updated = await updateTemplate(template.id, {
        category: form.category,
        jurisdiction_code: form.jurisdiction_code,
        description: form.description.trim() === '' ? null : form.description,
        tags: form.tags,
      });
      toast.success('Template saved successfully');
      onSaved(updated);
    } catch (error) {
      const message = errorMessage(error, UPDATE_FAILED);
      setFailure(message);
      toast.error(UPDATE_FAILED, { description: message === UPDATE_FAILED ? undefined : message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      className="grid gap-3.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && !saving) void save();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Input
          id={`${id}-category`}
          value={form.category}
          maxLength={TEMPLATE_CATEGORY_MAX_LENGTH}
          placeholder="general"
          autoComplete="off"
          disabled={saving}
          onChange={(event) => set({ category: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-jurisdiction`}>Jurisdiction code</Label>
        <Input
          id={`${id}-jurisdiction`}
          value={form.jurisdiction_code}
          maxLength={TEMPLATE_JURISDICTION_MAX_LENGTH}
          placeholder="e.g. US-CA"
          autoComplete="off"
          spellCheck={false}
          disabled={saving}
          onChange={(event) => set({ jurisdiction_code: event.target.value })}
          className="font-mono"
        />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <span className="text-muted-foreground text-xs tabular-nums" aria-hidden="true">
            {form.description.length.toLocaleString('en-US')} /{' '}
            {TEMPLATE_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')}
          </span>
        </div>
        <Textarea
          id={`${id}-description`}
          value={form.description}
          maxLength={TEMPLATE_DESCRIPTION_MAX_LENGTH}
          placeholder="What this template is for"
          disabled={saving}
          onChange={(event) => set({ description: event.target.value })}
          className="max-h-48 min-h-16"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-tags`}>Tags</Label>
        <TagInput
          id={`${id}-tags`}
          tags={form.tags}
          onChange={(tags) => set({ tags })}
          disabled={saving}
          describedBy={`${id}-tags-hint`}
        />
        <p id={`${id}-tags-hint`} className="text-muted-foreground text-xs">
          Press Enter to add a tag.
        </p>
      </div>
      <FormErrorAlert message={failure} />
      <PendingButton type="submit" pending={saving} pendingLabel="Saving…" disabled={!changed}>
        Save template details
      </PendingButton>
    </form>
  );
}
