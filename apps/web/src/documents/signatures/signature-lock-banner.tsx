import { FileLockIcon, PencilLineIcon } from 'lucide-react';
import type { SignatureStatus } from '@/api/signatures';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';

interface SignatureLockBannerProps {
  /** The open request, once loaded. */
  request: SignatureStatus | null | undefined;
  /** Shows the request in the Signatures tab. */
  onViewStatus: () => void;
  /** Asks to void the request so the document can be edited; absent for users who may not. */
  onEditAndVoid?: () => void;
}

/** Says the document is locked to the version out for signature, and how to change it. */
export function SignatureLockBanner({ request, onViewStatus, onEditAndVoid }: SignatureLockBannerProps) {
  const signers = request?.recipients.filter((recipient) => recipient.role === 'signer') ?? [];
  const signed = signers.filter((recipient) => recipient.status === 'signed').length;
  return (
    <section
      aria-label="Out for signature"
      data-slot="signature-lock-banner"
      className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-b-blue-100 bg-blue-50/70 px-3 py-2.5 sm:px-4"
    >
      <div className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-700">
        <FileLockIcon className="size-4" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm">Out for signature</p>
        <p className="text-muted-foreground text-xs">
          {request
            ? `Version ${request.version} was sent ${formatDateTime(request.sent_at)}; ${signed} of ${signers.length} signed. It is read-only until the request ends.`
            : 'This document is read-only while its signature request is open.'}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" variant="ghost" onClick={onViewStatus}>
          View status
        </Button>
        {onEditAndVoid && (
          <Button size="sm" variant="outline" onClick={onEditAndVoid}>
            <PencilLineIcon aria-hidden="true" />
            Edit and void the request
          </Button>
        )}
      </div>
    </section>
  );
}
