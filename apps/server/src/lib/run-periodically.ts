import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the app is ready and then every `everyMs`, one run at a time, on a timer that
 * keeps no process alive; closing the app stops the timer and waits for a run under way, so that
 * no run outlives the database. A failed run is logged with `failure` and the next tick tries again.
 */
export function runPeriodically(
  app: FastifyInstance,
  { everyMs, task, failure }: { everyMs: number; task: () => Promise<void>; failure: string },
): void {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = running.then(async () => {
      try {
        await task();
      } catch (error) {
        app.log.warn({ err: error }, failure);
      }
    });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
