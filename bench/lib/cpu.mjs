// What other processes took from the machine while a family ran (Linux; undefined elsewhere).
import { readFileSync } from 'node:fs';

/**
 * CPU time so far (Linux; undefined elsewhere), in clock ticks: all cores' busy time (steal
 * included) and this process's own, its worker threads and waited-for children (mpiexec and the
 * MPI processes under it) included. Between two snapshots, the difference is what other work on
 * the machine took from the bench.
 */
export function cpuSnapshot() {
  try {
    const c = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const busy = c[0] + c[1] + c[2] + c[5] + c[6] + (c[7] ?? 0); // user nice system irq softirq steal
    const self = readFileSync('/proc/self/stat', 'utf8');
    const x = self
      .slice(self.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number); // x[0] is field 3 (state)
    return { busy, total: busy + c[3] + c[4], mine: x[11] + x[12] + x[13] + x[14] }; // utime stime cutime cstime
  } catch {
    return undefined;
  }
}

/** The share of the machine's CPU time (all cores) that other processes used between a and b. */
export function othersShare(a, b) {
  if (!a || !b || b.total <= a.total) return undefined;
  return Math.max(0, (b.busy - a.busy - (b.mine - a.mine)) / (b.total - a.total));
}
