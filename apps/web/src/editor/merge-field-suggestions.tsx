import { fieldMarker } from '@lexdraft/core';
import { GitBranchIcon, PlusIcon, RepeatIcon } from 'lucide-react';
import { type Ref, useId, useImperativeHandle, useLayoutEffect, useReducer, useRef } from 'react';
import {
  choiceOf,
  type FieldChoice,
  isChoice,
  type SuggestionChoice,
  type SuggestionItem,
} from './merge-field-suggestion';

/** What the suggestion plugin asks of the list. */
export interface MergeFieldSuggestionsHandle {
  /** Handles a key pressed in the editor while the list is open; true when it was used. */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

/** Props of MergeFieldSuggestions. */
export interface MergeFieldSuggestionsProps {
  items: SuggestionItem[];
  /** True until the first items of a query arrive. */
  loading: boolean;
  command: (choice: FieldChoice) => void;
  ref?: Ref<MergeFieldSuggestionsHandle>;
}

type Group = { category: string | null; choices: SuggestionChoice[] };

function groupRows(items: SuggestionItem[]): Group[] {
  const groups: Group[] = [];
  for (const item of items) {
    if (item.kind === 'category') groups.push({ category: item.category, choices: [] });
    else if (item.kind === 'custom' || groups.length === 0) groups.push({ category: null, choices: [item] });
    else groups.at(-1)?.choices.push(item);
  }
  return groups;
}

/** Scrolls the list just enough to show the active row (and its group's header when it is the first). */
function keepActiveInView(list: HTMLElement) {
  const option = list.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!option) return;
  const header = option.previousElementSibling;
  const top =
    header instanceof HTMLElement && header.getAttribute('aria-hidden') === 'true'
      ? header.offsetTop
      : option.offsetTop;
  const bottom = option.offsetTop + option.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/** The `{{` list: fields grouped by category, driven from the editor's keyboard. */
export function MergeFieldSuggestions({ items, loading, command, ref }: MergeFieldSuggestionsProps) {
  const choices = items.filter(isChoice);
  // In a ref, so that keys pressed faster than React renders move from the latest row; reset per query.
  const active = useRef({ items, index: 0 });
  if (active.current.items !== items) active.current = { items, index: 0 };
  const activeIndex = active.current.index;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();

  const select = (index: number) => {
    active.current = { items, index };
    rerender();
  };

  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (event.key === 'Escape') return true;
      const count = choices.length;
      if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return false;
      const { index } = active.current;
      if (event.key === 'ArrowDown') select((index + 1) % count);
      else if (event.key === 'ArrowUp') select((index - 1 + count) % count);
      else if (event.key === 'Enter' || event.key === 'Tab') {
        const choice = choices[index];
        if (choice) command(choiceOf(choice));
      } else return false;
      return true;
    },
  }));

  useLayoutEffect(() => {
    if (listRef.current) keepActiveInView(listRef.current);
  });

  // Nothing until the first items arrive, rather than a flash of "No matching fields".
  if (loading && items.length === 0) return null;

  let rowIndex = -1;
  const renderChoice = (choice: SuggestionChoice) => {
    rowIndex += 1;
    const index = rowIndex;
    return (
      // The editor keeps the focus and the keyboard (see onKeyDown above); the mouse only clicks.
      // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the list through the editor.
      <div
        key={`${choice.kind}:${choice.id}`}
        id={`${baseId}-${index}`}
        role="option"
        aria-selected={index === activeIndex}
        tabIndex={-1}
        onClick={() => command(choiceOf(choice))}
        onMouseMove={() => index !== active.current.index && select(index)}
        className="flex cursor-default select-none items-center gap-3 rounded-sm px-2 py-1.5 aria-selected:bg-accent aria-selected:text-accent-foreground"
      >
        {choice.kind === 'logic' ? (
          <>
            {choice.id === 'condition' ? (
              <GitBranchIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            ) : (
              <RepeatIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1 truncate">{choice.label}</span>
          </>
        ) : choice.kind === 'field' ? (
          <>
            <span className="min-w-0 truncate">{choice.label}</span>
            {/* The id gives way first: it shrinks three times as fast as the label. */}
            <span className="ml-auto min-w-0 shrink-[3] truncate font-mono text-muted-foreground text-xs">
              {fieldMarker(choice.id)}
            </span>
          </>
        ) : (
          <>
            <PlusIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">Create custom field "{choice.id}"</span>
          </>
        )}
      </div>
    );
  };

  return (
    <div
      ref={listRef}
      className="relative max-h-72 w-80 max-w-[calc(100vw-1rem)] animate-popover-in overflow-y-auto overflow-x-hidden overscroll-contain rounded-md border bg-popover p-1 text-popover-foreground text-sm shadow-md motion-reduce:animate-none"
    >
      {choices.length === 0 ? (
        <p className="px-2 py-1.5 text-muted-foreground">No matching fields</p>
      ) : (
        <div role="listbox" aria-label="Merge fields">
          {groupRows(items).map((group, index) =>
            group.category === null ? (
              <div
                key={`custom:${group.choices[0]?.id}`}
                className={index > 0 ? 'mt-1 border-t pt-1' : undefined}
              >
                {group.choices.map(renderChoice)}
              </div>
            ) : (
              // biome-ignore lint/a11y/useSemanticElements: ARIA's grouped listbox; a fieldset is a form's group.
              <div key={group.category} role="group" aria-label={group.category}>
                <div aria-hidden="true" className="px-2 pt-2 pb-1 font-medium text-muted-foreground text-xs">
                  {group.category}
                </div>
                {group.choices.map(renderChoice)}
              </div>
            ),
          )}
        </div>
      )}
    </div>
  );
}
