import type { User } from '@/api/auth-types';
import { cn } from '@/lib/utils';

/** Up to two initials: of the first and last names, else of the email address. */
export function initialsOf(user: Pick<User, 'first_name' | 'last_name' | 'full_name' | 'email'>): string {
  const fromNames = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`;
  const fallback = (user.full_name || user.email).charAt(0);
  return (fromNames || fallback).toUpperCase();
}

/** A round badge with the user's initials. */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex fallback:size-7 shrink-0 items-center justify-center rounded-full bg-primary font-semibold fallback:text-[0.6875rem] text-primary-foreground',
        className,
      )}
    >
      {initialsOf(user)}
    </span>
  );
}
