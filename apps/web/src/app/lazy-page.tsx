import { type ComponentType, lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/auth/full-page-spinner';

/** A page whose code is fetched on its first render, and which can be fetched ahead of it. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Wraps a page's dynamic import in React.lazy. Once the code is here (rendered once, or preloaded)
 * the page renders at once, without a Suspense round; a rejected import is thrown while rendering,
 * so the route's error element shows it.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  const fetchPage = async () => {
    Loaded = await load();
    return Loaded;
  };
  const Deferred = lazy(async () => ({ default: await fetchPage() }));

  function Page() {
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Deferred />
      </Suspense>
    );
  }
  Page.preload = async () => {
    await fetchPage();
  };
  return Page;
}
