import { Link, Outlet } from 'react-router';
import { Logo } from './logo-mark';
import { MobileNav } from './mobile-nav';
import { PrimaryNav } from './primary-nav';
import { UserMenu } from './user-menu';

/** The frame of every signed-in page: skip link, top bar with navigation and account menu, content. */
export function AppLayout() {
  return (
    <div className="flex min-h-full flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-100 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:font-medium focus:text-primary-foreground focus:text-sm focus:shadow-lg focus:outline-none focus:ring-[3px] focus:ring-ring/50"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 md:gap-8 lg:px-8">
          <MobileNav className="md:hidden" />
          <Link
            to="/documents"
            aria-label="LexDraft, go to Documents"
            className="flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Logo />
          </Link>
          <PrimaryNav className="hidden md:block" />
          <div className="ml-auto flex items-center">
            <UserMenu />
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
