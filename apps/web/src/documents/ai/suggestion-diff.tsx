import { fieldMarker } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { cn } from '@/lib/utils';
import type { DiffPiece, DiffRun } from './word-diff';

// A suggestion's word diff: removed words struck through in red, added ones underlined in green,
// merge fields as the chips the document shows them as. Screen readers hear which is which.

function labelOf(editor: Editor, id: string): string {
  return editor.storage.mergeField?.display.labelOf(id) ?? id;
}

function Piece({ piece, editor }: { piece: DiffPiece; editor: Editor }) {
  if (piece.kind === 'text') return piece.text;
  return (
    <span
      data-merge-field={piece.id}
      title={fieldMarker(piece.id)}
      className="mx-px whitespace-nowrap rounded border border-primary/25 bg-primary/8 px-1 font-sans text-[0.85em] text-primary"
    >
      {labelOf(editor, piece.id)}
    </span>
  );
}

function Run({ run, editor }: { run: DiffRun; editor: Editor }) {
  const pieces = run.pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a run's pieces never move
    <Piece key={index} piece={piece} editor={editor} />
  ));
  if (run.change === 'removed') {
    return (
      <del className="rounded-sm bg-destructive/10 text-destructive decoration-destructive/70">
        <span className="sr-only">Removed: </span>
        {pieces}
      </del>
    );
  }
  if (run.change === 'added') {
    return (
      <ins className="rounded-sm bg-success/12 [del+&]:ml-0.5 text-success underline decoration-success/70 underline-offset-2">
        <span className="sr-only">Added: </span>
        {pieces}
      </ins>
    );
  }
  return <span>{pieces}</span>;
}

interface SuggestionDiffProps {
  editor: Editor;
  /** rewriteDiff's runs. */
  runs: readonly DiffRun[];
  id?: string;
  className?: string;
}

/** The diff from the original text to the suggestion. */
export function SuggestionDiff({ editor, runs, id, className }: SuggestionDiffProps) {
  return (
    <div
      id={id}
      data-slot="suggestion-diff"
      className={cn(
        'max-h-64 overflow-y-auto whitespace-pre-wrap break-words rounded-md border bg-background px-3 py-2.5 font-serif text-[0.9375rem] leading-relaxed',
        className,
      )}
    >
      {runs.map((run, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the diff is built anew for each suggestion
        <Run key={index} run={run} editor={editor} />
      ))}
    </div>
  );
}
