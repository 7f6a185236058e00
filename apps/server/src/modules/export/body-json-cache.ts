import type { JSONContent } from '@tiptap/core';

// Reading a version's HTML into the editor's JSON is the slow part of loading an export (about a
// third of a second for a 200-page contract, in a DOM emulation). A body is stored once per
// organization under the SHA-256 of its text and never changes (documents/version-content.ts), so
// the JSON of a recent one is kept and shared: the same version exported again, as PDF then Word,
// or previewed then exported, is read once. Shared JSON is frozen, so no renderer can change it
// under another.

/** The HTML kept at most, counted in characters of the bodies' text (the JSON takes a few times that). */
const BUDGET = 8 * 1024 * 1024;

type Entry = { json: JSONContent; size: number };

const entries = new Map<string, Entry>();
let held = 0;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The JSON kept for the body stored under `key`, if any: the body then need not be read at all. */
export function keptBodyJson(key: string): JSONContent | undefined {
  const found = entries.get(key);
  if (!found) return undefined;
  // Most recently used last: the first entry is the one to drop.
  entries.delete(key);
  entries.set(key, found);
  return found.json;
}

/** The cache's key of a body: its organization and digest (version-content.ts). */
export function bodyKey(version: { orgId: string; bodySha256: Buffer }): string {
  return `${version.orgId}:${version.bodySha256.toString('hex')}`;
}

/**
 * The JSON of the body stored under `key` (organization and digest), built by `read` the first
 * time. `size` is the body's length, which the budget counts.
 */
export function cachedBodyJson(key: string, size: number, read: () => JSONContent): JSONContent {
  const found = keptBodyJson(key);
  if (found) return found;
  const json = deepFreeze(read());
  if (size > BUDGET) return json;
  entries.set(key, { json, size });
  held += size;
  for (const [oldest, entry] of entries) {
    if (held <= BUDGET) break;
    entries.delete(oldest);
    held -= entry.size;
  }
  return json;
}
