import { Button } from '@/components/ui/button';

interface LogicFormButtonsProps {
  /** False while what is typed cannot be applied (a malformed expression, a bad item name). */
  canApply: boolean;
  /** "Remove condition": unwraps the block, keeping its content; absent when there is nothing to remove. */
  removeLabel: string;
  onRemove?: () => void;
  deleteLabel?: string;
  onDelete: () => void;
  onDone: () => void;
}

/** Apply (the form's submit), Remove (keeps the content) and Delete (with the content). */
export function LogicFormButtons({
  canApply,
  removeLabel,
  onRemove,
  deleteLabel = 'Delete',
  onDelete,
  onDone,
}: LogicFormButtonsProps) {
  const act = (run: () => void) => () => {
    run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="submit" size="sm" disabled={!canApply}>
        Apply
      </Button>
      {onRemove && (
        <Button type="button" size="sm" variant="outline" onClick={act(onRemove)}>
          {removeLabel}
        </Button>
      )}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="ml-auto text-destructive"
        onClick={act(onDelete)}
      >
        {deleteLabel}
      </Button>
    </div>
  );
}
