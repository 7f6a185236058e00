// @ts-check
// Resident memory by process, from /proc (Linux): the server process's own, and that of the
// Chromium it runs (its processes below the server's), sampled while exports run.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** A field of /proc/PID/status in KB (VmRSS, VmHWM), or NaN when the process is gone. */
export function statusKb(/** @type {number} */ pid, /** @type {string} */ field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Starts the process's peak (VmHWM) again from its current RSS (clear_refs 5, Linux 4.0 and later). */
export function resetPeak(/** @type {number} */ pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Every process below `pid` (children, their children, ...) with its command name. */
export function descendants(/** @type {number} */ pid) {
  /** @type {Map<number, { pid: number, name: string }[]>} */
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), { pid: Number(entry), name }]);
    } catch {
      // Gone while listed.
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(/** @type {number} */ (queue.shift())) ?? []) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

/** The Chromium processes below `pid` (the embedded PostgreSQL's are below it too). */
export const chromiumProcesses = (/** @type {number} */ pid) =>
  descendants(pid)
    .filter((child) => /chrom|headless/i.test(child.name))
    .map((child) => child.pid);

/** A process's proportional share of the memory it maps, in KB (shared pages divided among their users). */
function pssKb(/** @type {number} */ pid) {
  try {
    return Number(/^Pss:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Samples the server's RSS every `intervalMs`, and its Chromium's every tenth time (listing its
 * processes again, since it starts a renderer per page), until stopped; answers the highest of
 * each, in MB. Chromium's processes share much of their memory: summed RSS counts a shared page
 * once per process, summed PSS divides it among them, so PSS is what the browser takes together.
 * @param {number} pid
 * @param {number} intervalMs
 */
export function sampleMemory(pid, intervalMs = 20) {
  let server = 0;
  let rss = 0;
  let pss = 0;
  let count = 0;
  const sample = () => {
    server = Math.max(server, statusKb(pid, 'VmRSS') || 0);
    if (count % 10 === 0) {
      const browser = chromiumProcesses(pid);
      rss = Math.max(
        rss,
        browser.reduce((sum, other) => sum + (statusKb(other, 'VmRSS') || 0), 0),
      );
      pss = Math.max(
        pss,
        browser.reduce((sum, other) => sum + pssKb(other), 0),
      );
    }
    count += 1;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return () => {
    clearInterval(timer);
    count = 0;
    sample();
    return { serverMb: server / 1024, chromiumRssMb: rss / 1024, chromiumPssMb: pss / 1024 };
  };
}
