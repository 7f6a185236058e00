import { BookUserIcon, FileUpIcon, LockIcon, PlusIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { RecordItem } from '@/api/records';
import { usePermission } from '@/auth/use-permission';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DeleteRecordDialog } from './delete-record-dialog';
import { ImportRecordsDialog } from './import-records-dialog';
import { RecordFormDialog } from './record-form-dialog';
import { RECORD_KIND_SPECS, RECORD_TABS, type RecordTab, tabFrom } from './record-kinds';
import { RECORDS_PAGE_SIZE, RecordsListPanel } from './records-list-panel';
import { useRecordList } from './use-record-list';

/** The permission to create, change, delete and import records (docs/records-api.md). */
export const WRITE_RECORDS = 'entities:write';

/**
 * Said to those who may not write records (attorneys, paralegals, viewers): who can (issue 29).
 * Only admins hold entities:write by default (core ROLE_DEFAULT_PERMISSIONS).
 */
export const RECORDS_READ_ONLY =
  "You can view the firm's records. Only admins can add, edit, delete or import them.";

type Opened =
  | { dialog: 'create' }
  | { dialog: 'edit'; record: RecordItem }
  | { dialog: 'delete'; record: RecordItem }
  | { dialog: 'import' }
  | null;

/**
 * /records?tab=entities|contacts|people&q=&offset=: the firm's records, searchable and paged,
 * with create, edit, delete and CSV import for those who may write. The URL holds the tab, the
 * search and the page, so a link or the back button shows the same list.
 */
export function RecordsPage() {
  const canWrite = usePermission(WRITE_RECORDS);
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const q = params.get('q') ?? '';
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const spec = RECORD_KIND_SPECS[tab];
  const list = useRecordList(spec.kind, q, offset, RECORDS_PAGE_SIZE);
  const [opened, setOpened] = useState<Opened>(null);

  const show = useCallback(
    (next: { tab?: RecordTab; q?: string; offset?: number }) => {
      const wanted = { tab, q, offset: 0, ...next };
      const search = new URLSearchParams({ tab: wanted.tab });
      if (wanted.q !== '') search.set('q', wanted.q);
      if (wanted.offset > 0) search.set('offset', String(wanted.offset));
      setParams(search);
    },
    [tab, q, setParams],
  );

  // A page past the end (an old link, or rows deleted) goes back to the first.
  const pastTheEnd = list.page !== null && !list.loading && list.page.items.length === 0 && offset > 0;
  useEffect(() => {
    if (pastTheEnd) show({ q });
  }, [pastTheEnd, show, q]);

  const empty = list.page !== null && !list.loading && list.page.total === 0 && q === '' && offset === 0;
  const close = useCallback(() => setOpened(null), []);
  const createButton = canWrite ? (
    <Button onClick={() => setOpened({ dialog: 'create' })}>
      <PlusIcon aria-hidden="true" />
      New {spec.singular}
    </Button>
  ) : null;

  return (
    <PageContainer className="space-y-6">
      <title>Records · LexDraft</title>
      <PageHeader
        title="Records"
        description="The firm's entities, contacts and people, whose values fill the merge fields."
        actions={
          canWrite && (
            <>
              <Button variant="outline" onClick={() => setOpened({ dialog: 'import' })}>
                <FileUpIcon aria-hidden="true" />
                Import CSV
              </Button>
              {createButton}
            </>
          )
        }
      />
      {!canWrite && (
        <p
          role="note"
          className="flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-muted-foreground text-sm"
        >
          <LockIcon className="size-4 shrink-0" aria-hidden="true" />
          {RECORDS_READ_ONLY}
        </p>
      )}
      <Tabs value={tab} onValueChange={(value) => show({ tab: tabFrom(value), q: '' })} className="gap-4">
        <TabsList aria-label="Kind of record" className="max-sm:w-full">
          {RECORD_TABS.map((name) => (
            <TabsTrigger key={name} value={name} className="px-4">
              {RECORD_KIND_SPECS[name].plural}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab}>
          {empty ? (
            <EmptyState
              icon={BookUserIcon}
              title={`No ${spec.plural.toLowerCase()} yet`}
              description={
                canWrite
                  ? `Add the firm's first ${spec.singular}, or import a CSV file of them.`
                  : `The firm's ${spec.plural.toLowerCase()} will appear here once someone adds one.`
              }
              action={createButton}
            />
          ) : (
            <RecordsListPanel
              spec={spec}
              q={q}
              offset={offset}
              page={list.page}
              loading={list.loading}
              failure={list.failure}
              onSearch={(text) => show({ q: text })}
              onOffset={(next) => show({ q, offset: next })}
              onRetry={list.reload}
              onEdit={canWrite ? (record) => setOpened({ dialog: 'edit', record }) : null}
              onDelete={canWrite ? (record) => setOpened({ dialog: 'delete', record }) : null}
            />
          )}
        </TabsContent>
      </Tabs>
      {canWrite && opened?.dialog === 'create' && (
        <RecordFormDialog spec={spec} record={null} onClose={close} onSaved={list.reload} />
      )}
      {canWrite && opened?.dialog === 'edit' && (
        <RecordFormDialog
          key={opened.record.id}
          spec={spec}
          record={opened.record}
          onClose={close}
          onSaved={list.reload}
        />
      )}
      {canWrite && opened?.dialog === 'delete' && (
        <DeleteRecordDialog
          key={opened.record.id}
          spec={spec}
          record={opened.record}
          onClose={close}
          onDeleted={list.reload}
        />
      )}
      {canWrite && opened?.dialog === 'import' && (
        <ImportRecordsDialog spec={spec} onClose={close} onImported={list.reload} />
      )}
    </PageContainer>
  );
}
