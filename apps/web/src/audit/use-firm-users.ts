import { useEffect, useState } from 'react';
import { listUsers } from '@/api/auth';
import type { User } from '@/api/auth-types';

/**
 * The firm's users, active or not (a former member's acts stay in the log), for the person
 * filter. Empty until they arrive, and when they cannot be read: the log works without them.
 */
export function useFirmUsers(): User[] {
  const [users, setUsers] = useState<User[]>([]);
  useEffect(() => {
    let current = true;
    listUsers().then(
      (answer) => {
        if (current) setUsers(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return users;
}
