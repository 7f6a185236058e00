import {
  DOCUMENT_NAME_MAX_LENGTH,
  TEMPLATE_CATEGORY_MAX_LENGTH,
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  TEMPLATE_JURISDICTION_MAX_LENGTH,
} from '@lexdraft/core';
import { CircleAlertIcon, ScanSearchIcon } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { TagInput } from '@/documents/editor-screen/tag-input';
import type { ImportDetails } from './import-details';

interface DetailsFieldsProps {
  details: ImportDetails;
  onChange: (changes: Partial<ImportDetails>) => void;
  nameError: string | null;
  nameInputId: string;
  disabled?: boolean;
}

/** The template's name and library fields: name, category, jurisdiction, description and tags. */
export function DetailsFields({ details, onChange, nameError, nameInputId, disabled }: DetailsFieldsProps) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={nameInputId}>Template name</Label>
        <Input
          id={nameInputId}
          value={details.name}
          maxLength={DOCUMENT_NAME_MAX_LENGTH}
          placeholder="e.g. Mutual NDA"
          autoComplete="off"
          disabled={disabled}
          aria-invalid={nameError !== null || undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        {nameError && (
          <p id={`${id}-name-error`} className="flex items-center gap-1.5 text-destructive text-sm">
            <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
            {nameError}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Input
          id={`${id}-category`}
          value={details.category}
          maxLength={TEMPLATE_CATEGORY_MAX_LENGTH}
          placeholder="general"
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => onChange({ category: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-jurisdiction`}>Jurisdiction code</Label>
        <Input
          id={`${id}-jurisdiction`}
          value={details.jurisdiction_code}
          maxLength={TEMPLATE_JURISDICTION_MAX_LENGTH}
          placeholder="e.g. US-CA"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          onChange={(event) => onChange({ jurisdiction_code: event.target.value })}
          className="font-mono"
        />
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <div className="flex items-baseline justify-between">
          <Label htmlFor={`${id}-description`}>
            Description <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <span className="text-muted-foreground text-xs tabular-nums" aria-hidden="true">
            {details.description.length.toLocaleString('en-US')} /{' '}
            {TEMPLATE_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')}
          </span>
        </div>
        <Textarea
          id={`${id}-description`}
          value={details.description}
          maxLength={TEMPLATE_DESCRIPTION_MAX_LENGTH}
          placeholder="What this template is for"
          disabled={disabled}
          onChange={(event) => onChange({ description: event.target.value })}
          className="max-h-48 min-h-16"
        />
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-tags`}>
          Tags <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <TagInput
          id={`${id}-tags`}
          tags={details.tags}
          onChange={(tags) => onChange({ tags })}
          disabled={disabled}
          describedBy={`${id}-tags-hint`}
        />
        <p id={`${id}-tags-hint`} className="text-muted-foreground text-xs">
          Press Enter to add a tag.
        </p>
      </div>
    </div>
  );
}

interface DetectionSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** The intelligent-detection choice (on by default, spec section 5), with what it finds. */
export function DetectionSwitch({ checked, onChange, disabled }: DetectionSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/20 p-3">
      <ScanSearchIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <Label htmlFor={id}>Intelligent detection</Label>
        <p id={`${id}-hint`} className="mt-1 text-muted-foreground text-xs leading-relaxed">
          Also find {'{field}'}, [Client Name], {'<<Name>>'}, «Name» and blanks such as Name: ______. Word
          merge fields, content controls and {'{{field}}'} are always found.
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
    </div>
  );
}
