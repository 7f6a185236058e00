import { SOURCE_SEARCH_DEBOUNCE_MS } from '@lexdraft/core';
import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

// The product's search debounce (spec section 9): one request per pause in typing.
const SEARCH_DEBOUNCE_MS = SOURCE_SEARCH_DEBOUNCE_MS;

interface SearchFieldProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (value: string) => void;
  className?: string;
  /** The input's id and its (screen-reader) label; the documents list's by default. */
  id?: string;
  label?: string;
}

/** The search-by-name box: typing is local, the search itself waits for a pause. */
export function SearchField({
  value,
  onSearch,
  className,
  id = 'document-search',
  label = 'Search documents',
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);

  // The search changed from outside (Clear filters, back button): show it. Text that only differs
  // by spaces still being typed is left alone.
  if (value !== applied) {
    setApplied(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className={cn('relative', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        placeholder="Search by name…"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim() !== value) onSearch(text.trim());
        }}
        className="pl-9"
      />
    </div>
  );
}
