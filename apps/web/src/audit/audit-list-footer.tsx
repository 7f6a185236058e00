import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AuditLog } from './use-audit-log';

// How far below the view the next page is asked for, so that scrolling rarely waits for it.
const READ_AHEAD = '600px 0px';

/**
 * Watches for the end of the list coming into view and asks for the next page. Remounted (by its
 * key) after each page, so that an end still in view asks again. Without IntersectionObserver the
 * Load more button beside it does the work.
 */
function EndOfListSentinel({ onVisible }: { onVisible: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const reached = useEffectEvent((entries: IntersectionObserverEntry[]) => {
    if (entries.some((entry) => entry.isIntersecting)) onVisible();
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(reached, { rootMargin: READ_AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={sentinel} aria-hidden="true" className="h-px" />;
}

type AuditListFooterProps = Pick<AuditLog, 'loading' | 'error' | 'hasMore' | 'loadMore' | 'retry'> & {
  /** The entries shown: the sentinel starts again after each page. */
  count: number;
};

/** Under the list: Loading…, a failure with Retry, or Load more (for keyboards) with its sentinel. */
export function AuditListFooter({ count, loading, error, hasMore, loadMore, retry }: AuditListFooterProps) {
  if (loading) {
    return (
      <div className="flex items-center justify-center gap-2 border-t px-6 py-4 text-muted-foreground text-sm">
        <Spinner className="size-4" aria-hidden="true" />
        <span role="status">Loading…</span>
      </div>
    );
  }
  if (error !== null) {
    return (
      <div className="flex flex-col items-center gap-3 border-t px-6 py-4 text-sm sm:flex-row sm:justify-center">
        <p role="alert" className="flex items-center gap-2 text-destructive">
          <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
        <Button variant="outline" size="sm" onClick={retry}>
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  if (!hasMore) return null;
  return (
    <div className="flex justify-center border-t px-6 py-4">
      <EndOfListSentinel key={count} onVisible={loadMore} />
      <Button variant="outline" size="sm" onClick={loadMore}>
        Load more
      </Button>
    </div>
  );
}
