import { LockKeyholeIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { LogoMark } from './logo-mark';

interface PublicFrameProps {
  /** The firm that sent the link; unknown on a dead link, where LexDraft's mark stands alone. */
  firmName?: string;
  /** A line under the firm's name (the document being signed), when there is one. */
  subtitle?: string;
  /** The width of the header's row, to line up with the page's column. */
  headerClassName: string;
  /** Beside the lock: "Secure form", "Secure signing". */
  lockLabel: string;
  /** The footer's words after LexDraft's mark. */
  footer: string;
  children: React.ReactNode;
}

/** The first letters of the firm's first two words, for its mark: "Hartley & Cole LLP" is "HC". */
export function firmInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/**
 * The frame of a page reached by an emailed link (signing, client intake): the firm at the top,
 * nothing of the app (no navigation, no account). The referrer rule keeps the link's token out of
 * any request the page makes elsewhere (the server sends Referrer-Policy too).
 */
export function PublicFrame({
  firmName,
  subtitle,
  headerClassName,
  lockLabel,
  footer,
  children,
}: PublicFrameProps) {
  return (
    <div className="flex min-h-full flex-col bg-muted/60">
      <meta name="referrer" content="no-referrer" />
      <header className="border-b bg-card">
        <div className={cn('mx-auto flex min-h-16 items-center gap-3 px-4 py-2.5 sm:px-6', headerClassName)}>
          {firmName ? (
            <>
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary font-semibold font-serif text-lg text-primary-foreground tracking-wide"
              >
                {firmInitials(firmName) || <LogoMark className="size-10" />}
              </span>
              <div className="min-w-0">
                <p className="truncate font-semibold font-serif text-base text-foreground sm:text-lg">
                  {firmName}
                </p>
                {subtitle && <p className="truncate text-muted-foreground text-xs sm:text-sm">{subtitle}</p>}
              </div>
            </>
          ) : (
            <span className="flex items-center gap-2.5">
              <LogoMark />
              <span className="font-semibold text-[1.0625rem] text-foreground tracking-tight">LexDraft</span>
            </span>
          )}
          <p className="ml-auto flex shrink-0 items-center gap-1.5 text-muted-foreground text-xs">
            <LockKeyholeIcon aria-hidden="true" className="size-3.5" />
            <span className="hidden sm:inline">{lockLabel}</span>
          </p>
        </div>
      </header>
      <main className="flex flex-1 flex-col">{children}</main>
      <footer className="flex items-center justify-center gap-2 px-4 pt-4 pb-8 text-muted-foreground text-xs">
        <LogoMark className="size-4" />
        {footer}
      </footer>
    </div>
  );
}
