import { CircleAlertIcon, FileTextIcon, type LucideIcon, SearchXIcon, XIcon } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

/** The firm has no documents at all: the first step, for those who may take it. */
export function NoDocumentsYet({ action }: { action: React.ReactNode }) {
  return (
    <EmptyState
      icon={FileTextIcon}
      title="No documents yet"
      description={
        action ? (
          <>
            Create your first document, or start from a template. Type{' '}
            <kbd className="rounded border bg-muted px-1 py-0.5 font-mono text-foreground text-xs">
              {'{{'}
            </kbd>{' '}
            in the editor to insert a merge field.
          </>
        ) : (
          "Your firm's documents will appear here once someone creates one."
        )
      }
      action={action}
    />
  );
}

interface MessageProps {
  icon: LucideIcon;
  tone: 'muted' | 'error';
  title: string;
  children: React.ReactNode;
}

/** A message in the list's place: an icon, a title and what to do about it. */
export function ListMessage({ icon: Icon, tone, title, children }: MessageProps) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center sm:py-16">
      <div
        className={
          tone === 'error'
            ? 'mb-4 flex size-11 items-center justify-center rounded-full bg-destructive/8 text-destructive'
            : 'mb-4 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground'
        }
      >
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <h2 className="font-semibold text-base text-foreground">{title}</h2>
      {children}
    </div>
  );
}

interface NoMatchesProps {
  onClear: () => void;
  title?: string;
  hint?: string;
  clearLabel?: string;
}

/** The filters leave nothing: say so, and offer the way back. */
export function NoMatches({
  onClear,
  title = 'No documents match your filters',
  hint = 'Try another name, or fewer filters.',
  clearLabel = 'Clear filters',
}: NoMatchesProps) {
  return (
    <ListMessage icon={SearchXIcon} tone="muted" title={title}>
      <p className="mt-1.5 max-w-sm text-muted-foreground text-sm">{hint}</p>
      <Button variant="outline" className="mt-5" onClick={onClear}>
        <XIcon aria-hidden="true" />
        {clearLabel}
      </Button>
    </ListMessage>
  );
}

/** The list could not be loaded. No retry button: the spec keeps the only retry in the editor. */
export function ListFailure({
  message,
  title = 'Documents could not be loaded',
}: {
  message: string;
  title?: string;
}) {
  return (
    <ListMessage icon={CircleAlertIcon} tone="error" title={title}>
      <p role="alert" className="mt-1.5 max-w-md text-destructive text-sm">
        {message}
      </p>
      <p className="mt-1 max-w-md text-muted-foreground text-sm">Change the filters or reload the page.</p>
    </ListMessage>
  );
}
