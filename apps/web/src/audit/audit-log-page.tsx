import { AUDIT_PERMISSION } from '@lexdraft/core';
import { ShieldIcon } from 'lucide-react';
import { usePermission } from '@/auth/use-permission';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { AuditLog } from './audit-log';

/** /settings/audit: the firm's audit log, for admins (issue 33). */
export function AuditLogPage() {
  const canReadAudit = usePermission(AUDIT_PERMISSION);

  return (
    <PageContainer className="space-y-6">
      <title>Audit log · LexDraft</title>
      {canReadAudit ? (
        <AuditLog />
      ) : (
        <>
          <PageHeader title="Audit log" />
          <EmptyState
            icon={ShieldIcon}
            title="Admins only"
            description="Only your firm's administrators can read the audit log. Ask one of them if you need to know who did what."
          />
        </>
      )}
    </PageContainer>
  );
}
