import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/api/client';
import type { DocumentInterviewQuestion, IntakeRequestRecord } from '@/api/intake';
import { Toaster } from '@/components/ui/sonner';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildQuestion } from '@/test/interview-fixtures';
import { NO_QUESTIONS_MESSAGE, RequestInformationDialog } from './request-information-dialog';

// Request information (issue 32): the questions a client is asked by default (those the document
// does not fill, and not sensitive ones), what Send posts, the earlier requests and their actions.

const DOC = 'doc-1';
const base = `/docs/documents/${DOC}`;

const question = (parts: Partial<DocumentInterviewQuestion> & { id: string }): DocumentInterviewQuestion => ({
  filled: false,
  ...buildQuestion(parts),
});

const QUESTIONS = [
  question({ id: 'client.name', label: 'Client name', group: 'Person' }),
  question({ id: 'client.email', label: 'Client email', type: 'email', group: 'Person', filled: true }),
  question({ id: 'client.ssn', label: 'Social security number', group: 'Person', sensitive: true }),
  question({ id: 'matter', label: 'Matter title', required: true }),
];

function intakeRequest(overrides: Partial<IntakeRequestRecord> = {}): IntakeRequestRecord {
  return {
    id: 'req-1',
    document_id: DOC,
    email: 'maria@example.com',
    name: 'Maria Rivera',
    fields: ['matter'],
    message: '',
    status: 'sent',
    expires_at: '2026-12-14T12:00:00.000Z',
    created_at: '2026-11-30T12:00:00.000Z',
    last_sent_at: '2026-11-30T12:00:00.000Z',
    submitted_at: null,
    cancelled_at: null,
    created_by: { id: 'user-1', name: 'Ada Lovelace' },
    ...overrides,
  };
}

function backend(questions = QUESTIONS, requests: IntakeRequestRecord[] = []) {
  let current = requests;
  return fakeBackend({
    [`GET ${base}/interview`]: () => json(200, { questions }),
    [`GET ${base}/intake`]: () => json(200, { requests: current }),
    [`POST ${base}/intake`]: (request) => {
      const body = request.json() as { email: string; name: string; fields: string[] };
      const created = intakeRequest({
        id: 'req-new',
        email: body.email,
        name: body.name,
        fields: body.fields,
      });
      current = [created, ...current];
      return json(201, created);
    },
    [`POST ${base}/intake/:rid/cancel`]: (request) => {
      current = current.map((item) =>
        item.id === request.params.rid ? { ...item, status: 'cancelled' as const } : item,
      );
      return json(
        200,
        current.find((item) => item.id === request.params.rid),
      );
    },
    [`POST ${base}/intake/:rid/resend`]: (request) =>
      json(
        200,
        current.find((item) => item.id === request.params.rid),
      ),
  });
}

const user = () => userEvent.setup({ delay: null });

function renderDialog() {
  return render(
    <>
      <RequestInformationDialog documentId={DOC} open onOpenChange={() => undefined} />
      <Toaster />
    </>,
  );
}

beforeEach(() => configureApiClient({ baseUrl: '' }));
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });

