import { fieldMarker, isCustomField } from '@lexdraft/core';
import { PencilIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { CustomFieldRename } from './custom-field-rename';
import { FallbackHint } from './fallback-hint';
import { isMultiLineField } from './field-paths';
import { useFallback } from './layered-values';
import { type DocumentField, shownValue, useMergeFieldStore } from './merge-field-store';
import { readOnlyInputProps } from './read-only-input';
import { SourceMark } from './source-mark';

interface MergeFieldInputProps {
  field: DocumentField;
  readOnly: boolean;
  /** `{label} is required` while a required field has no value. */
  problem: string | undefined;
}

/**
 * One field of the Merge Fields panel. Typing changes a local draft only; leaving the input or
 * pressing Enter commits it (spec section 4). Without a draft the input shows the stored value, so
 * values set elsewhere (the field-value dialog, a template) appear here too.
 */
export function MergeFieldInput({ field, readOnly, problem }: MergeFieldInputProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const fallbackId = `${inputId}-fallback`;
  const stored = useMergeFieldStore((state) => shownValue(state, field.id)) ?? '';
  const commitValue = useMergeFieldStore((state) => state.commitValue);
  const [draft, setDraft] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);
  const value = draft ?? stored;
  // Empty, the field shows what a lower layer gives it: clearing falls back, visibly.
  const fallback = useFallback(field.id);
  const fallbackShown = fallback !== undefined && value === '';
  const multiLine = isMultiLineField(field.id);
  const required = field.definition?.required === true;
  const canRename = !readOnly && field.path === 'custom';
  // The firm's own smart fields are its fields, not the document's custom ones (issue 29).
  const badge = field.path === 'smart' ? 'Firm' : isCustomField(field.id) ? 'Custom' : null;
  const shownProblem = problem !== undefined && value.trim() === '' ? problem : undefined;

  // After Enter or Escape in the rename input, the keyboard user lands back on its pencil.
  const renameButton = useRef<HTMLButtonElement>(null);
  const refocusRename = useRef(false);
  useEffect(() => {
    if (renaming || !refocusRename.current) return;
    refocusRename.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  // A save that left this required field empty asks for it: in view, and focused to be filled in.
  const box = useRef<HTMLDivElement>(null);
  const focusWanted = useMergeFieldStore((state) => state.focusField === field.id);
  useEffect(() => {
    if (!focusWanted) return;
    useMergeFieldStore.getState().focusOn(null);
    const input = box.current?.querySelector<HTMLElement>('input, textarea');
    input?.scrollIntoView?.({ block: 'center' });
    input?.focus({ preventScroll: true });
  }, [focusWanted]);

  // Closing the panel (or switching tabs) while typing keeps what was typed.
  const latest = useRef({ draft, stored });
  useEffect(() => {
    latest.current = { draft, stored };
  });
  useEffect(
    () => () => {
      const { draft: left, stored: before } = latest.current;
      if (left !== null && left !== before) useMergeFieldStore.getState().commitValue(field.id, left);
    },
    [field.id],
  );

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== stored) commitValue(field.id, draft);
  };

  const inputProps = {
    id: inputId,
    value,
    placeholder: fallbackShown ? fallback.value : undefined,
    ...readOnlyInputProps(readOnly),
    autoComplete: 'off',
    spellCheck: false,
    'aria-required': required || undefined,
    'aria-invalid': shownProblem !== undefined || undefined,
    'aria-describedby':
      [hintId, fallbackShown && fallbackId, shownProblem && errorId].filter(Boolean).join(' ') || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft(event.target.value),
    onBlur: commit,
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      // Shift+Enter starts a new line in a multi-line value; Enter alone commits.
      if (multiLine && event.shiftKey) return;
      event.preventDefault();
      commit();
    },
    className: cn('text-sm md:text-[13px]', readOnlyInputProps(readOnly).className),
  };

  return (
    <div ref={box} data-field-id={field.id} className="space-y-1">
      <div className="flex min-h-6 min-w-0 items-center gap-1.5">
        {renaming ? (
          <CustomFieldRename
            name={field.id}
            onDone={(how) => {
              refocusRename.current = how === 'keyboard';
              setRenaming(false);
            }}
          />
        ) : (
          <>
            <Label
              htmlFor={inputId}
              className="min-w-0 truncate font-medium text-[13px] leading-normal"
              title={field.label}
            >
              {field.label}
            </Label>
            {/* Outside the label, so that the input is named by the label alone; aria-required says it. */}
            {required && (
              <span aria-hidden="true" className="-ml-1 font-medium text-destructive text-sm leading-none">
                *
              </span>
            )}
            <SourceMark fieldId={field.id} hasValue={stored !== ''} />
            {badge && (
              <Badge
                variant="outline"
                className="px-1.5 py-0 font-normal text-[10px] text-muted-foreground leading-[inherit]"
              >
                {badge}
              </Badge>
            )}
            {canRename && (
              <button
                ref={renameButton}
                type="button"
                aria-label={`Rename ${field.id}`}
                title="Rename field"
                onClick={() => setRenaming(true)}
                className="ml-auto rounded-sm p-1 text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <PencilIcon className="size-3" aria-hidden="true" />
              </button>
            )}
          </>
        )}
      </div>
      <p id={hintId} className="flex min-w-0 items-baseline gap-2 pb-0.5 text-[11px] text-muted-foreground">
        <code className="min-w-0 truncate font-mono" title={fieldMarker(field.id)}>
          {fieldMarker(field.id)}
        </code>
        {field.count > 1 && <span className="ml-auto shrink-0">Used {field.count} times</span>}
        {field.count === 0 && (
          <span className="ml-auto shrink-0">
            {field.inCondition ? 'Used in a condition' : 'Not in the text'}
          </span>
        )}
      </p>
      {multiLine ? (
        <Textarea rows={2} {...inputProps} className={cn('min-h-14 py-1.5', inputProps.className)} />
      ) : (
        <Input {...inputProps} className={cn('h-8 px-2.5', inputProps.className)} />
      )}
      {fallbackShown && <FallbackHint id={fallbackId} hint={fallback.hint} />}
      {shownProblem && (
        <p id={errorId} className="text-destructive text-xs">
          {shownProblem}
        </p>
      )}
    </div>
  );
}
