import { useEffect, useState } from 'react';
import { lookupInvitation } from '@/api/auth';
import type { InvitationDetails } from '@/api/auth-types';
import { errorMessage } from '@/lib/error-message';

/** The lookup of an invitation link: loading, found, or refused with the server's message. */
export type InvitationLookup =
  | { status: 'loading' }
  | { status: 'found'; invitation: InvitationDetails }
  | { status: 'invalid'; message: string };

/** Looks the invitation token up once per token. */
export function useInvitation(token: string): InvitationLookup {
  const [lookup, setLookup] = useState<InvitationLookup>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLookup({ status: 'loading' });
    lookupInvitation(token).then(
      (invitation) => {
        if (current) setLookup({ status: 'found', invitation });
      },
      (error: unknown) => {
        if (current) {
          setLookup({
            status: 'invalid',
            message: errorMessage(error, 'This invitation is invalid or has expired.'),
          });
        }
      },
    );
    // A newer token (or an unmount) makes this answer stale.
    return () => {
      current = false;
    };
  }, [token]);

  return lookup;
}
