/** True while a request's answer is still wanted. */
export type IsCurrent = () => boolean;

/**
 * Requests of one kind where the newest answer wins. A request either starts at once and learns
 * whether its answer is still wanted (`start`, `track`), or runs one in flight at a time (`run`).
 */
export interface LatestRequest {
  /** A request starting now: current until a newer one starts, or until `drop` (or the outer one's). */
  start(): IsCurrent;
  /** A request starting now that later ones do not supersede: current until `drop` (or the outer one's). */
  track(): IsCurrent;
  /**
   * Runs `task` now when none is in flight; otherwise it waits, in place of any task already waiting.
   * A caller answers with the outcome of the newest task: the one it asked for, or the one that
   * replaced it or ran after it, which read the latest data.
   */
  run<T>(task: (isCurrent: IsCurrent) => Promise<T>): Promise<T>;
  /** True while a task runs or waits. */
  busy(): boolean;
  /** Makes every request so far stale, and forgets a waiting task (its callers take the running one's outcome). */
  drop(): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
type Caller = (outcome: Outcome) => void;
type Task = (isCurrent: IsCurrent) => Promise<unknown>;

/** Requests of one kind; those of an `outer` one are also made stale by its `drop` (a store's reset). */
export function latestRequest(outer?: LatestRequest): LatestRequest {
  let newest = 0;
  let drops = 0;
  let running: Caller[] | undefined;
  let waiting: { task: Task; callers: Caller[] } | undefined;

  const check = (supersedes: boolean): IsCurrent => {
    const own = supersedes ? ++newest : newest;
    const dropsAtStart = drops;
    const outerCurrent = outer?.track();
    return () => dropsAtStart === drops && (!supersedes || own === newest) && (outerCurrent?.() ?? true);
  };

  const launch = (task: Task, callers: Caller[]) => {
    running = callers;
    // A task that throws at once fails like one that rejects.
    void new Promise((resolve) => resolve(task(check(true)))).then(
      (value) => settle(callers, { ok: true, value }),
      (error: unknown) => settle(callers, { ok: false, error }),
    );
  };

  const settle = (callers: Caller[], outcome: Outcome) => {
    running = undefined;
    const next = waiting;
    waiting = undefined;
    if (next) launch(next.task, [...callers, ...next.callers]);
    else for (const caller of callers) caller(outcome);
  };

  return {
    start: () => check(true),
    track: () => check(false),
    run<T>(task: (isCurrent: IsCurrent) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const caller: Caller = (outcome) =>
          outcome.ok ? resolve(outcome.value as T) : reject(outcome.error);
        if (!running) launch(task, [caller]);
        else waiting = { task, callers: [...(waiting?.callers ?? []), caller] };
      });
    },
    busy: () => running !== undefined,
    drop() {
      drops += 1;
      if (running && waiting) running.push(...waiting.callers);
      waiting = undefined;
    },
  };
}
