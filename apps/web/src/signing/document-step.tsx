import { ArrowDownIcon, InfoIcon } from 'lucide-react';
import { type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AdoptSignature, adoptedFrom, type SignatureDraft } from './adopt-signature';
import type { SigningResult, SigningSession } from './signing-api';
import { SigningPdf } from './signing-pdf';
import { useFocusOnMount } from './step-card';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

interface DocumentStepProps {
  token: string;
  session: SigningSession;
  onSigned: (result: SigningResult) => void;
  onDecline: () => void;
  onDeadLink: (error: unknown) => void;
  /** True while a decline is on its way. */
  busy: boolean;
}

/** Steps (c) and (d): the document with this signer's fields marked, beside the signature to adopt. */
export function DocumentStep({ token, session, onSigned, onDecline, onDeadLink, busy }: DocumentStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const panel = useRef<HTMLElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const panelInView = useInView(panel);
  const [draft, setDraft] = useState<SignatureDraft>({
    mode: 'type',
    typed: session.recipient.name,
    drawn: null,
  });
  const signs = session.recipient.role === 'signer';
  const hasFields = session.signature_fields.length > 0;

  const goToSignature = () => {
    const target = panelHeading.current;
    if (!target) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-3 pt-6 pb-28 sm:px-6 lg:pt-8 lg:pb-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <section aria-labelledby="signing-document-title" className="grid min-w-0 content-start gap-5">
          <div className="grid gap-1.5 px-1">
            <p className="font-medium text-muted-foreground text-xs uppercase tracking-[0.14em]">
              From {session.sender_name} · {session.firm_name}
            </p>
            <h1
              ref={heading}
              id="signing-document-title"
              tabIndex={-1}
              className="text-balance font-semibold font-serif text-2xl text-foreground tracking-tight outline-none sm:text-3xl"
            >
              {session.document_name}
            </h1>
            <p className="text-muted-foreground text-sm leading-relaxed">
              {signs
                ? `Read the document, then adopt your signature${hasFields ? ' where it is marked Sign here' : ''}. `
                : 'You receive a copy of this document; nothing needs your signature. '}
              Please {signs ? 'sign' : 'review it'} by {dateFormat.format(new Date(session.expires_at))}.
            </p>
          </div>
          {session.message && (
            <figure className="rounded-lg border border-l-4 border-l-gold bg-card px-4 py-3 shadow-xs">
              <figcaption className="mb-1 font-medium text-foreground text-sm">
                Message from {session.sender_name}
              </figcaption>
              <blockquote className="whitespace-pre-line text-foreground/85 text-sm leading-relaxed">
                {session.message}
              </blockquote>
            </figure>
          )}
          {signs && !hasFields && (
            <p className="flex items-start gap-2 rounded-lg border bg-card px-4 py-3 text-muted-foreground text-sm shadow-xs">
              <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              Your signature, name and the date will be placed on a signature page added at the end of the
              document.
            </p>
          )}
          <SigningPdf
            token={token}
            pageCount={session.page_count}
            fields={signs ? session.signature_fields : []}
            signature={adoptedFrom(draft)}
            onSignHere={goToSignature}
            onDeadLink={onDeadLink}
          />
        </section>
        {signs && (
          <aside ref={panel} aria-label="Your signature" className="lg:sticky lg:top-6 lg:self-start">
            <AdoptSignature
              token={token}
              session={session}
              draft={draft}
              onDraftChange={setDraft}
              onSigned={onSigned}
              onDecline={onDecline}
              onDeadLink={onDeadLink}
              busy={busy}
              headingRef={panelHeading}
            />
          </aside>
        )}
      </div>
      {signs && !panelInView && (
        // On a phone the panel is under the pages: this bar takes the signer there from anywhere.
        <div className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden">
          <Button size="lg" className="w-full" onClick={goToSignature}>
            <ArrowDownIcon aria-hidden="true" />
            Adopt your signature and sign
          </Button>
        </div>
      )}
    </div>
  );
}

/** True while any of the element is in the view. */
function useInView(target: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  const update = useEffectEvent((entries: IntersectionObserverEntry[]) => {
    const entry = entries.at(-1);
    if (entry) setInView(entry.isIntersecting);
  });
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return inView;
}
