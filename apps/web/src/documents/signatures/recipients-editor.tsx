import { SIGNATURE_MAX_RECIPIENTS, type SignatureRecipientRole } from '@lexdraft/core';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { blankRecipient, moveRecipient, type RecipientDraft } from './send-draft';
import { ROLE_LABELS } from './signature-labels';

interface RecipientsEditorProps {
  recipients: RecipientDraft[];
  onChange: (recipients: RecipientDraft[]) => void;
  /** Per recipient key, the problems to show now (those of fields touched, or all after a Send). */
  problems: Map<string, { name?: string; email?: string }>;
  /**
   * Marks a field as left with something typed, so its problem shows from then on. Leaving an
   * empty field says nothing until Send: a message appearing as focus moves would shift the
   * layout under the pointer, so that a click on Send could miss it.
   */
  onTouch: (key: string, field: 'name' | 'email') => void;
  /** Numbers the rows as a signing order. */
  sequential: boolean;
  disabled: boolean;
}

/** Where focus goes after a row moves, is added or is removed. */
type FocusTarget = { key: string; part: 'name' | 'up' | 'down' } | { key: 'add'; part: 'add' };

/**
 * The recipients: a row each with name, email and role, moved with buttons (so the order can be
 * set from the keyboard) and removed; focus follows the row that moved, or the next one.
 */
