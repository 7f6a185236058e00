/** At most `limit` holders at once; the rest wait their turn, first come first served. */
export function semaphore(limit: number) {
  let held = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else held -= 1;
  };
  return async function withTurn<T>(work: () => Promise<T>): Promise<T> {
    if (held < limit) held += 1;
    // The releasing holder hands its turn over, so `held` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
