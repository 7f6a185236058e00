import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo-mark';
import { Button } from '@/components/ui/button';

/** The page for any path no route matches. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-full flex-col items-center justify-center bg-muted/60 px-4 py-16 text-center">
      <title>Page not found · LexDraft</title>
      <Link
        to="/documents"
        aria-label="LexDraft, go to Documents"
        className="mb-12 flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Logo />
      </Link>
      <p className="font-semibold text-gold text-sm uppercase tracking-[0.2em]">Error 404</p>
      <h1 className="mt-3 font-semibold text-3xl text-foreground tracking-tight sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 max-w-md text-muted-foreground leading-relaxed">
        The page you are looking for does not exist or may have been moved. Check the address, or return to
        your documents.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/documents">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Documents
        </Link>
      </Button>
    </main>
  );
}
