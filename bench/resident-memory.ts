import fs from 'node:fs';

/** A process's resident memory in MB, read from /proc (the benchmark runs on Linux). */
export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return Math.round(kilobytes / 1024);
}
