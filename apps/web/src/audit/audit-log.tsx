import type { AuditItem } from '@lexdraft/contract';
import { ScrollTextIcon, SearchXIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AuditExportMenu } from './audit-export-menu';
import { AuditFilterBar } from './audit-filter-bar';
import { hasAuditFilters, toAuditFilterQuery } from './audit-filters';
import { AuditListFooter } from './audit-list-footer';
import { AuditTable } from './audit-table';
import { useAuditFilters } from './use-audit-filters';
import { useAuditLog } from './use-audit-log';

function NoEntries({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const Icon = filtered ? SearchXIcon : ScrollTextIcon;
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center sm:py-16">
      <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <h2 className="font-semibold text-base text-foreground">
        {filtered ? 'No audit entries match these filters.' : 'No audit entries yet.'}
      </h2>
      {filtered ? (
        <Button variant="outline" className="mt-5" onClick={onClear}>
          <XIcon aria-hidden="true" />
          Clear filters
        </Button>
      ) : (
        <p className="mt-1.5 max-w-sm text-muted-foreground text-sm">
          Sign-ins, role changes, exports and sends appear here as they happen.
        </p>
      )}
    </div>
  );
}

/** The audit log for those who may read it: filters, the entries page by page, details, Export. */
export function AuditLog() {
  const controls = useAuditFilters();
  const { filters, clearFilters } = controls;
  const query = useMemo(() => toAuditFilterQuery(filters), [filters]);
  const log = useAuditLog(query);
  const [opened, setOpened] = useState<AuditItem | null>(null);
  const empty = log.loaded && log.entries.length === 0 && !log.loading && log.error === null;

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who did what and when in your firm: sign-ins, role changes, exports, sends and more."
        actions={<AuditExportMenu filters={query} />}
      />
      <Card className="gap-0 overflow-hidden py-0">
        <AuditFilterBar {...controls} />
        {empty ? (
          <NoEntries filtered={hasAuditFilters(filters)} onClear={clearFilters} />
        ) : (
          <AuditTable entries={log.entries} onOpen={setOpened} />
        )}
        <AuditListFooter
          count={log.entries.length}
          loading={log.loading}
          error={log.error}
          hasMore={log.hasMore}
          loadMore={log.loadMore}
          retry={log.retry}
        />
      </Card>
      <AuditEntryDialog entry={opened} onClose={() => setOpened(null)} />
    </>
  );
}
