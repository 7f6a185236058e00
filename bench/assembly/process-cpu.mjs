// @ts-check
// CPU time of a process tree from /proc: what an export costs the server and its Chromium, whatever
// else the machine runs. A process that ends during the export has its time added to its parent's
// children's time (cutime, cstime) once reaped, so it is still counted.
import { readFileSync } from 'node:fs';
import { descendants } from '../export/memory.mjs';

// The kernel counts in clock ticks: 100 a second on Linux (getconf CLK_TCK).
const TICK_MS = 10;

/** utime + stime + cutime + cstime of one process, in ms; 0 when it is gone. */
function processCpuMs(/** @type {number} */ pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which may hold spaces: state is [0], utime [11] ... cstime [14].
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The CPU time used so far by `pid` itself and by every process below it (its Chromium), in ms. */
export function treeCpuMs(/** @type {number} */ pid) {
  const below = descendants(pid).reduce((sum, child) => sum + processCpuMs(child.pid), 0);
  return { server: processCpuMs(pid), below };
}
