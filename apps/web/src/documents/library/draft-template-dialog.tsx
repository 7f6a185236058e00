import {
  DOCUMENT_NAME_MAX_LENGTH,
  TEMPLATE_CATEGORY_MAX_LENGTH,
  TEMPLATE_JURISDICTION_MAX_LENGTH,
} from '@lexdraft/core';
import { CircleAlertIcon, InfoIcon, SparklesIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { GENERATE_FAILED, generateTemplate } from '@/api/ai';
import { FieldError } from '@/auth/field-error';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useAiStatusStore } from '../ai/ai-status-store';
import { streamedRewriteText } from '../ai/streamed-text';
import { editorPath } from '../list/editor-path';

// "Draft with AI": a template drafted from a description (POST /docs/templates/generate), or with no
// provider assembled from the built-in clause library; then it opens in the editor.

/** Spec section 8: a drafting that answers success false without a message. */
const GENERATION_FAILED = 'Generation failed';
const PROMPT_MAX_LENGTH = 4000;
/** Long enough to read the clause library's notes. */
const NOTES_TOAST_MS = 12_000;

interface DraftTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY = { prompt: '', name: '', category: '', jurisdiction: '' };

export function DraftTemplateDialog({ open, onOpenChange }: DraftTemplateDialogProps) {
  const navigate = useNavigate();
  const status = useAiStatusStore((state) => state.status);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [streamed, setStreamed] = useState('');
  const promptInput = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) void useAiStatusStore.getState().ensure();
  }, [open]);

  const off = status !== null && !status.enabled;
  const offline = status?.enabled === true && !status.provider_configured;

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const fieldProps = { form, set, disabled: pending };

  const handleOpenChange = (next: boolean) => {
    // The template is being made: the dialog stays until the server has answered.
    if (pending) return;
    if (!next) {
      setForm(EMPTY);
      setProblem(undefined);
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.prompt.trim() === '') {
      setProblem('Describe the template you need');
      promptInput.current?.focus();
      return;
    }
    setFailure(null);
    setStreamed('');
    setPending(true);
    try {
      const answer = await generateTemplate(
        {
          prompt: form.prompt.trim(),
          name: form.name.trim(),
          category: form.category.trim(),
          jurisdiction_code: form.jurisdiction.trim(),
        },
        { onDelta: (text) => setStreamed((current) => current + text) },
      );
      if (!answer.success || !answer.template_id) {
        setFailure(answer.error || GENERATION_FAILED);
        return;
      }
      // Offline, the clause library says why an asked-for clause was left out: the user must not miss it.
      const notes = answer.notes ?? [];
      toast.success('Template drafted', {
        description: notes.length > 0 ? notes.join(' ') : 'Review it before the firm uses it.',
        duration: notes.length > 0 ? NOTES_TOAST_MS : undefined,
      });
      setForm(EMPTY);
      onOpenChange(false);
      void navigate(editorPath(answer.template_id));
    } catch (error) {
      setFailure(errorMessage(error, GENERATE_FAILED));
    } finally {
      setPending(false);
    }
  };

  const preview = pending ? streamedRewriteText(streamed) : '';

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Draft a template with AI</DialogTitle>
          <DialogDescription>
            Describe the document. Its placeholders become merge fields, and it opens for you to review.
          </DialogDescription>
        </DialogHeader>
        {off ? (
          <Alert>
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>The AI assistant is off</AlertTitle>
            <AlertDescription>
              Your firm has turned the AI assistant off, so templates cannot be drafted.
            </AlertDescription>
          </Alert>
        ) : (
          <form
            id="draft-template-form"
            noValidate
            className="grid gap-4"
            onSubmit={(event) => void submit(event)}
          >
            <FormErrorAlert message={failure} />
            <div className="grid gap-2">
              <Label htmlFor="draft-prompt">What should it be?</Label>
              <Textarea
                ref={promptInput}
                id="draft-prompt"
                rows={4}
                maxLength={PROMPT_MAX_LENGTH}
                placeholder="e.g. A mutual NDA for a software consulting engagement, two-year term, Delaware law"
                className="max-h-48 resize-none"
                value={form.prompt}
                onChange={(event) => {
                  set('prompt')(event);
                  if (problem) setProblem(undefined);
                }}
                disabled={pending}
                aria-invalid={problem !== undefined || undefined}
                aria-describedby={problem ? 'draft-prompt-error' : undefined}
              />
              <FieldError id="draft-prompt-error" message={problem} />
            </div>
            <DraftTextField
              field="name"
              label="Template name"
              placeholder="Taken from the draft when left empty"
              maxLength={DOCUMENT_NAME_MAX_LENGTH}
              {...fieldProps}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <DraftTextField
                field="category"
                label="Category"
                placeholder="e.g. Contracts"
                maxLength={TEMPLATE_CATEGORY_MAX_LENGTH}
                {...fieldProps}
              />
              <DraftTextField
                field="jurisdiction"
                label="Jurisdiction"
                placeholder="e.g. US-DE"
                maxLength={TEMPLATE_JURISDICTION_MAX_LENGTH}
                {...fieldProps}
              />
            </div>
            {offline && (
              <p className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2.5 text-muted-foreground text-sm">
                <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                No AI provider is configured: the draft is assembled from the built-in clause library, chosen
                by your description’s words and the category.
              </p>
            )}
            {preview !== '' && (
              <p
                aria-live="polite"
                className="max-h-32 overflow-y-auto whitespace-pre-wrap rounded-md border bg-muted/40 px-3 py-2 font-serif text-muted-foreground text-sm"
              >
                {preview}
              </p>
            )}
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => handleOpenChange(false)} disabled={pending}>
            {off ? 'Close' : 'Cancel'}
          </Button>
          {!off && (
            <PendingButton
              type="submit"
              form="draft-template-form"
              pending={pending}
              pendingLabel="Drafting…"
            >
              <SparklesIcon aria-hidden="true" />
              Draft template
            </PendingButton>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

interface DraftTextFieldProps {
  field: 'name' | 'category' | 'jurisdiction';
  label: string;
  placeholder: string;
  maxLength: number;
  form: Record<DraftTextFieldProps['field'], string>;
  set: (field: DraftTextFieldProps['field']) => (event: { target: { value: string } }) => void;
  disabled: boolean;
}

/** One of the dialog's optional one-line fields. */
function DraftTextField({ field, label, placeholder, maxLength, form, set, disabled }: DraftTextFieldProps) {
  const id = `draft-${field}`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        autoComplete="off"
        placeholder={placeholder}
        maxLength={maxLength}
        value={form[field]}
        onChange={set(field)}
        disabled={disabled}
      />
    </div>
  );
}
