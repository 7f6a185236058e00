// CPU time by process, from /proc (Linux; elsewhere every figure is NaN), so that a run can say
// what a request cost the server, PostgreSQL and the load generator, whatever else the machine runs.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU seconds a process has used: user and system ticks, fields 14 and 15 of /proc/PID/stat.
 * @param {number | undefined} pid
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * The PostgreSQL backends serving one side, told apart by application_name: the baseline names
 * itself, the app does not.
 * @param {string} databaseUrl
 */
export async function backendWatcher(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-monitor' });
  await client.connect();
  /** @param {'app' | 'baseline'} side */
  const pids = async (side) => {
    const { rows } = await client.query(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'
         and application_name <> 'bench-monitor' and (application_name = 'bench-baseline') = $1`,
      [side === 'baseline'],
    );
    return rows.map((row) => Number(row.pid));
  };
  return {
    /**
     * CPU seconds of one side's backends so far, by pid; a backend that starts later counts from 0.
     * @param {'app' | 'baseline'} side
     */
    snapshot: async (side) => new Map((await pids(side)).map((pid) => [pid, cpuSeconds(pid)])),
    /**
     * @param {Map<number, number>} before
     * @param {Map<number, number>} after
     */
    spent: (before, after) => [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0),
    close: () => client.end(),
  };
}
