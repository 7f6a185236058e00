import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkJob } from '@/api/bulk';
import { configureApiClient } from '@/api/client';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { advance, startFakeClock, startSignedIn } from '@/test/session';
import { BULK_POLL_MS } from './use-bulk-job';

// The bulk job's page: progress from successive polls on a fake clock, the failed rows, links to
// the documents, Cancel, the zips once finished, and the not-found and failure states.

const JOB = 'GET /docs/bulk-jobs/job-1';
let backend: ReturnType<typeof fakeBackend>;
let answers: BulkJob[];

function buildJob(overrides: Partial<BulkJob> = {}): BulkJob {
  return {
    id: 'job-1',
    template_id: 'tpl-1',
    status: 'queued',
    total: 3,
    done: 0,
    failed: 0,
    documents: [],
    errors: [],
    created_at: '2026-03-01T10:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

const doc = (row: number, id: string, name: string) => ({ row, id, name });
const completed = () =>
  buildJob({
    status: 'completed',
    done: 2,
    failed: 1,
    documents: [doc(2, 'd1', 'Harlow consent'), doc(4, 'd2', 'Marsh consent')],
    errors: [{ row: 3, message: 'Matter title is required' }],
    finished_at: '2026-03-01T10:01:00.000Z',
  });

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  const user = buildUser({ role: 'attorney' });
  startSignedIn(user);
  answers = [];
  backend = fakeBackend({
    'GET /users/me': () => json(200, user),
    'GET /docs/templates/:id': () => json(200, { id: 'tpl-1', name: 'Annual consent' }),
    // Each poll takes the next answer; the last one stays.
    'GET /docs/bulk-jobs/:id': () => json(200, answers.length > 1 ? answers.shift() : answers[0]),
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const progress = () => screen.getByRole('progressbar', { name: 'Documents generated' });

describe('Bulk job page', () => {
  it('polls while the job works, shows its progress, failed rows and documents, and stops when done', async () => {
    startFakeClock();
    answers = [
      buildJob(),
      buildJob({ status: 'running', done: 1, documents: [doc(2, 'd1', 'Harlow consent')] }),
      completed(),
    ];
    renderApp('/bulk-jobs/job-1');
    expect(await screen.findByRole('heading', { name: 'Generating documents' })).toBeInTheDocument();
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuetext', '0 of 3');
    expect(await screen.findByText('From the template "Annual consent"')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await advance(BULK_POLL_MS);
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harlow consent' })).toHaveAttribute(
      'href',
      '/documents/d1/edit',
    );
    expect(screen.queryByRole('button', { name: 'Download all (PDF)' })).not.toBeInTheDocument();

    await advance(BULK_POLL_MS);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText('Row 3: Matter title is required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marsh consent' })).toHaveAttribute('href', '/documents/d2/edit');
    expect(screen.getByRole('button', { name: 'Download all (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all (Word)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    const polls = backend.calls(JOB).length;
    await advance(BULK_POLL_MS * 5);
    expect(backend.calls(JOB)).toHaveLength(polls);
  });

  it('cancels a running job after asking, then shows it cancelled', async () => {
    answers = [buildJob({ status: 'running', done: 1, documents: [doc(2, 'd1', 'Harlow consent')] })];
    backend.routes['POST /docs/bulk-jobs/:id/cancel'] = () => {
      answers = [buildJob({ ...answers[0], status: 'cancelled' })];
      return json(200, answers[0]);
    };
    renderApp('/bulk-jobs/job-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this job?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel job' }));

    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(backend.calls('POST /docs/bulk-jobs/job-1/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all (Word)' })).toBeInTheDocument();
  });

  it('follows a running job for a reader, without Cancel', async () => {
    const viewer = buildUser({ role: 'viewer', permissions: [] });
    startSignedIn(viewer);
    backend.routes['GET /users/me'] = () => json(200, viewer);
    answers = [buildJob({ status: 'running', done: 2 })];
    renderApp('/bulk-jobs/job-1');
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('downloads the zip of the documents with the session', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    const saved: { fileName: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs and does not download: the link's click is where the file leaves.
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ fileName: this.download, blob });
    });
    try {
      answers = [completed()];
      backend.routes['GET /docs/bulk-jobs/:id/download'] = (request) =>
        new Response(`zip of ${request.query.get('format')}`, {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="Annual consent.zip"',
          },
        });
      renderApp('/bulk-jobs/job-1');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Download all (Word)' }));
      await vi.waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.fileName).toBe('Annual consent.zip');
      expect(await saved[0]?.blob.text()).toBe('zip of docx');
      const [sent] = backend.calls('GET /docs/bulk-jobs/job-1/download');
      expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it("says when the job is not found (another firm's, or none)", async () => {
    backend.routes['GET /docs/bulk-jobs/:id'] = () => json(404, { detail: 'Bulk job not found' });
    renderApp('/bulk-jobs/job-1');
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry, which loads the job', async () => {
    backend.routes['GET /docs/bulk-jobs/:id'] = () => json(500, { detail: 'The database is unavailable' });
    renderApp('/bulk-jobs/job-1');
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
    answers = [completed()];
    backend.routes['GET /docs/bulk-jobs/:id'] = () => json(200, answers[0]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
  });
});
