import { useSyncExternalStore } from 'react';
import { useAuthStore } from '@/auth/auth-store';
import { lazyComponent, useHasBeenTrue } from '@/lib/lazy-component';
import { subscribeToToasts, toastsAsked } from '@/lib/toast';

const Toaster = lazyComponent(async () => (await import('@/components/ui/sonner')).Toaster);

/**
 * The toast outlet, fetched and mounted at the first toast of a signed-in user and kept from then
 * on. The signed-out pages report inline and never toast, and a route that shows none carries no
 * toast code; a toast made before the outlet is there is shown when it mounts (sonner replays the
 * active ones).
 */
export function SignedInToaster() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const asked = useSyncExternalStore(subscribeToToasts, toastsAsked);
  const wanted = useHasBeenTrue(isAuthenticated && asked);
  if (!wanted) return null;
  return <Toaster />;
}
