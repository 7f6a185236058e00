import type { AuditItem, AuditPage } from '@lexdraft/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import { formatDateTime } from '@/lib/format-date';
import { deferred, fakeBackend, json, type SeenRequest } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn, startSignedInAs } from '@/test/session';

// The audit log screen against a fake API on the wire: its pages (Load more and the sentinel,
// `before`, the end), the filters in the request and the URL, Export, a row's details, and the
// empty, failed and not-allowed states.

const LIST = 'GET /api/audit';
const BEN_ID = '7c0e8a52-4f1e-4f55-9a55-1f0c3b1d2e01';
let backend: ReturnType<typeof fakeBackend>;
let admin: User;
let ben: User;
let pages: Map<string, AuditPage>;
let nextId = 1000;

function buildEntry(overrides: Partial<AuditItem> = {}): AuditItem {
  nextId -= 1;
  return {
    id: nextId,
    at: '2026-03-04T15:30:00.000Z',
    actor: { id: BEN_ID, name: 'Ben Marsh', email: 'ben@firm.test' },
    action: 'auth.login',
    target_type: 'user',
    target_id: BEN_ID,
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (Macintosh)',
    details: {},
    ...overrides,
  };
}

/** Answers each `before` (none for the first page) from `pages`. */
function answerPages(request: SeenRequest) {
  const page = pages.get(request.query.get('before') ?? 'first');
  return page ? json(200, page) : json(404, { detail: 'No such page in the test' });
}

const listCalls = () => backend.calls(LIST);
const lastQuery = () => listCalls().at(-1)?.query;

async function openAuditLog(path = '/settings/audit') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Audit log' });
  return view;
}

beforeEach(() => {
  admin = buildUser({
    id: 'admin-1',
    first_name: 'Ada',
    last_name: 'Admin',
    role: 'admin',
    permissions: ['*'],
  });
  ben = buildUser({ id: BEN_ID, first_name: 'Ben', last_name: 'Marsh', email: 'ben@firm.test' });
  startSignedIn(admin);
  configureApiClient({ baseUrl: '' });
  pages = new Map([['first', { items: [], next_before: null }]]);
  backend = fakeBackend({
    'GET /users/me': () => json(200, admin),
    'GET /users': () => json(200, [admin, ben]),
    [LIST]: answerPages,
  });
});

