import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/layout/logo-mark';

/** The frame of the signed-out pages: the logo above a centred card, on a quiet background. */
export function AuthLayout() {
  return (
    <div className="flex min-h-full flex-col items-center bg-muted/60 px-4 py-10 sm:justify-center sm:py-16">
      <main className="flex w-full max-w-sm flex-col items-center gap-8">
        <Link
          to="/auth/login"
          aria-label="LexDraft"
          className="flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo className="[&_svg]:size-9 [&>span]:text-xl" />
        </Link>
        <div className="w-full">
          <Outlet />
        </div>
      </main>
      <p className="mt-10 text-center text-muted-foreground text-xs">The document workspace for law firms.</p>
    </div>
  );
}
