import fs from 'node:fs';
import pg from 'pg';
import type { CpuMeter } from './interleaved.ts';

/**
 * CPU time charged to each request, by process: the server, PostgreSQL's
 * backends serving the bench database, and the load generator (this process).
 * On a shared machine throughput moves with the neighbours' load; the CPU a
 * request costs moves much less, and says which side a change saved on.
 */

/** /proc reports CPU time in USER_HZ ticks, 100 a second on Linux. */
const MICROS_PER_TICK = 10_000;

/** User + system CPU time a process has used, in µs; undefined where /proc cannot tell (not Linux, gone). */
function processMicros(pid: number): number | undefined {
  try {
    // Fields after the command name, which may itself hold spaces: state is the first, utime the 12th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
  } catch {
    return undefined;
  }
}

export function serverMeter(pid: number): CpuMeter {
  return { name: 'server', microsUsed: async () => processMicros(pid) };
}

export function loadGeneratorMeter(): CpuMeter {
  return {
    name: 'load generator',
    microsUsed: async () => {
      const usage = process.cpuUsage();
      return usage.user + usage.system;
    },
  };
}

/**
 * PostgreSQL's backends connected to the bench database, when the server runs
 * on this machine (its processes are then in /proc). A backend that has gone
 * (the pool closed an idle connection) keeps the time it was last read at.
 */
export async function openPostgresMeter(
  databaseUrl: string,
): Promise<{ meter: CpuMeter; close: () => Promise<void> } | undefined> {
  const { hostname } = new URL(databaseUrl);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const lastRead = new Map<number, number>();
  const meter: CpuMeter = {
    name: 'database',
    microsUsed: async () => {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      for (const { pid } of rows) {
        const micros = processMicros(pid);
        if (micros === undefined) return undefined;
        lastRead.set(pid, micros);
      }
      return [...lastRead.values()].reduce((sum, micros) => sum + micros, 0);
    },
  };
  return { meter, close: () => client.end() };
}
