import { LockKeyholeIcon } from 'lucide-react';
import type * as React from 'react';
import { LogoMark } from '@/components/layout/logo-mark';
import { firmInitials } from '@/signing/signing-frame';

interface IntakeFrameProps {
  /** The firm that asks; unknown on a dead link, where LexDraft's mark stands alone. */
  firmName?: string;
  children: React.ReactNode;
}

/**
 * The intake page's own frame, as a signer's: the firm at the top, nothing of the app (no
 * navigation, no account). The referrer rule keeps the link's token out of any request this page
 * makes elsewhere (the server sends Referrer-Policy too).
 */
export function IntakeFrame({ firmName, children }: IntakeFrameProps) {
  return (
    <div className="flex min-h-full flex-col bg-muted/60">
      <meta name="referrer" content="no-referrer" />
      <header className="border-b bg-card">
        <div className="mx-auto flex min-h-16 max-w-3xl items-center gap-3 px-4 py-2.5 sm:px-6">
          {firmName ? (
            <>
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary font-semibold font-serif text-lg text-primary-foreground tracking-wide"
              >
                {firmInitials(firmName) || <LogoMark className="size-10" />}
              </span>
              <p className="min-w-0 truncate font-semibold font-serif text-base text-foreground sm:text-lg">
                {firmName}
              </p>
            </>
          ) : (
            <span className="flex items-center gap-2.5">
              <LogoMark />
              <span className="font-semibold text-[1.0625rem] text-foreground tracking-tight">LexDraft</span>
            </span>
          )}
          <p className="ml-auto flex shrink-0 items-center gap-1.5 text-muted-foreground text-xs">
            <LockKeyholeIcon aria-hidden="true" className="size-3.5" />
            <span className="hidden sm:inline">Secure form</span>
          </p>
        </div>
      </header>
      <main className="flex flex-1 flex-col">{children}</main>
      <footer className="flex items-center justify-center gap-2 px-4 pt-4 pb-8 text-muted-foreground text-xs">
        <LogoMark className="size-4" />
        Questionnaire by LexDraft
      </footer>
    </div>
  );
}