describe('Request information', () => {
  it('ticks the questions the document does not fill and that are not sensitive, grouped', async () => {
    backend();
    renderDialog();
    await screen.findByRole('form', { name: 'Request information' });
    expect(checkbox('Client name')).toBeChecked();
    expect(checkbox('Matter title')).toBeChecked();
    expect(checkbox('Client email')).not.toBeChecked();
    expect(checkbox('Social security number')).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Person' })).getAllByRole('checkbox')).toHaveLength(3);
    expect(
      within(screen.getByRole('group', { name: 'Custom Fields' })).getAllByRole('checkbox'),
    ).toHaveLength(1);

    await user().click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user().click(screen.getByRole('button', { name: 'Select none' }));
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it('sends the chosen questions in interview order with the client, message and expiry', async () => {
    const server = backend();
    renderDialog();
    await screen.findByRole('form', { name: 'Request information' });
    const u = user();
    await u.click(checkbox('Client name'));
    await u.click(checkbox('Client email'));
    await u.type(screen.getByLabelText("Client's name"), 'Maria Rivera');
    await u.type(screen.getByLabelText("Client's email"), ' maria@example.com ');
    await u.type(screen.getByLabelText(/Message/), 'A few details, please.');
    expect(screen.getByLabelText('Link expires after')).toHaveValue(14);
    await u.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent to maria@example.com')).toBeVisible();
    expect(server.calls(`POST ${base}/intake`).map((call) => call.json())).toEqual([
      {
        email: 'maria@example.com',
        name: 'Maria Rivera',
        fields: ['client.email', 'matter'],
        message: 'A few details, please.',
        expires_in_days: 14,
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Earlier requests' });
    expect(within(list).getByText('Sent')).toBeVisible();
    expect(screen.getByLabelText("Client's name")).toHaveValue('');
  });

  it('refuses a form without a client or questions before asking the server', async () => {
    const server = backend();
    renderDialog();
    await screen.findByRole('form', { name: 'Request information' });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Select none' }));
    await u.clear(screen.getByLabelText('Link expires after'));
    await u.type(screen.getByLabelText('Link expires after'), '91');
    await u.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Choose at least one question')).toBeVisible();
    expect(screen.getByText("Client's name is required")).toBeVisible();
    expect(screen.getByText("Client's email is required")).toBeVisible();
    expect(screen.getByText('Enter 1 to 90 days')).toBeVisible();
    expect(server.calls(`POST ${base}/intake`)).toHaveLength(0);
  });

  it('shows a refusal’s detail', async () => {
    const server = backend();
    server.routes[`POST ${base}/intake`] = () => json(422, { detail: 'fields: unknown question "nope"' });
    renderDialog();
    await screen.findByRole('form', { name: 'Request information' });
    const u = user();
    await u.type(screen.getByLabelText("Client's name"), 'Maria Rivera');
    await u.type(screen.getByLabelText("Client's email"), 'maria@example.com');
    await u.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('fields: unknown question "nope"')).toBeVisible();
  });

  it('lists earlier requests with their status, and cancels an open one', async () => {
    const server = backend(QUESTIONS, [
      intakeRequest({ id: 'open', email: 'open@example.com', status: 'in_progress' }),
      intakeRequest({ id: 'done', email: 'done@example.com', status: 'submitted' }),
      intakeRequest({ id: 'old', email: 'old@example.com', status: 'expired' }),
    ]);
    renderDialog();
    const list = await screen.findByRole('list', { name: 'Earlier requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('In progress'),
      expect.stringContaining('Answers received'),
      expect.stringContaining('Expired'),
    ]);
    expect(within(list).getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1);
    expect(within(list).getAllByRole('button', { name: /^Resend/ })).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sent Nov 30, 2026');

    await user().click(within(list).getByRole('button', { name: 'Resend to open@example.com' }));
    expect(await screen.findByText('Request sent to open@example.com')).toBeVisible();
    await user().click(within(list).getByRole('button', { name: 'Cancel the request to open@example.com' }));
    expect(await within(list).findByText('Cancelled')).toBeVisible();
    expect(server.calls(`POST ${base}/intake/open/cancel`)).toHaveLength(1);
    expect(server.calls(`POST ${base}/intake/open/resend`)).toHaveLength(1);
  });

  it('says when the document has no fields to ask about', async () => {
    backend([]);
    renderDialog();
    expect(await screen.findByText(NO_QUESTIONS_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows a load failure and tries again', async () => {
    const server = backend();
    server.routes[`GET ${base}/interview`] = () => json(503, { detail: 'Down for a moment' });
    renderDialog();
    expect(await screen.findByText('Down for a moment')).toBeVisible();
    server.routes[`GET ${base}/interview`] = () => json(200, { questions: QUESTIONS });
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Request information' })).toBeVisible();
  });
});