describe('Audit log page', () => {
  it('lists entries: when, who, the action in words and as code, the target and the IP', async () => {
    pages.set('first', {
      items: [
        buildEntry({
          action: 'user.role_changed',
          target_type: 'user',
          target_id: 'f3b5c6d7-0000-4000-8000-000000000001',
        }),
        buildEntry({
          actor: null,
          action: 'auth.login_failed',
          target_type: null,
          target_id: null,
          ip: null,
        }),
      ],
      next_before: null,
    });
    await openAuditLog();

    expect(screen.getByText(/Who did what and when in your firm/)).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const [, roleChange, failed] = rows;
    if (!roleChange || !failed) throw new Error('Rows missing');
    expect(roleChange).toHaveTextContent(formatDateTime('2026-03-04T15:30:00.000Z'));
    expect(roleChange).toHaveTextContent('Ben Marsh');
    expect(roleChange).toHaveTextContent('ben@firm.test');
    expect(within(roleChange).getByText('Role changed')).toBeInTheDocument();
    expect(within(roleChange).getByText('user.role_changed').tagName).toBe('CODE');
    expect(within(roleChange).getByText('f3b5c6d7…')).toBeInTheDocument();
    expect(roleChange).toHaveTextContent('203.0.113.7');
    expect(within(failed).getByText('Sign-in failed')).toBeInTheDocument();
    expect(within(failed).getByText('No user')).toBeInTheDocument();

    expect(lastQuery()?.get('limit')).toBe('50');
    expect(lastQuery()?.has('before')).toBe(false);
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page with before=next_before, and stops when next_before is null', async () => {
    pages.set('first', { items: [buildEntry({ action: 'auth.login' })], next_before: 901 });
    pages.set('901', { items: [buildEntry({ action: 'document.exported' })], next_before: null });
    await openAuditLog();
    await screen.findByText('Signed in');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Document exported')).toBeInTheDocument();
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(lastQuery()?.get('before')).toBe('901');
    expect(lastQuery()?.get('limit')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    pages.set('first', { items: [buildEntry()], next_before: 901 });
    pages.set('901', { items: [buildEntry({ action: 'intake.sent' })], next_before: null });
    await openAuditLog();
    await screen.findByText('Signed in');

    const reachEnd = observers.at(-1);
    act(() =>
      reachEnd?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(await screen.findByText('Intake form sent')).toBeInTheDocument();
    expect(lastQuery()?.get('before')).toBe('901');
    expect(listCalls()).toHaveLength(2);
  });

  it('says it is loading while a page is on its way', async () => {
    const answer = deferred<Response>();
    backend.routes[LIST] = () => answer.promise;
    await openAuditLog();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    answer.resolve(json(200, { items: [buildEntry()], next_before: null }));
    await screen.findByText('Signed in');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('puts the filters in the request and the URL, and Back undoes one', async () => {
    const { history } = await openAuditLog();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Action'), 'auth.*{Enter}');
    await vi.waitFor(() => expect(lastQuery()?.get('action')).toBe('auth.*'));
    expect(new URLSearchParams(history.location.search).get('action')).toBe('auth.*');

    await user.selectOptions(await screen.findByLabelText('Person'), 'Ben Marsh (ben@firm.test)');
    await vi.waitFor(() => expect(lastQuery()?.get('actor_id')).toBe(BEN_ID));
    expect(lastQuery()?.get('action')).toBe('auth.*');

    await user.type(screen.getByLabelText('Target type'), 'document');
    await user.tab();
    await user.type(screen.getByLabelText('Target id'), 'doc-42{Enter}');
    await vi.waitFor(() => expect(lastQuery()?.get('target_id')).toBe('doc-42'));
    expect(lastQuery()?.get('target_type')).toBe('document');

    // Whole local days: `to` is sent as the start of the day after it.
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await vi.waitFor(() => expect(lastQuery()?.get('to')).toBe(new Date(2026, 3, 1).toISOString()));
    expect(lastQuery()?.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
      action: 'auth.*',
      actor_id: BEN_ID,
      target_type: 'document',
      target_id: 'doc-42',
      from: '2026-03-01',
      to: '2026-03-31',
    });

    act(() => history.go(-1));
    await vi.waitFor(() => expect(lastQuery()?.has('to')).toBe(false));
    expect(screen.getByLabelText('To')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');

    // The filter bar's (the empty list offers one too).
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await vi.waitFor(() => expect([...(lastQuery()?.keys() ?? [])]).toEqual(['limit']));
    expect(history.location.search).toBe('');
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('reads the filters of a shared link', async () => {
    await openAuditLog(`/settings/audit?action=user.*&actor_id=${BEN_ID}&from=2026-02-01`);
    await vi.waitFor(() => expect(lastQuery()?.get('action')).toBe('user.*'));
    expect(lastQuery()?.get('actor_id')).toBe(BEN_ID);
    expect(lastQuery()?.get('from')).toBe(new Date(2026, 1, 1).toISOString());
    expect(screen.getByLabelText('Action')).toHaveValue('user.*');
    expect(await screen.findByLabelText('Person')).toHaveValue(BEN_ID);
    expect(listCalls()).toHaveLength(1);
  });

  it('exports the filtered entries as CSV or JSON', async () => {
    await openAuditLog('/settings/audit?action=auth.*&to=2026-03-31');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const csv = await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' });
    const json = screen.getByRole('menuitem', { name: 'JSON' });
    const to = encodeURIComponent(new Date(2026, 3, 1).toISOString());
    expect(csv).toHaveAttribute('href', `/api/audit/export?format=csv&action=auth.*&to=${to}`);
    expect(json).toHaveAttribute('href', `/api/audit/export?format=json&action=auth.*&to=${to}`);
    expect(csv).toHaveAttribute('download');
  });

  it("opens a row's details with every field and its details as JSON; Escape closes them", async () => {
    pages.set('first', {
      items: [
        buildEntry({
          action: 'user.role_changed',
          target_id: 'f3b5c6d7-0000-4000-8000-000000000001',
          details: { from: 'viewer', to: 'attorney' },
        }),
      ],
      next_before: null,
    });
    await openAuditLog();
    const user = userEvent.setup();
    // The row's button covers the row (a CSS overlay jsdom does not lay out): a click on it.
    await user.click(await screen.findByRole('button', { name: /Details of the entry of/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Role changed' });
    expect(dialog).toHaveTextContent('2026-03-04T15:30:00.000Z');
    expect(dialog).toHaveTextContent('Ben Marsh');
    expect(dialog).toHaveTextContent('user.role_changed');
    expect(dialog).toHaveTextContent('f3b5c6d7-0000-4000-8000-000000000001');
    expect(dialog).toHaveTextContent('203.0.113.7');
    expect(dialog).toHaveTextContent('Mozilla/5.0 (Macintosh)');
    const details = within(dialog).getByRole('region', { name: 'Details' }).querySelector('pre');
    expect(details?.textContent).toBe('{\n  "from": "viewer",\n  "to": "attorney"\n}');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // From the keyboard: the row's button, then Enter.
    const open = screen.getByRole('button', { name: /Details of the entry of/ });
    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Role changed' })).toBeInTheDocument();
  });

  it('says when no entries match the filters, and clears them', async () => {
    const { history } = await openAuditLog('/settings/audit?action=bulk.*');
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear.at(-1) as HTMLElement);
    expect(history.location.search).toBe('');
    expect(await screen.findByText('No audit entries yet.')).toBeInTheDocument();
  });

  it('shows a failed first page with Retry, which loads it', async () => {
    backend.routes[LIST] = () => json(500, { detail: 'The database is unavailable' });
    await openAuditLog();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');

    pages.set('first', { items: [buildEntry()], next_before: null });
    backend.routes[LIST] = answerPages;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the entries read when a later page fails, and Retry asks for that page again', async () => {
    pages.set('first', { items: [buildEntry()], next_before: 901 });
    await openAuditLog();
    await screen.findByText('Signed in');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such page in the test');
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    pages.set('901', { items: [buildEntry({ action: 'sso.updated' })], next_before: null });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Single sign-on settings changed')).toBeInTheDocument();
    expect(lastQuery()?.get('before')).toBe('901');
  });

  it('shows Audit log in the navigation for admins', async () => {
    await openAuditLog();
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/settings/audit');
  });

  it('tells a non-admin that the audit log is for admins', async () => {
    const viewer = buildUser({ role: 'viewer', permissions: ['*:read'] });
    startSignedInAs(backend, viewer);
    renderApp('/settings/audit');

    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
    expect(backend.calls('GET /users')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });
});
