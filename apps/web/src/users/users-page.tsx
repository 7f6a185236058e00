import { ShieldIcon } from 'lucide-react';
import { MANAGE_USERS, usePermission } from '@/auth/use-permission';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { UsersAdmin } from './users-admin';

/** /settings/users: the firm's users and invitations, for those who may manage them. */
export function UsersPage() {
  const canManageUsers = usePermission(MANAGE_USERS);

  return (
    <PageContainer className="space-y-8">
      <title>Users · LexDraft</title>
      {canManageUsers ? (
        <UsersAdmin />
      ) : (
        <>
          <PageHeader title="Users" />
          <EmptyState
            icon={ShieldIcon}
            title="Admins only"
            description="Only your firm's administrators can manage users. Ask one of them if you need a change."
          />
        </>
      )}
    </PageContainer>
  );
}
