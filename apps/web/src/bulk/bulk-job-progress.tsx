import type { BulkJobStatus } from '@lexdraft/core';
import type { BulkJob } from '@/api/bulk';
import { cn } from '@/lib/utils';

/** A job's status as the page says it. */
const STATUS_TEXT: Record<BulkJobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const STATUS_TONE: Record<BulkJobStatus, string> = {
  queued: 'text-muted-foreground',
  running: 'text-primary',
  completed: 'text-success',
  failed: 'text-destructive',
  cancelled: 'text-muted-foreground',
};

const count = (value: number) => value.toLocaleString('en-US');

/** The job's status, a bar of the rows dealt with (made or failed) out of all, and the counts. */
export function BulkJobProgress({ job }: { job: BulkJob }) {
  const handled = job.done + job.failed;
  const percent = job.total === 0 ? 100 : Math.round((handled / job.total) * 100);
  return (
    <section aria-label="Progress" className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p role="status" className={cn('font-medium text-sm', STATUS_TONE[job.status])}>
          {STATUS_TEXT[job.status]}
        </p>
        <p className="text-muted-foreground text-sm tabular-nums">
          {count(handled)} of {count(job.total)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Documents generated"
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={handled}
        aria-valuetext={`${count(handled)} of ${count(job.total)}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-muted-foreground text-xs tabular-nums">
        {count(job.done)} {job.done === 1 ? 'document' : 'documents'} made
        {job.failed > 0 && `, ${count(job.failed)} failed`}
      </p>
    </section>
  );
}
