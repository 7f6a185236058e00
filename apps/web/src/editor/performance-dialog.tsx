import {
  PERFORMANCE_FRAME_RATE_SAMPLES,
  PERFORMANCE_SLOW_OPERATION_MS,
  PERFORMANCE_TYPING_PERCENTILE,
  PERFORMANCE_TYPING_SAMPLES,
} from '@lexdraft/core';
import { useSyncExternalStore } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PerformanceTracker } from './performance-tracker';

interface PerformanceDialogProps {
  tracker: PerformanceTracker;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** View > Performance: the editor's typing latency, frame rate and slow operations, live. */
export function PerformanceDialog({ tracker, open, onOpenChange }: PerformanceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Performance</DialogTitle>
          <DialogDescription>Measured in this browser since the document opened.</DialogDescription>
        </DialogHeader>
        {open && <PerformanceFigures tracker={tracker} />}
      </DialogContent>
    </Dialog>
  );
}

function PerformanceFigures({ tracker }: { tracker: PerformanceTracker }) {
  const report = useSyncExternalStore(tracker.subscribe, tracker.report);
  const rows: [string, string, string][] = [
    [
      `Typing latency (p${PERFORMANCE_TYPING_PERCENTILE})`,
      report.typingLatencyP95Ms === null ? 'Not measured yet' : `${report.typingLatencyP95Ms} ms`,
      `${report.typingSamples} of the last ${PERFORMANCE_TYPING_SAMPLES} keystrokes`,
    ],
    [
      'Frame rate',
      `${report.framesPerSecond} fps`,
      report.frameRateSamples === 0
        ? 'No samples yet'
        : `${report.frameRateSamples} of the last ${PERFORMANCE_FRAME_RATE_SAMPLES} samples`,
    ],
    ['Slow operations', String(report.slowOperationCount), `Over ${PERFORMANCE_SLOW_OPERATION_MS} ms`],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3">
        {rows.map(([term, value, detail]) => (
          <div
            key={term}
            className="flex items-baseline justify-between gap-4 border-b pb-2.5 last:border-b-0"
          >
            <dt className="font-medium text-sm">{term}</dt>
            <dd className="grid shrink-0 justify-items-end gap-0.5">
              <span className="font-semibold text-sm tabular-nums">{value}</span>
              <span className="text-muted-foreground text-xs">{detail}</span>
            </dd>
          </div>
        ))}
      </dl>
      {report.recentSlowOperations.length > 0 && (
        <section aria-label="Recent slow operations" className="grid gap-1.5">
          <h3 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">
            Recent slow operations
          </h3>
          <ul className="grid gap-1 text-sm">
            {report.recentSlowOperations.map((operation) => (
              <li
                key={`${operation.at}-${operation.name}-${operation.durationMs}`}
                className="flex justify-between gap-4"
              >
                <span className="truncate">{operation.name}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">{operation.durationMs} ms</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
