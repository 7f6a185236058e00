import { RotateCwIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useAuthStore } from '@/auth/auth-store';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { InvitationsList } from './invitations-list';
import { InviteUserDialog } from './invite-user-dialog';
import { OrganizationSection } from './organization-section';
import { OutboxSection } from './outbox-section';
import { SectionCard } from './section-card';
import { SsoSection } from './sso-section';
import { useUsersStore } from './users-store';
import { UsersTable } from './users-table';
import { UsersTableSkeleton } from './users-table-skeleton';

/** The administration view: loads on arrival, then members, pending invitations, the firm's settings, single sign-on and the outbox. */
export function UsersAdmin() {
  const currentUserId = useAuthStore((state) => state.user?.id ?? '');
  const { users, invitations, outbox, organizationName, loading, error, load } = useUsersStore();

  useEffect(() => {
    void load();
  }, [load]);

  const firm = organizationName ?? 'your firm';
  const showSkeleton = loading && users.length === 0;

  return (
    <>
      <PageHeader
        title="Users"
        description={`Manage who can sign in to ${firm} and what they can do.`}
        actions={<InviteUserDialog />}
      />
      {error !== null && (
        <div className="grid gap-3 sm:flex sm:items-start">
          <FormErrorAlert message={error} />
          <Button variant="outline" onClick={() => void load()} className="shrink-0">
            <RotateCwIcon aria-hidden="true" />
            Retry
          </Button>
        </div>
      )}
      <SectionCard
        title="Members"
        description={
          showSkeleton ? 'Loading…' : `${users.length} ${users.length === 1 ? 'person' : 'people'}`
        }
      >
        {showSkeleton ? <UsersTableSkeleton /> : <UsersTable users={users} currentUserId={currentUserId} />}
      </SectionCard>
      <SectionCard title="Pending invitations" description="Invitations that have not been accepted yet.">
        {showSkeleton ? <UsersTableSkeleton rows={1} /> : <InvitationsList invitations={invitations} />}
      </SectionCard>
      <OrganizationSection />
      <SsoSection />
      {outbox?.enabled && <OutboxSection messages={outbox.messages} />}
    </>
  );
}
