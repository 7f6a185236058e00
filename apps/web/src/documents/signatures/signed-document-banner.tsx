import { formatSigningDate } from '@lexdraft/core';
import { CopyIcon, FileCheck2Icon } from 'lucide-react';
import type { SignatureStatus } from '@/api/signatures';
import { PendingButton } from '@/components/pending-button';
import { SignedPdfButton, SignedPdfWithheldNote, useSignedPdfDownload } from './signed-pdf';

interface SignedDocumentBannerProps {
  documentId: string;
  documentName: string;
  /** The completed (or sealing) request, once loaded. */
  request: SignatureStatus | null | undefined;
  /** Makes a new draft from this document; absent for users who may not write. */
  onMakeCopy?: () => void;
  copying?: boolean;
}

/** Says the document is signed and stays as signed (issue 28), with the signed PDF and Make a copy. */
export function SignedDocumentBanner({
  documentId,
  documentName,
  request,
  onMakeCopy,
  copying = false,
}: SignedDocumentBannerProps) {
  const { download, downloading } = useSignedPdfDownload(documentId, documentName);
  const signedOn = request?.completed_at ? ` on ${formatSigningDate(request.completed_at)}` : '';
  return (
    <section
      aria-label="Signed"
      data-slot="signed-document-banner"
      className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-b-success/20 bg-success/5 px-3 py-2.5 sm:px-4"
    >
      <div className="flex size-8 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
        <FileCheck2Icon className="size-4" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm">Signed</p>
        <p className="text-muted-foreground text-xs">
          {`Every signer signed this document${signedOn}. It is read-only: make a copy to change it.`}
        </p>
        {request && <SignedPdfWithheldNote request={request} />}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {request && (
          <SignedPdfButton request={request} downloading={downloading} onDownload={() => void download()} />
        )}
        {onMakeCopy && (
          <PendingButton
            size="sm"
            variant="outline"
            pending={copying}
            pendingLabel="Copying..."
            onClick={onMakeCopy}
          >
            <CopyIcon aria-hidden="true" />
            Make a copy
          </PendingButton>
        )}
      </div>
    </section>
  );
}
