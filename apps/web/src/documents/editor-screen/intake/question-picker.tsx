import { useId } from 'react';
import type { DocumentInterviewQuestion } from '@/api/intake';
import { Button } from '@/components/ui/button';

/** The questions asked by default: those the document does not fill yet and that are not sensitive. */
export function defaultQuestionIds(questions: readonly DocumentInterviewQuestion[]): Set<string> {
  return new Set(
    questions.filter((question) => !question.filled && !question.sensitive).map((question) => question.id),
  );
}

/** The questions by their group's title, in interview order. */
function byGroup(questions: readonly DocumentInterviewQuestion[]) {
  const groups = new Map<string, DocumentInterviewQuestion[]>();
  for (const question of questions) {
    const group = groups.get(question.group) ?? [];
    group.push(question);
    groups.set(question.group, group);
  }
  return [...groups.entries()];
}

interface QuestionPickerProps {
  questions: readonly DocumentInterviewQuestion[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  disabled?: boolean;
  error?: string | undefined;
}

/** Which questions the client is asked: checkboxes by group, with Select all and Select none. */
export function QuestionPicker({ questions, chosen, onChange, disabled, error }: QuestionPickerProps) {
  const id = useId();
  const toggle = (questionId: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(questionId);
    else next.delete(questionId);
    onChange(next);
  };
  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-title`} className="font-medium text-sm">
          Questions{' '}
          <span className="font-normal text-muted-foreground">
            ({chosen.size} of {questions.length} chosen)
          </span>
        </p>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(new Set(questions.map((question) => question.id)))}
          >
            Select all
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(new Set())}
          >
            Select none
          </Button>
        </div>
      </div>
      <section
        aria-labelledby={`${id}-title`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="grid max-h-72 gap-4 overflow-y-auto rounded-lg border p-3"
      >
        {byGroup(questions).map(([group, members]) => (
          <fieldset key={group} className="grid min-w-0 gap-1">
            <legend className="mb-1 font-medium text-muted-foreground text-xs uppercase tracking-wide">
              {group}
            </legend>
            {members.map((question) => (
              <label
                key={question.id}
                className="flex cursor-pointer items-center gap-2.5 rounded-sm px-1 py-1 text-sm hover:bg-accent"
              >
                <input
                  type="checkbox"
                  checked={chosen.has(question.id)}
                  disabled={disabled}
                  onChange={(event) => toggle(question.id, event.target.checked)}
                  className="size-4 shrink-0 accent-primary"
                />
                <span className="min-w-0 truncate">{question.label}</span>
                {question.filled && <span className="shrink-0 text-muted-foreground text-xs">Filled</span>}
                {question.sensitive && (
                  <span className="shrink-0 text-muted-foreground text-xs">Sensitive</span>
                )}
              </label>
            ))}
          </fieldset>
        ))}
      </section>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
