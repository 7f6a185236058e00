import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { cancelIntakeRequest, type IntakeRequestRecord, resendIntakeRequest } from '@/api/intake';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { IntakeRequestsList } from './intake-requests-list';
import { RequestForm } from './request-form';
import { useIntakeData } from './use-intake-data';

export const NO_QUESTIONS_MESSAGE = 'No questions to ask: this document has no fields.';

export interface RequestInformationDialogProps {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Request information (issue 32): pick the questions the client should answer, name the client,
 * and email them a link to the intake page; below, the document's earlier requests.
 */
export function RequestInformationDialog({ documentId, open, onOpenChange }: RequestInformationDialogProps) {
  const { data, reload, refreshRequests } = useIntakeData(documentId, open);
  const [sending, setSending] = useState(false);

  // After an action the list is asked for anew: the server's statuses are the ones shown.
  const act = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(failed, { description: errorMessage(error, failed) });
    }
    await refreshRequests().catch(() => undefined);
  };
  const cancel = (request: IntakeRequestRecord) =>
    act(
      () => cancelIntakeRequest(documentId, request.id),
      `Request to ${request.email} cancelled`,
      'Failed to cancel the request',
    );
  const resend = (request: IntakeRequestRecord) =>
    act(
      () => resendIntakeRequest(documentId, request.id),
      `Request sent to ${request.email}`,
      'Failed to resend the request',
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request information</DialogTitle>
          <DialogDescription>
            The client gets an email link to answer the questions you choose, without signing in. Their
            answers fill this document's fields.
          </DialogDescription>
        </DialogHeader>
        {data.kind === 'loading' && <LoadingState />}
        {data.kind === 'error' && (
          <div className="grid gap-3">
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden="true" />
              <AlertDescription>{data.message}</AlertDescription>
            </Alert>
            <Button type="button" variant="outline" className="justify-self-start" onClick={reload}>
              <RefreshCwIcon aria-hidden="true" />
              Try again
            </Button>
          </div>
        )}
        {data.kind === 'ready' && (
          <div className="grid gap-6">
            {data.questions.length === 0 ? (
              <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
                {NO_QUESTIONS_MESSAGE}
              </p>
            ) : (
              <RequestForm
                documentId={documentId}
                questions={data.questions}
                onPendingChange={setSending}
                onSent={() => void refreshRequests().catch(() => undefined)}
              />
            )}
            <section aria-labelledby="intake-earlier-requests" className="grid gap-3">
              <h3 id="intake-earlier-requests" className="font-medium text-sm">
                Earlier requests
              </h3>
              <IntakeRequestsList requests={data.requests} onCancel={cancel} onResend={resend} />
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function LoadingState() {
  return (
    <div className="grid gap-3">
      <p role="status" className="sr-only">
        Loading the questions…
      </p>
      <Skeleton aria-hidden="true" className="h-40 w-full" />
      <Skeleton aria-hidden="true" className="h-9 w-full" />
      <Skeleton aria-hidden="true" className="h-20 w-full" />
    </div>
  );
}
