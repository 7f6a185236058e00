import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

// The grey lines that stand in for text on the blank sheet: a title, then a paragraph.
const placeholderLines = [
  { id: 'title', className: 'mb-8 h-5 w-2/5' },
  { id: 'line-1', className: 'h-3 w-full' },
  { id: 'line-2', className: 'h-3 w-11/12' },
  { id: 'line-3', className: 'h-3 w-full' },
  { id: 'line-4', className: 'h-3 w-3/4' },
  { id: 'line-5', className: 'h-3 w-full' },
  { id: 'line-6', className: 'h-3 w-5/6' },
  { id: 'line-7', className: 'h-3 w-2/3' },
];

/** Placeholder for the editor screen at /documents/:id/edit: a title row and a blank A4 sheet. */
export function DocumentEditorPage() {
  const { id = '' } = useParams();

  return (
    <PageContainer className="space-y-6">
      <title>Document editor · LexDraft</title>
      <div className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2.5 w-fit text-muted-foreground">
          <Link to="/documents">
            <ArrowLeftIcon aria-hidden="true" />
            Documents
          </Link>
        </Button>
        <div className="min-w-0 space-y-1">
          <h1 className="font-semibold text-2xl tracking-tight">Document editor</h1>
          <p className="truncate text-muted-foreground text-sm">
            Document <span className="font-mono text-foreground">{id}</span>
          </p>
        </div>
      </div>
      <div className="rounded-xl border bg-muted/50 px-3 py-6 sm:px-8 sm:py-10">
        <div
          aria-hidden="true"
          className="mx-auto aspect-[21/29.7] w-full max-w-[21cm] space-y-4 rounded-sm bg-card px-[6%] py-[8%] shadow-md ring-1 ring-border"
        >
          {placeholderLines.map((line) => (
            <Skeleton key={line.id} className={line.className} />
          ))}
        </div>
      </div>
    </PageContainer>
  );
}
