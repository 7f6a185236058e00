import { SIGNATURE_TYPED_MAX_LENGTH } from '@lexdraft/core';
import { PenLineIcon, SignatureIcon, TypeIcon } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { FieldError } from '@/auth/field-error';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';
import { DrawSignature } from './draw-signature';
import { type AdoptedSignature, SCRIPT_FONT } from './signature-preview';
import { isDeadLink, type SigningResult, type SigningSession, signDocument } from './signing-api';

/** What the signer has put in so far: both ways are kept, so switching tabs loses nothing. */
export interface SignatureDraft {
  mode: 'type' | 'draw';
  typed: string;
  /** The drawing as a trimmed PNG data URL; null while the pad is blank. */
  drawn: string | null;
}

/** The signature the draft would sign with, or null while the chosen way is empty. */
export function adoptedFrom(draft: SignatureDraft): AdoptedSignature | null {
  if (draft.mode === 'type') {
    const text = draft.typed.trim();
    return text === '' ? null : { kind: 'typed', text };
  }
  return draft.drawn === null ? null : { kind: 'drawn', image: draft.drawn };
}

interface AdoptSignatureProps {
  token: string;
  session: SigningSession;
  draft: SignatureDraft;
  onDraftChange: (change: (draft: SignatureDraft) => SignatureDraft) => void;
  onSigned: (result: SigningResult) => void;
  onDecline: () => void;
  onDeadLink: (error: unknown) => void;
  /** True while a decline is being sent: Sign waits. */
  busy: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step (d): a signature typed (shown in the handwriting face) or drawn, then Sign; or Decline. */
export function AdoptSignature({
  token,
  session,
  draft,
  onDraftChange,
  onSigned,
  onDecline,
  onDeadLink,
  busy,
  headingRef,
}: AdoptSignatureProps) {
  const id = useId();
  const [missing, setMissing] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const missingId = `${id}-missing`;

  const sign = async () => {
    if (pending || busy) return;
    const adopted = adoptedFrom(draft);
    if (!adopted) {
      setMissing(draft.mode === 'type' ? 'Type your name to sign.' : 'Draw your signature to sign.');
      return;
    }
    setMissing(undefined);
    setError(null);
    setPending(true);
    try {
      const signature =
        adopted.kind === 'typed'
          ? ({ kind: 'typed', text: adopted.text } as const)
          : ({ kind: 'drawn', image: adopted.image } as const);
      onSigned(await signDocument(token, signature));
    } catch (caught) {
      if (isDeadLink(caught)) return onDeadLink(caught);
      // The name typed and the drawing stay as they are, for another try.
      setError(errorMessage(caught, 'Your signature could not be recorded'));
      setPending(false);
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`} className="gap-5 py-5 shadow-md">
      <CardHeader className="px-5">
        <h2
          ref={headingRef}
          id={`${id}-title`}
          tabIndex={-1}
          className="scroll-mt-24 font-semibold text-foreground text-lg tracking-tight outline-none"
        >
          Adopt your signature
        </h2>
        <p className="text-muted-foreground text-sm">
          Signing as <span className="font-medium text-foreground">{session.recipient.name}</span>
          <span className="block truncate text-xs">{session.recipient.email}</span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <Tabs
          value={draft.mode}
          onValueChange={(mode) => {
            setMissing(undefined);
            onDraftChange((current) => ({ ...current, mode: mode === 'draw' ? 'draw' : 'type' }));
          }}
          className="gap-3"
        >
          <TabsList aria-label="How to sign" className="w-full">
            <TabsTrigger value="type" disabled={pending}>
              <TypeIcon aria-hidden="true" />
              Type
            </TabsTrigger>
            <TabsTrigger value="draw" disabled={pending}>
              <SignatureIcon aria-hidden="true" />
              Draw
            </TabsTrigger>
          </TabsList>
          {/* Both stay mounted (hidden when not chosen), so a drawing survives a look at Type. */}
          <TabsContent value="type" forceMount className="grid gap-3 data-[state=inactive]:hidden">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-typed`}>Your full name</Label>
              <Input
                id={`${id}-typed`}
                value={draft.typed}
                onChange={(event) => {
                  const typed = event.target.value;
                  setMissing(undefined);
                  onDraftChange((current) => ({ ...current, typed }));
                }}
                maxLength={SIGNATURE_TYPED_MAX_LENGTH}
                autoComplete="name"
                disabled={pending}
                aria-invalid={draft.mode === 'type' && missing !== undefined}
                aria-describedby={draft.mode === 'type' && missing !== undefined ? missingId : undefined}
              />
            </div>
            <div
              aria-hidden="true"
              className="relative flex h-24 items-end overflow-hidden rounded-lg border border-dashed bg-card px-4 pb-4"
            >
              <span className="absolute inset-x-4 bottom-5 border-muted-foreground/30 border-b" />
              <span
                className={cn(
                  'relative min-w-0 truncate text-4xl leading-normal',
                  SCRIPT_FONT,
                  draft.typed.trim() === '' ? 'text-muted-foreground/50' : 'text-[#1b2a4e]',
                )}
              >
                {draft.typed.trim() === '' ? 'Your signature' : draft.typed}
              </span>
            </div>
          </TabsContent>
          <TabsContent value="draw" forceMount className="data-[state=inactive]:hidden">
            <DrawSignature
              disabled={pending}
              errorId={draft.mode === 'draw' && missing !== undefined ? missingId : undefined}
              onChange={(drawn) => {
                setMissing(undefined);
                onDraftChange((current) => ({ ...current, drawn }));
              }}
            />
          </TabsContent>
        </Tabs>
        <FieldError id={missingId} message={missing} />
        <FormErrorAlert message={error} />
        <p className="text-muted-foreground text-xs leading-relaxed">
          By selecting Sign, you adopt this as your electronic signature on{' '}
          <span className="font-medium text-foreground">{session.document_name}</span> and agree that it is as
          binding as your handwritten signature.
        </p>
        <div className="grid gap-2">
          <PendingButton
            type="button"
            size="lg"
            pending={pending}
            pendingLabel="Signing…"
            disabled={busy}
            onClick={() => void sign()}
            className="w-full"
          >
            <PenLineIcon aria-hidden="true" />
            Sign
          </PendingButton>
          <Button
            type="button"
            variant="ghost"
            onClick={onDecline}
            disabled={pending || busy}
            className="w-full"
          >
            Decline to sign
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
