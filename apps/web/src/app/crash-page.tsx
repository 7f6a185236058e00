import { RotateCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Logo } from '@/components/layout/logo-mark';
import { Button } from '@/components/ui/button';
import { errorIdFor, logErrorOnce } from './error-id';
import { reloadPage } from './reload-page';

/**
 * Shown (by CrashBoundary) when a route throws while rendering, including when its code cannot be
 * fetched (often a new release replaced the files the page was built on).
 */
export function CrashPage({ error }: { error: unknown }) {
  const [errorId] = useState(() => errorIdFor(error));

  useEffect(() => logErrorOnce(errorId, error), [errorId, error]);

  return (
    <main className="flex min-h-full flex-col items-center justify-center bg-muted/60 px-4 py-16 text-center">
      <title>Something went wrong · LexDraft</title>
      <Logo className="mb-12" />
      <h1 className="font-semibold text-3xl text-foreground tracking-tight sm:text-4xl">
        Something went wrong
      </h1>
      <p className="mt-4 max-w-md text-muted-foreground leading-relaxed">
        This page could not be shown. Reloading usually fixes it; your saved work is safe. If it happens
        again, send the error ID below to your administrator.
      </p>
      <Button size="lg" className="mt-8" onClick={reloadPage}>
        <RotateCwIcon aria-hidden="true" />
        Reload
      </Button>
      <p className="mt-6 font-mono text-muted-foreground text-xs">Error ID: {errorId}</p>
    </main>
  );
}
