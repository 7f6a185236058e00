import { LockKeyholeIcon } from 'lucide-react';
import type * as React from 'react';
import { LogoMark } from '@/components/layout/logo-mark';

interface SigningFrameProps {
  /** The firm that sent the document; unknown on a dead link, where LexDraft's mark stands alone. */
  firmName?: string;
  documentName?: string;
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
 * The signing page's own frame: the firm and the document at the top, nothing of the app (no
 * navigation, no account). The referrer rule keeps the link's token out of any request this page
 * makes elsewhere (the server sends Referrer-Policy too).
 */
export function SigningFrame({ firmName, documentName, children }: SigningFrameProps) {
  return (
    <div className="flex min-h-full flex-col bg-muted/60">
      <meta name="referrer" content="no-referrer" />
      <header className="border-b bg-card">
        <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-3 px-4 py-2.5 sm:px-6">
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
                {documentName && (
                  <p className="truncate text-muted-foreground text-xs sm:text-sm">{documentName}</p>
                )}
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
            <span className="hidden sm:inline">Secure signing</span>
          </p>
        </div>
      </header>
      <main className="flex flex-1 flex-col">{children}</main>
      <footer className="flex items-center justify-center gap-2 px-4 pt-4 pb-8 text-muted-foreground text-xs">
        <LogoMark className="size-4" />
        Electronic signing by LexDraft
      </footer>
    </div>
  );
}
