import { BracesIcon } from 'lucide-react';

interface MergeFieldsEmptyProps {
  /** The panel says `No merge fields found`, the dialog `No Fields in Document` (spec section 2). */
  title?: string;
  /** What follows the hint to type {{ in the document. */
  then?: string;
}

/** What the panel and the dialog show for a document without fields: how to insert one. */
export function MergeFieldsEmpty({ title = 'No merge fields found', then = '' }: MergeFieldsEmptyProps) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <div className="mb-4 flex size-10 items-center justify-center rounded-full bg-primary/8 text-primary ring-8 ring-primary/4">
        <BracesIcon className="size-5" aria-hidden="true" />
      </div>
      <p className="font-medium text-sm">{title}</p>
      <p className="mt-1 max-w-64 text-muted-foreground text-xs leading-relaxed">
        Type{' '}
        <kbd className="rounded border bg-muted px-1 py-0.5 font-mono text-[11px] text-foreground">
          {'{{'}
        </kbd>{' '}
        in the document to insert a merge field{then}.
      </p>
    </div>
  );
}
