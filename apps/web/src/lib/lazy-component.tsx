import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/** A component whose code is fetched on its first render, and which can be fetched ahead of it. */
export type LazyComponent<P extends object = object> = ComponentType<P> & Preloadable;

/** What a lazy component's code can be fetched through. */
export interface Preloadable {
  preload: () => Promise<void>;
}

// Every lazy part made so far, so that tests can fetch them all up front (preloadLazyComponents).
const made = new Set<Preloadable>();

/**
 * Wraps a component's dynamic import in React.lazy. Once the code is here (rendered once, or
 * preloaded) the component renders at once, without a Suspense round, so a dialog opened a second
 * time or a page shown again never flashes its fallback; a rejected import is thrown while
 * rendering, so the nearest error boundary (CrashBoundary's crash page) shows it.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  const fetchCode = async () => {
    Loaded = await load();
    return Loaded;
  };
  const Deferred = lazy(async () => ({ default: await fetchCode() }));

  function Component(props: P) {
    // An instance keeps the way it first rendered: swapping the Suspense round for the loaded
    // component would remount it on the parent's next render and lose its state (a dialog's form).
    const [Direct] = useState(() => Loaded);
    if (Direct) return <Direct {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Deferred {...props} />
      </Suspense>
    );
  }
  Component.preload = async () => {
    await fetchCode();
  };
  made.add(Component);
  return Component;
}

/**
 * A lazy dialog (or any part that opens): nothing is fetched or mounted until `isOpen` first holds,
 * and from then on it stays mounted, so that closing it still animates and returns focus.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyComponent<P> {
  const Inner = lazyComponent(load);
  function Dialog(props: P) {
    const due = useHasBeenTrue(isOpen(props));
    return due ? <Inner {...props} /> : null;
  }
  Dialog.preload = Inner.preload;
  return Dialog;
}

/** True from the first render in which `value` is true on. */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** A module fetched on first need; once here, what it exports renders synchronously. */
export interface LazyModule<T> extends Preloadable {
  /** The module, once fetched. */
  readonly current: T | undefined;
  /** Fetches the module (once; a failed fetch is tried again on the next call). */
  load: () => Promise<T>;
  subscribe: (listener: () => void) => () => void;
}

/** Wraps a module's dynamic import for parts that render a stand-in until the code is here. */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const module: LazyModule<T> = {
    get current() {
      return current;
    },
    load() {
      pending ??= load().then(
        (loaded) => {
          current = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    async preload() {
      await module.load();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  made.add(module);
  return module;
}

/** The lazy module once fetched (re-rendering then), undefined before. */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, () => module.current);
}

/**
 * Fetches the code of every lazy component, including those the fetched code makes in turn. Tests
 * await it once, so that a dialog opens in the same step as in a browser that has its code.
 */
export async function preloadLazyComponents(): Promise<void> {
  const done = new Set<Preloadable>();
  while (done.size < made.size) {
    const pending = [...made].filter((component) => !done.has(component));
    await Promise.all(pending.map((component) => component.preload()));
    for (const component of pending) done.add(component);
  }
}

/**
 * Fetches the components' code a while after the calling screen mounts: parts that open later (a
 * dialog on a timer or a click) are then ready even if the network is gone by the time they open,
 * without competing with what the screen needs for its first paint.
 */
export function usePreloadLater(components: readonly Preloadable[], delayMs: number): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      // A failed fetch is tried again when the part renders, and shown there if it fails again.
      for (const component of components) component.preload().catch(() => undefined);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [components, delayMs]);
}
