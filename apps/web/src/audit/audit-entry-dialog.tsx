import type { AuditItem } from '@lexdraft/contract';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date';
import { actionLabel } from './audit-actions';
import { AuditActor } from './audit-entry-parts';

interface AuditEntryDialogProps {
  /** The entry shown; null when the dialog is closed. */
  entry: AuditItem | null;
  onClose: () => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-foreground">{children}</dd>
    </div>
  );
}

const NONE = '—';

/** Every field of one entry, its details as JSON. Escape or Close returns to the row. */
export function AuditEntryDialog({ entry, onClose }: AuditEntryDialogProps) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        {entry !== null && (
          <>
            <DialogHeader>
              <DialogTitle>{actionLabel(entry.action)}</DialogTitle>
              <DialogDescription>{formatDateTime(entry.at)}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-2.5 text-sm">
              <Field label="When">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                <span className="block font-mono text-muted-foreground text-xs">{entry.at}</span>
              </Field>
              <Field label="Who">
                <AuditActor actor={entry.actor} />
              </Field>
              <Field label="Action">
                <code className="font-mono text-xs">{entry.action}</code>
              </Field>
              <Field label="Target type">{entry.target_type ?? NONE}</Field>
              <Field label="Target id">
                {entry.target_id === null ? (
                  NONE
                ) : (
                  <code className="font-mono text-xs">{entry.target_id}</code>
                )}
              </Field>
              <Field label="IP address">{entry.ip ?? NONE}</Field>
              <Field label="User agent">{entry.user_agent ?? NONE}</Field>
            </dl>
            <section aria-labelledby="audit-entry-details" className="grid gap-1.5">
              <h3 id="audit-entry-details" className="font-medium text-muted-foreground text-sm">
                Details
              </h3>
              <pre className="max-h-80 overflow-auto rounded-md border bg-muted/40 p-3 font-mono text-xs">
                {JSON.stringify(entry.details, null, 2)}
              </pre>
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
