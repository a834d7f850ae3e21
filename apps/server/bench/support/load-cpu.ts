import fs from 'node:fs';

/*
 * Where the machine's CPU went during a load run: each node process, the PostgreSQL backends
 * serving the run's database, and the load process itself (users and proxy). On 2 vCPUs these
 * compete with each other (and with whatever else runs), so a throughput ratio means little
 * without them. Linux only (/proc); elsewhere the figures are 0.
 */

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat; 0 when gone. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving `database` (their process title names it), by pid. */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export type CpuFigures = {
  /** CPU seconds per node process over the run. */
  nodes: number[];
  /** CPU seconds of the backends serving the run's database (those alive at the end). */
  postgres: number;
  /** CPU seconds of this process (users and proxy). */
  loadProcess: number;
};

/** Measures CPU seconds used by the nodes, the database's backends and this process while `run` runs. */
export async function cpuAround<T>(
  nodePids: number[],
  database: string | undefined,
  run: () => Promise<T>,
): Promise<{ result: T; cpu: CpuFigures }> {
  const nodesBefore = nodePids.map(processCpuSeconds);
  const backendsBefore = new Map(
    (database ? backendsOf(database) : []).map((pid) => [pid, processCpuSeconds(pid)]),
  );
  const ownBefore = process.cpuUsage();
  const result = await run();
  const own = process.cpuUsage(ownBefore);
  const postgres = (database ? backendsOf(database) : []).reduce(
    (sum, pid) => sum + processCpuSeconds(pid) - (backendsBefore.get(pid) ?? 0),
    0,
  );
  return {
    result,
    cpu: {
      nodes: nodePids.map((pid, i) => processCpuSeconds(pid) - (nodesBefore[i] ?? 0)),
      postgres,
      loadProcess: (own.user + own.system) / 1e6,
    },
  };
}
