import type { ComponentType } from 'react';
import { FullPageSpinner } from '@/auth/full-page-spinner';
import { type LazyComponent, lazyComponent } from '@/lib/lazy-component';

/** A page whose code is fetched on its first render, and which can be fetched ahead of it. */
export type LazyPage = LazyComponent;

/** A lazy page (see lazyComponent): the full-page spinner stands in while its code is fetched. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  return lazyComponent(load, <FullPageSpinner />);
}
