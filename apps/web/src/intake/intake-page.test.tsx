import type { PublicIntakeRecord } from '@lexdraft/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, json, type RouteHandler } from '@/test/fake-backend';
import { renderApp } from '@/test/render-app';
import { savedMessage } from './intake-form';
import { thankYouMessage } from './intake-views';

// The client's intake page (/intake/{token}) through the app's router down to the wire: the dead
// links, the questions with their conditions, Save and continue later, Submit and the thank-you.

const TOKEN = 'itk_Zq3T9xV1pL0aKcYb8N2mW4eR7uI5oP6sD';
const base = `/api/intake/${TOKEN}`;
const path = `/intake/${TOKEN}`;

function buildIntake(overrides: Partial<PublicIntakeRecord> = {}): PublicIntakeRecord {
  const question = {
    group: 'Custom Fields',
    options: [],
    item_fields: [],
    entity_fills: false,
    sensitive: false,
  };
  return {
    firm_name: 'Hartley & Cole LLP',
    client_name: 'Maria Rivera',
    message: 'A few details for your lease, please.',
    status: 'sent',
    expires_at: '2026-12-14T12:00:00.000Z',
    questions: [
      { ...question, id: 'tenant', label: 'Tenant name', type: 'text', required: true, shown_if: null },
      { ...question, id: 'pets', label: 'Any pets', type: 'yes_no', required: false, shown_if: null },
      { ...question, id: 'pet_kind', label: 'Kind of pet', type: 'text', required: true, shown_if: 'pets' },
    ],
    answers: {},
    lists: {},
    ...overrides,
  };
}

function intakeBackend(intake: PublicIntakeRecord, overrides: Record<string, RouteHandler> = {}) {
  return fakeBackend({
    [`GET ${base}`]: () => json(200, intake),
    [`PUT ${base}/answers`]: () => json(200, { ...intake, status: 'in_progress' }),
    [`POST ${base}/submit`]: () => json(204),
    ...overrides,
  });
}

const user = () => userEvent.setup({ delay: null });

function expectNoAppShell() {
  expect(screen.queryByRole('navigation', { name: /main|primary/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /sign in/i })).not.toBeInTheDocument();
  expect(document.title).not.toContain(TOKEN);
}

describe('a dead link', () => {
  it('unknown (404): says the link is not valid', async () => {
    const detail = 'This link is not valid. Check that it was copied whole from the email.';
    intakeBackend(buildIntake(), { [`GET ${base}`]: () => json(404, { detail }) });
    const { history } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    expect(screen.getByText(detail)).toBeVisible();
    expectNoAppShell();
    expect(history.location.pathname).toBe(path);
  });

  it.each([
    ['submitted', 'These answers were already submitted.'],
    ['expired', 'This link has expired. Ask the firm that sent it for a new one.'],
    ['cancelled', 'This request was cancelled.'],
  ])('%s (410): shows the server’s reason', async (_kind, detail) => {
    intakeBackend(buildIntake(), { [`GET ${base}`]: () => json(410, { detail }) });
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link can no longer be used' }),
    ).toBeVisible();
    expect(screen.getByText(detail)).toBeVisible();
    expectNoAppShell();
  });

  it('a server that cannot answer is not a dead link: Try again asks anew', async () => {
    const backend = intakeBackend(buildIntake(), {
      [`GET ${base}`]: () => json(503, { detail: 'Down for a moment' }),
    });
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for a moment');
    backend.routes[`GET ${base}`] = () => json(200, buildIntake());
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Questions from Hartley & Cole LLP' })).toBeVisible();
  });
});

describe('the questions', () => {
  it('shows the firm, the message and the saved answers, sending no account credentials', async () => {
    localStorage.setItem('access_token', 'a-staff-token');
    const backend = intakeBackend(buildIntake({ answers: { tenant: 'Maria Rivera' } }));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Questions from Hartley & Cole LLP' })).toBeVisible();
    expect(screen.getByText('A few details for your lease, please.')).toBeVisible();
    expect(screen.getByLabelText(/Tenant name/)).toHaveValue('Maria Rivera');
    // Asked only once Any pets is Yes.
    expect(screen.queryByLabelText(/Kind of pet/)).toBeNull();
    await user().click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/Kind of pet/)).toBeVisible();
    const [request] = backend.calls(`GET ${base}`);
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expectNoAppShell();
  });

  it('Save and continue later sends every answer, blanks too, and says until when', async () => {
    const backend = intakeBackend(buildIntake({ answers: { tenant: 'Maria' } }));
    renderApp(path);
    const u = user();
    await u.clear(await screen.findByLabelText(/Tenant name/));
    await u.click(screen.getByRole('radio', { name: 'No' }));
    await u.click(screen.getByRole('button', { name: 'Save and continue later' }));
    expect(await screen.findByText(savedMessage('2026-12-14T12:00:00.000Z'))).toBeVisible();
    expect(savedMessage('2026-12-14T12:00:00.000Z')).toBe(
      'Your answers are saved. You can come back to this link until Dec 14, 2026.',
    );
    expect(backend.calls(`PUT ${base}/answers`).map((call) => call.json())).toEqual([
      { answers: { tenant: '', pets: 'false' }, lists: {} },
    ]);
  });

  it('Submit checks the answers first, then sends them and thanks the client', async () => {
    const backend = intakeBackend(buildIntake());
    renderApp(path);
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'Yes' }));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Tenant name is required')).toBeVisible();
    expect(screen.getByText('Kind of pet is required')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/Tenant name/)).toHaveFocus());
    expect(backend.calls(`POST ${base}/submit`)).toHaveLength(0);

    await u.type(screen.getByLabelText(/Tenant name/), 'Maria Rivera');
    await u.type(screen.getByLabelText(/Kind of pet/), 'Cat');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(thankYouMessage('Hartley & Cole LLP'))).toBeVisible();
    expect(thankYouMessage('Hartley & Cole LLP')).toBe(
      'Thank you. Your answers were sent to Hartley & Cole LLP.',
    );
    expect(backend.calls(`POST ${base}/submit`).map((call) => call.json())).toEqual([
      { answers: { pets: 'true', tenant: 'Maria Rivera', pet_kind: 'Cat' }, lists: {} },
    ]);
  });

  it('shows the server’s refusal (422) on the questions it names', async () => {
    intakeBackend(buildIntake({ answers: { tenant: 'Maria Rivera' } }), {
      [`POST ${base}/submit`]: () =>
        json(422, {
          detail: 'Some answers are missing or not valid',
          errors: [{ field: 'tenant', message: 'Tenant name is too long' }],
        }),
    });
    renderApp(path);
    await user().click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Tenant name is too long')).toBeVisible();
    expect(screen.getByText('Some answers are missing or not valid')).toBeVisible();
  });

  it('a link that ends while the page is open (410 on submit) shows the dead-link page', async () => {
    intakeBackend(buildIntake({ answers: { tenant: 'Maria Rivera' } }), {
      [`POST ${base}/submit`]: () => json(410, { detail: 'This request was cancelled.' }),
    });
    renderApp(path);
    await user().click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link can no longer be used' }),
    ).toBeVisible();
    expect(screen.getByText('This request was cancelled.')).toBeVisible();
  });
});
