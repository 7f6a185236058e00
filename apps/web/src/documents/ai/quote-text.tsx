import { fieldMarker, isFieldId } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import type { ReactNode } from 'react';
import { FIELD_MARKER } from './finding-actions';

// A finding's quote as the document shows it: its `{{id}}` markers as the fields' chips.

export function QuoteText({ quote, editor }: { quote: string; editor: Editor | null }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of quote.matchAll(FIELD_MARKER)) {
    const id = match[1]!;
    if (!isFieldId(id)) continue;
    parts.push(quote.slice(last, match.index));
    parts.push(
      <span
        key={match.index}
        title={fieldMarker(id)}
        className="whitespace-nowrap rounded border border-primary/25 bg-primary/8 px-1 font-sans text-[0.85em] text-primary not-italic"
      >
        {editor?.storage.mergeField?.display.labelOf(id) ?? id}
      </span>,
    );
    last = match.index + match[0].length;
  }
  parts.push(quote.slice(last));
  return <>{parts}</>;
}
