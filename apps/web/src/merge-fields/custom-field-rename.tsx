import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useMergeFieldStore } from './merge-field-store';

interface CustomFieldRenameProps {
  /** The custom field's current name. */
  name: string;
  /** The rename ended: applied or cancelled, from the keyboard (Enter, Escape) or by leaving the input. */
  onDone: (how: 'keyboard' | 'blur') => void;
}

/**
 * The name of a custom field as an input: Enter or leaving it applies the new name, Escape cancels.
 * A name the store refuses keeps the input open with the reason under it.
 */
export function CustomFieldRename({ name, onDone }: CustomFieldRenameProps) {
  const renameCustomField = useMergeFieldStore((state) => state.renameCustomField);
  const [draft, setDraft] = useState(name);
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // Escape ends the rename; the blur that follows when the input goes away must not apply it.
  const ended = useRef(false);
  const errorId = `${useId()}-error`;

  useEffect(() => {
    // The pencil was just pressed: typing goes straight into the name.
    input.current?.focus();
    input.current?.select();
  }, []);

  const apply = (how: 'keyboard' | 'blur') => {
    if (ended.current) return;
    const found = renameCustomField(name, draft);
    setProblem(found);
    if (found === undefined) {
      ended.current = true;
      onDone(how);
    }
  };

  return (
    <div className="w-full min-w-0 space-y-1">
      <Input
        ref={input}
        value={draft}
        aria-label={`New name for ${name}`}
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={problem ? errorId : undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(undefined);
        }}
        onBlur={() => apply('blur')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            apply('keyboard');
          } else if (event.key === 'Escape') {
            event.preventDefault();
            ended.current = true;
            onDone('keyboard');
          }
        }}
        className="h-7 px-2 font-mono text-xs md:text-xs"
      />
      {problem && (
        <p id={errorId} className="text-destructive text-xs">
          {problem}
        </p>
      )}
    </div>
  );
}
