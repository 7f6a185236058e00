import { useAuthStore } from '@/auth/auth-store';
import { lazyComponent, useHasBeenTrue } from '@/lib/lazy-component';

const Toaster = lazyComponent(async () => (await import('@/components/ui/sonner')).Toaster);

/**
 * The toast outlet, fetched and mounted at the first sign-in and kept from then on. The signed-out
 * pages report inline and never toast, so the sign-in page does not carry the toast code; a toast
 * made before the outlet is there is shown when it mounts (sonner replays the active ones).
 */
export function SignedInToaster() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const wanted = useHasBeenTrue(isAuthenticated);
  if (!wanted) return null;
  return <Toaster />;
}
