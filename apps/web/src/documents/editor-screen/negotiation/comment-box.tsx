import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { findPeople, type MentionablePerson } from '@/api/comments';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { type DraftMention, draftOf, mentionOf, storedBody } from './comment-mentions';

// A comment's text box: plain text, Ctrl/Cmd+Enter posts, and `@` opens a picker of colleagues
// (arrow keys, Enter or Tab to pick, Escape to close). The box shows `@Name`; what is posted is the
// stored `@[Name](user:ID)` (comment-mentions.ts).

/** The most a comment may hold, as the server checks it. */
const MAX_BODY = 10_000;

// `@` at the start or after a space, then up to two words typed so far.
const TYPED_MENTION = /(?:^|\s)@(\S{0,40}(?: \S{0,40})?)$/;

interface CommentBoxProps {
  documentId: string;
  /** The box's accessible name ("Comment", "Reply", "Edit comment"). */
  label: string;
  submitLabel: string;
  /** A stored body to start from (editing). */
  initialBody?: string;
  autoFocus?: boolean;
  /** Posts the stored body; answers true when it went (the box then empties). */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}

interface Picker {
  /** Where the `@` is in the text. */
  start: number;
  query: string;
  people: MentionablePerson[];
  index: number;
}

export function CommentBox({
  documentId,
  label,
  submitLabel,
  initialBody = '',
  autoFocus = false,
  onSubmit,
  onCancel,
}: CommentBoxProps) {
  const [initial] = useState(() => draftOf(initialBody));
  const [text, setText] = useState(initial.text);
  const mentions = useRef<DraftMention[]>(initial.mentions);
  const [picker, setPicker] = useState<Picker | null>(null);
  const [posting, setPosting] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const lookup = useRef<AbortController | null>(null);

  useEffect(() => () => lookup.current?.abort(), []);

  const tooLong = text.length > MAX_BODY;
  const canPost = text.trim() !== '' && !tooLong && !posting;

  const lookFor = (value: string, caret: number) => {
    lookup.current?.abort();
    const typed = TYPED_MENTION.exec(value.slice(0, caret));
    if (!typed) {
      setPicker(null);
      return;
    }
    const query = typed[1] ?? '';
    const start = caret - query.length - 1;
    const controller = new AbortController();
    lookup.current = controller;
    findPeople(documentId, query, controller.signal).then(
      (people) => {
        if (controller.signal.aborted) return;
        setPicker(people.length > 0 ? { start, query, people, index: 0 } : null);
      },
      () => {
        if (!controller.signal.aborted) setPicker(null);
      },
    );
  };

  const pick = (person: MentionablePerson) => {
    if (!picker) return;
    const mention = mentionOf(person);
    mentions.current = [...mentions.current, mention];
    const end = picker.start + 1 + picker.query.length;
    const inserted = `${mention.shown} `;
    const next = text.slice(0, picker.start) + inserted + text.slice(end);
    setText(next);
    setPicker(null);
    lookup.current?.abort();
    const caret = picker.start + inserted.length;
    requestAnimationFrame(() => box.current?.setSelectionRange(caret, caret));
  };

  const submit = async () => {
    if (!canPost) return;
    setPosting(true);
    try {
      if (await onSubmit(storedBody(text.trim(), mentions.current))) {
        setText('');
        mentions.current = [];
      }
    } finally {
      setPosting(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker) {
      const count = picker.people.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : count - 1;
        setPicker({ ...picker, index: (picker.index + step) % count });
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const person = picker.people[picker.index];
        if (person) pick(person);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the picker only, not the drawer or the box.
        event.preventDefault();
        event.stopPropagation();
        lookup.current?.abort();
        setPicker(null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.stopPropagation();
      onCancel();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="relative flex flex-col gap-2">
      <Textarea
        ref={box}
        aria-label={label}
        value={text}
        rows={2}
        autoFocus={autoFocus}
        placeholder="Write a comment. Type @ to mention a colleague."
        className="min-h-16 resize-y text-sm"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={picker !== null}
        aria-controls={picker ? listId : undefined}
        aria-activedescendant={picker ? optionId(picker.index) : undefined}
        aria-invalid={tooLong || undefined}
        onChange={(event) => {
          setText(event.target.value);
          lookFor(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setPicker(null)}
      />
      {picker && (
        <div
          id={listId}
          role="listbox"
          aria-label="Mention a colleague"
          className="absolute top-full left-0 z-50 mt-1 max-h-56 w-full overflow-y-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {picker.people.map((person, index) => (
            <div
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === picker.index}
              tabIndex={-1}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-1.5',
                index === picker.index && 'bg-accent text-accent-foreground',
              )}
              // Picked before the box loses the focus (which closes the picker).
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
            >
              {person.name}
            </div>
          ))}
        </div>
      )}
      {tooLong && (
        <p className="text-destructive text-xs" role="alert">
          A comment holds at most 10,000 characters.
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="button" size="sm" disabled={!canPost} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
