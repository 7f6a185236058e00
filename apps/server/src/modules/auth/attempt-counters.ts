import type { Redis } from 'ioredis';

/** A counter's value and the time left in its window. */
export type CounterState = { count: number; ttlMs: number };

/**
 * Counters in fixed windows that can be taken back: the sign-in throttle counts an attempt before
 * checking the password (so that simultaneous attempts cannot all slip under a limit) and takes
 * it back when the password was right.
 */
export type AttemptCounters = {
  /** Adds one, starting a window of `windowMs` when the counter is new or its window is over. */
  add: (key: string, windowMs: number) => Promise<CounterState>;
  /** Takes one back; the window keeps its end. */
  remove: (key: string) => Promise<void>;
};

type Entry = { count: number; endsAt: number };

/**
 * Counters in this process. At most `maxKeys` are kept: expired ones go first, then the ones
 * touched least recently, so that memory stays bounded under a flood of made-up names.
 */
export function memoryCounters({ now = Date.now, maxKeys = 100_000 } = {}): AttemptCounters {
  const entries = new Map<string, Entry>();

  const makeRoom = () => {
    const at = now();
    for (const [key, entry] of entries) if (entry.endsAt <= at) entries.delete(key);
    // Map order is insertion order and every touch re-inserts, so the first key is the stalest.
    while (entries.size >= maxKeys) entries.delete(entries.keys().next().value as string);
  };

  return {
    add: async (key, windowMs) => {
      const at = now();
      const current = entries.get(key);
      const entry = current && current.endsAt > at ? current : { count: 0, endsAt: at + windowMs };
      entry.count += 1;
      entries.delete(key);
      if (entries.size >= maxKeys) makeRoom();
      entries.set(key, entry);
      return { count: entry.count, ttlMs: entry.endsAt - at };
    },
    remove: async (key) => {
      const entry = entries.get(key);
      if (!entry) return;
      entry.count -= 1;
      if (entry.count <= 0 || entry.endsAt <= now()) entries.delete(key);
    },
  };
}

// One round trip each, atomic in Redis, so that instances sharing it never lose an update.
const ADD = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const REMOVE = `
if redis.call('EXISTS', KEYS[1]) == 1 and redis.call('DECR', KEYS[1]) <= 0 then
  redis.call('DEL', KEYS[1])
end
return 0`;

type CounterCommands = {
  attemptAdd: (key: string, windowMs: number) => Promise<[number, number]>;
  attemptRemove: (key: string) => Promise<number>;
};

/** Counters in Redis, shared by every instance that uses it (REDIS_URL). */
export function redisCounters(redis: Redis, prefix = 'lexdraft-login-'): AttemptCounters {
  redis.defineCommand('attemptAdd', { numberOfKeys: 1, lua: ADD });
  redis.defineCommand('attemptRemove', { numberOfKeys: 1, lua: REMOVE });
  const commands = redis as unknown as CounterCommands;
  return {
    add: async (key, windowMs) => {
      const [count, ttlMs] = await commands.attemptAdd(prefix + key, windowMs);
      return { count, ttlMs };
    },
    remove: async (key) => {
      await commands.attemptRemove(prefix + key);
    },
  };
}
