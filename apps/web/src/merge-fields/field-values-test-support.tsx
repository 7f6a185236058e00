import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { buildDocument } from '@/test/document-fixtures';
import { fakeBackend, type RouteHandler } from '@/test/fake-backend';
import { startFakeClock } from '@/test/session';
import { FieldValuesDialog } from './field-values-dialog';
import { useListValuesStore } from './list-values-store';
import { type LogicUse, useMergeFieldStore } from './merge-field-store';
import { type MergeFieldServer, mergeFieldRoutes } from './merge-field-test-backend';

// Test support for the Manage Field Values dialog: the real store against the fake merge-field server.

interface OpenOptions {
  /** The fields the document's text holds, with their counts. */
  counts: [string, number][];
  readOnly?: boolean;
  /** What the document's conditions and repeats use, as the logic scan would find it. */
  logic?: LogicUse;
  /** Routes that replace the server's own (to hold or fail an answer). */
  routes?: Record<string, RouteHandler>;
}

/**
 * Loads document doc-1 into the store against `server`, scans it as holding `counts`, then opens the
 * dialog on the fake clock with a toast outlet. Answers the backend, the user and the onOpenChange spy.
 */
export async function openFieldValuesDialog(server: MergeFieldServer, options: OpenOptions) {
  const backend = fakeBackend({ ...mergeFieldRoutes(server), ...options.routes });
  startFakeClock();
  await useMergeFieldStore.getState().init(buildDocument({ id: 'doc-1' }));
  act(() => {
    useMergeFieldStore.getState().setCounts(new Map(options.counts));
    if (options.logic) useMergeFieldStore.getState().setLogic(options.logic);
  });
  const onOpenChange = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(
    <>
      <Harness onOpenChange={onOpenChange} readOnly={options.readOnly ?? false} />
      <Toaster />
    </>,
  );
  return { backend, user, onOpenChange, view };
}

/** The dialog as the editor holds it: open until it asks to close. */
function Harness({ onOpenChange, readOnly }: { onOpenChange: (open: boolean) => void; readOnly: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <FieldValuesDialog
      open={open}
      readOnly={readOnly}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

/** Forgets the document and closes every toast, so the next test starts clean. */
export function resetFieldValues(): void {
  act(() => {
    useMergeFieldStore.getState().reset();
    useListValuesStore.getState().reset();
    toast.dismiss();
  });
}

/** The bodies of the PUTs of standard values. */
export const sentValues = (backend: ReturnType<typeof fakeBackend>) =>
  backend.calls('PUT /docs/documents/doc-1/merge-field-values').map((request) => request.json());