export function RecipientsEditor({
  recipients,
  onChange,
  problems,
  onTouch,
  sequential,
  disabled,
}: RecipientsEditorProps) {
  const elements = useRef(new Map<string, HTMLElement>());
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    elements.current.get(`${focusTarget.key}:${focusTarget.part}`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const register = (id: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  };

  const update = (key: string, change: Partial<RecipientDraft>) =>
    onChange(
      recipients.map((recipient) => (recipient.key === key ? { ...recipient, ...change } : recipient)),
    );
  const move = (index: number, by: -1 | 1) => {
    const moved = recipients[index];
    const next = moveRecipient(recipients, index, index + by);
    if (!moved || next === recipients) return;
    onChange(next);
    // The same button, unless the row reached the end it moved towards (then its other one).
    const to = index + by;
    const atEnd = by === -1 ? to === 0 : to === recipients.length - 1;
    const part = by === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
    setFocusTarget({ key: moved.key, part });
  };
  const remove = (index: number) => {
    const next = recipients.filter((_, at) => at !== index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    setFocusTarget(neighbour ? { key: neighbour.key, part: 'name' } : { key: 'add', part: 'add' });
  };
  const add = () => {
    // After a signer, most lists go on with another signer; copies come last.
    const last = recipients.at(-1);
    const added = blankRecipient(last?.role ?? 'signer');
    onChange([...recipients, added]);
    setFocusTarget({ key: added.key, part: 'name' });
  };
  const full = recipients.length >= SIGNATURE_MAX_RECIPIENTS;

  return (
    <div className="grid gap-3">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[1.75rem_minmax(0,1fr)_minmax(0,1.25fr)_11rem_6.5rem] gap-2 px-1 font-medium text-muted-foreground text-xs sm:grid"
      >
        <span>#</span>
        <span>Name</span>
        <span>Email</span>
        <span>Role</span>
        <span />
      </div>
      <ol aria-label="Recipients" className="grid gap-3 sm:gap-2">
        {recipients.map((recipient, index) => {
          const number = index + 1;
          const who = recipient.name.trim() || `recipient ${number}`;
          const problem = problems.get(recipient.key) ?? {};
          const nameId = `${recipient.key}-name`;
          const emailId = `${recipient.key}-email`;
          const roleId = `${recipient.key}-role`;
          return (
            <li
              key={recipient.key}
              className="grid grid-cols-[1.75rem_minmax(0,1fr)] items-start gap-x-2 gap-y-2 rounded-lg border bg-muted/30 p-3 sm:grid-cols-[1.75rem_minmax(0,1fr)_minmax(0,1.25fr)_11rem_6.5rem] sm:border-0 sm:bg-transparent sm:p-1"
            >
              <span
                className="mt-1.5 flex size-6 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary text-xs tabular-nums"
                title={sequential ? `Signs ${ordinal(number)}` : undefined}
              >
                {number}
              </span>
              <div className="col-start-2 grid gap-1">
                <label htmlFor={nameId} className="sr-only">
                  Name of recipient {number}
                </label>
                <Input
                  id={nameId}
                  ref={register(`${recipient.key}:name`)}
                  value={recipient.name}
                  placeholder="Full name"
                  autoComplete="off"
                  disabled={disabled}
                  aria-invalid={problem.name !== undefined}
                  aria-describedby={problem.name ? `${nameId}-error` : undefined}
                  onChange={(event) => update(recipient.key, { name: event.target.value })}
                  onBlur={(event) => event.target.value.trim() !== '' && onTouch(recipient.key, 'name')}
                />
                {problem.name && (
                  <p id={`${nameId}-error`} className="text-destructive text-xs">
                    {problem.name}
                  </p>
                )}
              </div>
              <div className="col-start-2 grid gap-1 sm:col-start-3">
                <label htmlFor={emailId} className="sr-only">
                  Email of recipient {number}
                </label>
                <Input
                  id={emailId}
                  type="email"
                  value={recipient.email}
                  placeholder="name@example.com"
                  autoComplete="off"
                  disabled={disabled}
                  aria-invalid={problem.email !== undefined}
                  aria-describedby={problem.email ? `${emailId}-error` : undefined}
                  onChange={(event) => update(recipient.key, { email: event.target.value })}
                  onBlur={(event) => event.target.value.trim() !== '' && onTouch(recipient.key, 'email')}
                />
                {problem.email && (
                  <p id={`${emailId}-error`} className="break-words text-destructive text-xs">
                    {problem.email}
                  </p>
                )}
              </div>
              {/* On a phone the role and the buttons share the row under the email; from sm up each has its column. */}
              <div className="col-start-2 flex items-center gap-1 sm:contents">
                <div className="min-w-0 flex-1 sm:col-start-4">
                  <label htmlFor={roleId} className="sr-only">
                    Role of recipient {number}
                  </label>
                  <NativeSelect
                    id={roleId}
                    value={recipient.role}
                    disabled={disabled}
                    className="w-full"
                    onChange={(event) =>
                      update(recipient.key, { role: event.target.value as SignatureRecipientRole })
                    }
                  >
                    <option value="signer">{ROLE_LABELS.signer}</option>
                    <option value="cc">{ROLE_LABELS.cc}</option>
                  </NativeSelect>
                </div>
                <div className="flex shrink-0 justify-end gap-0.5 sm:col-start-5">
                  <Button
                    ref={register(`${recipient.key}:up`)}
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-muted-foreground"
                    aria-label={`Move ${who} up`}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpIcon />
                  </Button>
                  <Button
                    ref={register(`${recipient.key}:down`)}
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-muted-foreground"
                    aria-label={`Move ${who} down`}
                    disabled={disabled || index === recipients.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownIcon />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-muted-foreground"
                    aria-label={`Remove ${who}`}
                    disabled={disabled || recipients.length === 1}
                    onClick={() => remove(index)}
                  >
                    <Trash2Icon />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          ref={register('add:add')}
          type="button"
          variant="outline"
          size="sm"
          onClick={add}
          disabled={disabled || full}
        >
          <PlusIcon aria-hidden="true" />
          Add recipient
        </Button>
        <span className={full ? 'text-foreground text-xs' : 'text-muted-foreground text-xs'}>
          {full
            ? `That is the most one request can hold (${SIGNATURE_MAX_RECIPIENTS}).`
            : `${recipients.length} of ${SIGNATURE_MAX_RECIPIENTS}`}
        </span>
      </div>
    </div>
  );
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
function ordinal(number: number): string {
  return ORDINALS[number - 1] ?? `${number}th`;
}
