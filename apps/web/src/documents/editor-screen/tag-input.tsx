import { TEMPLATE_TAG_MAX_LENGTH, TEMPLATE_TAGS_MAX_COUNT } from '@lexdraft/core';
import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

interface TagInputProps {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  describedBy?: string;
}

/**
 * Tags as chips with a remove button each, and a field that adds one on Enter (or a comma). A
 * blank tag or one already there is not added; the field stops at the library's limits.
 */
export function TagInput({ id, tags, onChange, disabled, describedBy }: TagInputProps) {
  const [text, setText] = useState('');
  const full = tags.length >= TEMPLATE_TAGS_MAX_COUNT;

  const add = () => {
    const tag = text.trim();
    if (tag !== '' && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      onChange([...tags, tag]);
    }
    setText('');
  };

  return (
    <div
      className={cn(
        'flex min-h-9 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-card px-2 py-1.5 shadow-xs transition-[color,box-shadow] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        disabled && 'opacity-50',
      )}
    >
      {tags.length > 0 && (
        <ul className="contents" aria-label="Added tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-0.5 rounded-full bg-secondary py-0.5 pr-0.5 pl-2.5 text-secondary-foreground text-xs"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-0.5 text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
              >
                <XIcon className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        value={text}
        disabled={disabled || full}
        maxLength={TEMPLATE_TAG_MAX_LENGTH}
        placeholder={full ? `At most ${TEMPLATE_TAGS_MAX_COUNT} tags` : 'Add a tag…'}
        aria-describedby={describedBy}
        autoComplete="off"
        onChange={(event) => setText(event.target.value.replace(',', ''))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ',') {
            event.preventDefault();
            add();
          } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
            onChange(tags.slice(0, -1));
          }
        }}
        onBlur={add}
        className="h-6 min-w-24 flex-1 bg-transparent px-1 text-sm outline-none placeholder:text-muted-foreground"
      />
    </div>
  );
}
