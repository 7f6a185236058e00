import { SaveIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { createFieldTemplate, type FieldTemplate } from '@/api/merge-fields';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';

interface SaveFieldTemplateFormProps {
  /** The document's filled values, by field id. */
  values: Record<string, string>;
  /** The ids of the document's fields. */
  fieldKeys: string[];
  onSaved: (template: FieldTemplate) => void;
}

/** Save Current as Template: a name (required) and a description (optional) for the current values. */
export function SaveFieldTemplateForm({ values, fieldKeys, onSaved }: SaveFieldTemplateFormProps) {
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const count = Object.keys(values).length;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (count === 0 || pending) return;
    if (name.trim() === '') {
      setProblem('Please enter a template name');
      nameInput.current?.focus();
      return;
    }
    setPending(true);
    try {
      const template = await createFieldTemplate({
        name: name.trim(),
        description: description.trim(),
        values,
        field_keys: fieldKeys,
      });
      toast.success('Template saved successfully');
      setName('');
      setDescription('');
      onSaved(template);
    } catch {
      toast.error('Failed to save template');
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid grid-cols-1 gap-3 rounded-lg border p-4"
      onSubmit={(event) => void submit(event)}
    >
      <div>
        <h4 id={`${id}-title`} className="font-semibold text-sm">
          Save Current as Template
        </h4>
        <p className="text-muted-foreground text-xs">
          {count === 0
            ? 'Fill in some field values first: a template keeps the values of this document.'
            : `Keeps the ${count} filled ${count === 1 ? 'value' : 'values'} of this document for reuse.`}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-name`}>Template name</Label>
          <Input
            ref={nameInput}
            id={`${id}-name`}
            autoComplete="off"
            value={name}
            disabled={pending}
            aria-invalid={problem !== undefined || undefined}
            aria-describedby={problem ? `${id}-name-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(undefined);
            }}
          />
          {problem && (
            <p id={`${id}-name-error`} className="text-destructive text-xs">
              {problem}
            </p>
          )}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Textarea
            id={`${id}-description`}
            rows={2}
            className="min-h-9"
            value={description}
            disabled={pending}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
      </div>
      <PendingButton
        type="submit"
        variant="outline"
        className="justify-self-end"
        pending={pending}
        disabled={count === 0}
      >
        {!pending && <SaveIcon aria-hidden="true" />}
        Save Current as Template
      </PendingButton>
    </form>
  );
}
