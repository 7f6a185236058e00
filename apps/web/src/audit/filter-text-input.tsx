import { useState } from 'react';
import { Input } from '@/components/ui/input';

interface FilterTextInputProps {
  id: string;
  /** The filter in force (from the URL). */
  value: string;
  /** Called with the trimmed text on Enter, on leaving the field, or on picking a suggestion. */
  onCommit: (value: string) => void;
  placeholder?: string;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  className?: string;
}

/**
 * A text filter that applies when the person is done with it, not at each key: every change is a
 * request and a history entry.
 */
export function FilterTextInput({ id, value, onCommit, placeholder, list, className }: FilterTextInputProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);

  // The filter changed from outside (Clear filters, Back): show it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }

  const commit = (next: string) => {
    if (next.trim() !== value) onCommit(next.trim());
  };

  return (
    <Input
      id={id}
      list={list}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        // A suggestion picked from the list arrives as one replacement, not as typing.
        const { inputType } = event.nativeEvent as InputEvent;
        if (list !== undefined && (inputType === undefined || inputType === 'insertReplacementText')) {
          commit(event.target.value);
        }
      }}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
      className={className}
    />
  );
}
