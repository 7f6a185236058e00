/** Resolves with performance.now() once the next frame is painted: a rAF, then a message task after it. */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    });
  });
}

/**
 * Measures keystroke-to-next-paint: a capturing keydown listener keeps the event's timestamp, and the
 * frame after it (rAF, then a MessageChannel message) closes the sample. Returns the samples array,
 * which grows as keys are typed, and a way to wait for the n-th sample.
 */
export function installKeystrokeProbe() {
  const samples: number[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];

  const settle = () => {
    for (const waiter of waiters.filter((entry) => samples.length >= entry.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          samples.push(performance.now() - start);
          settle();
        };
        channel.port2.postMessage(0);
      });
    },
    { capture: true },
  );

  const afterSample = (count: number, paceMs: number) =>
    new Promise<void>((resolve) => {
      waiters.push({ count, resolve: () => setTimeout(resolve, paceMs) });
      settle();
    });

  return { samples, afterSample };
}
