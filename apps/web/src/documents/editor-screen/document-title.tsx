import { DOCUMENT_NAME_MAX_LENGTH } from '@lexdraft/core';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

interface DocumentTitleProps {
  name: string;
  readOnly: boolean;
  /** Saves the new name; rejects when the server refuses it (the caller says so). */
  onRename: (name: string) => Promise<void>;
}

const titleText = 'truncate font-semibold text-base tracking-tight sm:text-lg';

/**
 * The document's name as the page heading. Clicking it (or Enter, F2) turns it into an input;
 * Enter or leaving the input saves, Escape cancels, and a blank name keeps the old one.
 */
export function DocumentTitle({ name, readOnly, onRename }: DocumentTitleProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  // Shown while the rename is on its way, so the new name does not flicker back to the old one.
  const [pendingName, setPendingName] = useState<string | null>(null);
  // Enter saves and then unmounts the input, which blurs it: the blur must not save a second time.
  const settled = useRef(false);
  // After Enter or Escape the keyboard user stays on the title; after a click elsewhere, focus is theirs.
  const refocus = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shown = pendingName ?? name;

  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [editing]);

  const startEditing = () => {
    settled.current = false;
    setDraft(shown);
    setEditing(true);
  };

  const finish = (save: boolean) => {
    if (settled.current) return;
    settled.current = true;
    setEditing(false);
    const next = draft.trim();
    if (!save || next === '' || next === shown) return;
    setPendingName(next);
    onRename(next)
      .catch(() => undefined)
      .finally(() => setPendingName(null));
  };

  if (readOnly) {
    return (
      <h1 className={cn(titleText, 'min-w-0 px-1.5')} title={name}>
        {name}
      </h1>
    );
  }

  if (editing) {
    return (
      <input
        aria-label="Document title"
        // The title was just clicked: typing should go straight into it.
        // biome-ignore lint/a11y/noAutofocus: the input replaces the heading the user activated.
        autoFocus
        value={draft}
        maxLength={DOCUMENT_NAME_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={() => finish(true)}
        onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            refocus.current = true;
            finish(true);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            refocus.current = true;
            finish(false);
          }
        }}
        className={cn(
          titleText,
          'h-8 w-full min-w-0 rounded-md border border-input bg-card px-1.5 shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:max-w-md',
        )}
      />
    );
  }

  return (
    <h1 className="flex min-w-0">
      <button
        ref={buttonRef}
        type="button"
        title="Rename document"
        onClick={startEditing}
        onKeyDown={(event) => {
          if (event.key === 'F2') {
            event.preventDefault();
            startEditing();
          }
        }}
        className={cn(
          titleText,
          'min-w-0 cursor-text rounded-md px-1.5 py-0.5 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        )}
      >
        {shown}
      </button>
    </h1>
  );
}
