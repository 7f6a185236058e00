import { ChevronDownIcon, KeyRoundIcon, LogOutIcon, UserRoundIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useAuthStore } from '@/auth/auth-store';
import { useSignOut } from '@/auth/use-sign-out';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { lazyDialog } from '@/lib/lazy-component';
import { ROLE_LABELS } from '@/lib/roles';
import { UserAvatar } from './user-avatar';

// Fetched when first opened: every signed-in page has this menu, few open these.
const ProfileDialog = lazyDialog(
  async () => (await import('@/account/profile-dialog')).ProfileDialog,
  ({ open }) => open,
);
const ChangePasswordDialog = lazyDialog(
  async () => (await import('@/account/change-password-dialog')).ChangePasswordDialog,
  ({ open }) => open,
);

/** The account button at the right of the top bar: who is signed in, Profile, Change password, Sign out. */
export function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();
  // The dialogs sit beside the menu, not in it: the menu closes (and returns focus) before one opens.
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  if (user === null) return null;
  const name = user.full_name || user.email;

  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={triggerRef}
            variant="ghost"
            className="gap-2 px-1.5 sm:pr-2.5"
            aria-label={`Account menu for ${name}`}
          >
            <UserAvatar user={user} />
            <span className="hidden max-w-40 truncate text-sm sm:inline">{name}</span>
            <ChevronDownIcon className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="flex items-start gap-3 py-2 font-normal">
            <UserAvatar user={user} className="size-9 text-sm" />
            <div className="grid min-w-0 gap-0.5">
              <span className="truncate font-medium text-foreground">{name}</span>
              <span className="truncate text-muted-foreground text-xs">{user.email}</span>
              <Badge variant="outline" className="mt-1 text-[0.6875rem] leading-[inherit]">
                {ROLE_LABELS[user.role]}
              </Badge>
            </div>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('profile')}>
            <UserRoundIcon />
            Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('password')}>
            <KeyRoundIcon />
            Change password
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOutIcon />
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ProfileDialog open={dialog === 'profile'} onOpenChange={closeDialog} returnFocusTo={triggerRef} />
      <ChangePasswordDialog
        open={dialog === 'password'}
        onOpenChange={closeDialog}
        returnFocusTo={triggerRef}
      />
    </>
  );
}
