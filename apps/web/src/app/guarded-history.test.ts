import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createGuardedHistory } from './guarded-history';

// Three entries, at the last: /documents, /documents/1/edit, /documents/2/edit.
function setUp() {
  const history = createGuardedHistory(
    createMemoryHistory({
      initialEntries: ['/documents', '/documents/1/edit', '/documents/2/edit'],
      v5Compat: true,
    }),
  );
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname));
  return { history, seen };
}

const leavingEditor = vi.fn(
  ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
);

describe('guarded history', () => {
  it('lets navigations through while nothing blocks', () => {
    const { history, seen } = setUp();
    history.push('/settings/users');
    history.go(-1);
    expect(seen).toEqual(['/settings/users', '/documents/2/edit']);
    expect(history.getBlocker().state).toBe('unblocked');
  });

  it('holds a push until the user goes on, and drops it when they stay', () => {
    const { history, seen } = setUp();
    history.block(leavingEditor);
    const changed = vi.fn();
    history.subscribe(changed);

    history.push('/documents');
    expect(seen).toEqual([]);
    expect(history.getBlocker().state).toBe('blocked');
    expect(changed).toHaveBeenCalledTimes(1);
    history.getBlocker().reset?.();
    expect(history.getBlocker().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/documents/2/edit');

    history.replace('/documents');
    history.getBlocker().proceed?.();
    expect(seen).toEqual(['/documents']);
    expect(history.location.pathname).toBe('/documents');
  });

  it('undoes a held back button at once, and redoes it when the user goes on', () => {
    const { history, seen } = setUp();
    history.block(leavingEditor);

    history.go(-2);
    // Undone before the router heard of it.
    expect(history.location.pathname).toBe('/documents/2/edit');
    expect(seen).toEqual([]);
    expect(history.getBlocker().state).toBe('blocked');

    history.getBlocker().proceed?.();
    expect(history.location.pathname).toBe('/documents');
    expect(seen).toEqual(['/documents']);
    // The next move is asked about again.
    history.go(1);
    expect(history.location.pathname).toBe('/documents');
    expect(history.getBlocker().state).toBe('blocked');
  });

  it('asks with the location the router shows, not the one the browser moved to', () => {
    const { history } = setUp();
    history.block(leavingEditor);
    history.go(-1);
    expect(leavingEditor).toHaveBeenLastCalledWith({
      currentLocation: expect.objectContaining({ pathname: '/documents/2/edit' }),
      nextLocation: expect.objectContaining({ pathname: '/documents/1/edit' }),
    });
  });

  it('drops a held navigation when the guard goes', () => {
    const { history, seen } = setUp();
    const unblock = history.block(leavingEditor);
    history.push('/documents');
    unblock();
    expect(history.getBlocker().state).toBe('unblocked');
    history.push('/documents');
    expect(seen).toEqual(['/documents']);
  });
});
