import { DownloadIcon, LoaderCircleIcon, ShieldAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { downloadSignedPdf, type SignatureStatus } from '@/api/signatures';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { saveFile } from '../editor-screen/export/save-file';

// The signed PDF as the Signatures tab and the editor's Signed banner offer it: "Sealing…" while
// the seal job stores it, then Download signed PDF; to a caller who sees sensitive values masked,
// the reason it is withheld instead (the server answers them 403).

/** Why a caller who sees sensitive values masked cannot download the signed PDF (the server's 403). */
export const SIGNED_PDF_WITHHELD = 'The signed PDF holds sensitive values; ask an attorney for a copy.';

/** Downloads the document's signed PDF, saying so when it fails. */
export function useSignedPdfDownload(documentId: string, documentName: string) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadSignedPdf(documentId);
      saveFile(file.blob, file.fileName ?? `${documentName} (signed).pdf`);
    } catch (error) {
      toast.error('Failed to download the signed PDF', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}

const isSignedRequest = (request: SignatureStatus) =>
  request.status === 'sealing' || request.signed_pdf_available;

/** "Sealing…" (disabled) while the PDF is sealed, then Download signed PDF; nothing when withheld. */
export function SignedPdfButton({
  request,
  downloading,
  onDownload,
}: {
  request: SignatureStatus;
  downloading: boolean;
  onDownload: () => void;
}) {
  if (request.signed_pdf_withheld || !isSignedRequest(request)) return null;
  if (request.status === 'sealing') {
    return (
      <Button size="sm" disabled>
        <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        Sealing…
      </Button>
    );
  }
  return (
    <PendingButton size="sm" pending={downloading} pendingLabel="Downloading..." onClick={onDownload}>
      <DownloadIcon aria-hidden="true" />
      Download signed PDF
    </PendingButton>
  );
}

/** Says why the signed PDF is not offered to this caller. */
export function SignedPdfWithheldNote({ request }: { request: SignatureStatus }) {
  if (!request.signed_pdf_withheld || !isSignedRequest(request)) return null;
  return (
    <p className="flex items-start gap-2 rounded-md bg-muted px-2.5 py-2 text-xs">
      <ShieldAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {SIGNED_PDF_WITHHELD}
    </p>
  );
}
