import { ArrowLeftIcon, FileWarningIcon, RotateCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface EditorLoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A document that could not be loaded, with the product's only Retry (spec section 8). */
export function EditorLoadError({ message, onRetry }: EditorLoadErrorProps) {
  return (
    <div className="flex flex-1 items-start justify-center bg-muted/40 px-4 py-16 sm:items-center sm:py-10">
      <div
        role="alert"
        className="flex w-full max-w-md flex-col items-center rounded-xl border bg-card px-6 py-10 text-center shadow-sm"
      >
        <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive ring-8 ring-destructive/5">
          <FileWarningIcon className="size-6" aria-hidden="true" />
        </div>
        <h1 className="font-semibold text-base">This document could not be opened</h1>
        <p className="mt-1.5 break-words text-muted-foreground text-sm leading-relaxed">
          Error loading document: {message}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link to="/documents">
              <ArrowLeftIcon aria-hidden="true" />
              Back to documents
            </Link>
          </Button>
          <Button onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" />
            Retry
          </Button>
        </div>
      </div>
    </div>
  );
}
