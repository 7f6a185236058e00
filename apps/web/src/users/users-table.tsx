import type { User } from '@/api/auth-types';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { ROLE_LABELS } from '@/lib/roles';
import { cn } from '@/lib/utils';
import { CommentAccessSwitch } from './comment-access-switch';
import { DeactivateUserButton } from './deactivate-user-button';
import { SendPasswordResetButton } from './send-password-reset-button';
import { SensitiveAccessSwitch } from './sensitive-access-switch';
import { UserRoleCell } from './user-role-cell';

// Below 640px the table reflows into one card per user: rows become grids and cells carry their
// own small labels, so the page never scrolls sideways on a phone.
const headCell = 'px-4 py-3 text-left font-medium text-muted-foreground text-xs uppercase tracking-wide';
const mobileLabel = 'mb-1 block text-muted-foreground text-xs sm:hidden';

interface UsersTableProps {
  users: User[];
  currentUserId: string;
}

/** The firm's users: name and email, role, status, last sign-in, and the admin's actions. */
export function UsersTable({ users, currentUserId }: UsersTableProps) {
  return (
    <table className="w-full text-sm max-sm:block">
      <thead className="border-b bg-muted/40 max-sm:hidden">
        <tr>
          <th scope="col" className={cn(headCell, 'pl-6')}>
            Name
          </th>
          <th scope="col" className={headCell}>
            Role
          </th>
          <th scope="col" className={headCell}>
            Status
          </th>
          <th scope="col" className={headCell}>
            Last sign-in
          </th>
          <th scope="col" className={cn(headCell, 'pr-6')}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y max-sm:block">
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          const name = user.full_name || user.email;
          return (
            <tr
              key={user.id}
              className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:px-4 max-sm:py-4"
            >
              <td className="py-3 pr-4 pl-6 max-sm:col-span-2 max-sm:p-0">
                <div className="flex min-w-0 items-center gap-3">
                  <UserAvatar user={user} className={cn('size-9 text-xs', !user.is_active && 'opacity-50')} />
                  <div className="grid min-w-0">
                    <span className="flex items-center gap-2 truncate font-medium text-foreground">
                      {name}
                      {isSelf && (
                        <Badge variant="secondary" className="text-[0.6875rem] leading-[inherit]">
                          You
                        </Badge>
                      )}
                    </span>
                    <span className="truncate text-muted-foreground">{user.email}</span>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 max-sm:p-0">
                <span className={mobileLabel}>Role</span>
                {isSelf || !user.is_active ? (
                  <span className="text-foreground">{ROLE_LABELS[user.role]}</span>
                ) : (
                  <UserRoleCell user={user} />
                )}
                {user.role === 'viewer' && user.is_active && (
                  <>
                    <SensitiveAccessSwitch user={user} />
                    <CommentAccessSwitch user={user} />
                  </>
                )}
              </td>
              <td className="px-4 py-3 max-sm:p-0">
                <span className={mobileLabel}>Status</span>
                {user.is_active ? (
                  <Badge variant="success">Active</Badge>
                ) : (
                  <Badge variant="outline" className="text-muted-foreground">
                    Inactive
                  </Badge>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground max-sm:p-0">
                <span className={mobileLabel}>Last sign-in</span>
                {user.last_login ? formatDateTime(user.last_login) : 'Never'}
              </td>
              {/* On a phone the actions take a row of their own: two buttons do not fit half a card. */}
              <td className="py-3 pr-6 pl-4 text-right max-sm:col-span-2 max-sm:-ml-3 max-sm:p-0 max-sm:text-left">
                {!isSelf && user.is_active && (
                  <div className="inline-flex flex-wrap justify-end gap-1 max-sm:justify-start">
                    <SendPasswordResetButton user={user} />
                    <DeactivateUserButton user={user} />
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
