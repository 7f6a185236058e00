import type { Editor } from '@tiptap/core';
import { Button } from '@/components/ui/button';
import { deleteLogic, unwrapLogic } from './logic-edits';

interface LogicFormButtonsProps {
  editor: Editor;
  pos: number;
  /** False while what is typed cannot be applied (a malformed expression, a bad item name). */
  canApply: boolean;
  /** "Remove condition": unwraps the block, keeping its content. */
  removeLabel: string;
  onDone: () => void;
}

/** Apply (the form's submit), Remove (keeps the content) and Delete (with the content). */
export function LogicFormButtons({ editor, pos, canApply, removeLabel, onDone }: LogicFormButtonsProps) {
  const act = (run: (editor: Editor, pos: number) => void) => () => {
    run(editor, pos);
    onDone();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="submit" size="sm" disabled={!canApply}>
        Apply
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={act(unwrapLogic)}>
        {removeLabel}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="ml-auto text-destructive"
        onClick={act(deleteLogic)}
      >
        Delete
      </Button>
    </div>
  );
}
