import type { HistoryRouterProps, Location, Path } from 'react-router';

/** The history React Router's HistoryRouter navigates through (push, replace, go, listen). */
export type History = HistoryRouterProps['history'];
type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

/** Says whether a navigation from `currentLocation` to `nextLocation` must wait for the user. */
export type ShouldBlock = (args: { currentLocation: Location; nextLocation: Path }) => boolean;

/** A held navigation while the user decides (`blocked`), or none (`unblocked`). */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

/** A history whose navigations one guard (the editor's leave guard) can hold until it decides. */
export interface GuardedHistory extends History {
  /** Installs the guard; the returned function removes it (and drops a held navigation). */
  block(shouldBlock: ShouldBlock): () => void;
  /** The held navigation, if any; `subscribe` calls back when it changes. */
  getBlocker(): Blocker;
  subscribe(callback: () => void): () => void;
}

/**
 * Wraps a history (created with `v5Compat: true`, so that push and replace report to the
 * listener) so that links, `navigate` calls and the back and forward buttons can be held, as the
 * data router's `useBlocker` did. A held back/forward is undone at once (the browser has already
 * moved) and redone if the user goes on.
 */
export function createGuardedHistory(inner: History): GuardedHistory {
  let shouldBlock: ShouldBlock | null = null;
  let blocker = UNBLOCKED;
  let current = inner.location;
  // The pop that undoes a held back/forward is not a navigation: it returns to `current`.
  let ignoreNextPop = false;
  // The pop that redoes it once the user goes on must not be asked about again.
  let passNextPop = false;
  const subscribers = new Set<() => void>();

  function setBlocker(next: Blocker) {
    blocker = next;
    for (const callback of subscribers) callback();
  }

  function blocks(nextLocation: Path): boolean {
    return shouldBlock?.({ currentLocation: current, nextLocation }) ?? false;
  }

  function hold(go: () => void) {
    setBlocker({
      state: 'blocked',
      proceed: () => {
        setBlocker(UNBLOCKED);
        go();
      },
      reset: () => setBlocker(UNBLOCKED),
    });
  }

  function guarded(to: Parameters<History['push']>[0], go: () => void) {
    if (blocks(inner.encodeLocation(to))) hold(go);
    else go();
  }

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state) => guarded(to, () => inner.push(to, state)),
    replace: (to, state) => guarded(to, () => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update: Update) => {
        if (update.action === 'POP') {
          if (ignoreNextPop) {
            ignoreNextPop = false;
            return;
          }
          const { delta } = update;
          if (passNextPop) {
            passNextPop = false;
          } else if (delta !== null && delta !== 0 && blocks(update.location)) {
            ignoreNextPop = true;
            inner.go(-delta);
            hold(() => {
              passNextPop = true;
              inner.go(delta);
            });
            return;
          }
        }
        current = update.location;
        listener(update);
      });
    },
    block(next) {
      shouldBlock = next;
      return () => {
        if (shouldBlock !== next) return;
        shouldBlock = null;
        if (blocker.state === 'blocked') setBlocker(UNBLOCKED);
      };
    },
    getBlocker: () => blocker,
    subscribe(callback) {
      subscribers.add(callback);
      return () => subscribers.delete(callback);
    },
  };
}
