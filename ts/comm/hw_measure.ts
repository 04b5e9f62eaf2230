// comm.hwMeasure(): the hardware by measurement between the ranks (the only way where nothing can
// be read, as in a browser). Every pair of ranks ping-pongs, in rounds of disjoint pairs (the
// circle method: p - 1 rounds, a bye per round for odd p); the lower rank of a pair times the
// round trips. The rows are gathered, and the latency matrix is clustered into levels
// (HwTopology.fromMatrix), whose leaves are the ranks.
import { HwTopology, placement } from '../hw/index.js';

/** What a measurement uses of a communicator (Comm has it; named here so that this module needs
 *  nothing of comm.ts, which calls it). */
interface MeasuredComm {
  readonly size: number;
  readonly rank: number;
  barrier(): void;
  send(buf: Uint8Array | Float64Array, dest: number, tag: number): void;
  recv(buf: Uint8Array | Float64Array, source: number, tag: number): unknown;
  alloc<T extends Float64Array | Uint8Array>(ctor: new (n: number) => T, length: number): T;
  freeMem(arr: Float64Array | Uint8Array): void;
  allgatherValue<T>(value: T): T[];
  free(): void;
}

export interface HwMeasurement {
  /** The machine as the measurements see it: one PU per rank, grouped by latency. */
  topology: HwTopology;
  /** Which PU of `topology` each rank is (pass it as launch's `placement` with `hw: topology`). */
  placement: Int32Array;
  /** One-way latency between every two ranks (seconds: half the fastest round trip of 8 bytes). */
  latency: number[][];
  /** Bandwidth between every two ranks (bytes per second: the fastest transfer of `bytes`). */
  bandwidth: number[][];
}

/** The partner of `r` in round `k` of the circle method on `n` (even) slots. */
function partner(r: number, k: number, n: number): number {
  if (r === n - 1) return k;
  if (r === k) return n - 1;
  return (2 * k - r + 2 * (n - 1)) % (n - 1);
}

export function hwMeasure(comm: { dup(): MeasuredComm }, opts: { reps?: number; bytes?: number } = {}): HwMeasurement {
  const c = comm.dup(); // the measurement's traffic never meets the caller's
  const p = c.size;
  const me = c.rank;
  const reps = opts.reps ?? 200;
  const bytes = opts.bytes ?? 1 << 20;
  const small = c.alloc(Float64Array, 1);
  const big = c.alloc(Uint8Array, bytes);
  const lat = new Float64Array(p);
  const bw = new Float64Array(p);
  const n = p % 2 === 0 ? p : p + 1; // odd: slot n - 1 is the bye
  for (let k = 0; k < n - 1; k++) {
    const q = partner(me, k, n);
    c.barrier();
    if (q >= p || q === me) continue;
    const lead = me < q;
    const trip = (buf: Uint8Array | Float64Array, times: number): number => {
      let best = Infinity;
      for (let i = 0; i < times; i++) {
        const t0 = performance.now();
        if (lead) {
          c.send(buf, q, 1);
          c.recv(buf, q, 1);
        } else {
          c.recv(buf, q, 1);
          c.send(buf, q, 1);
        }
        best = Math.min(best, performance.now() - t0);
      }
      return best / 1000; // seconds per round trip (as the leader saw it)
    };
    trip(small, 20); // warm-up
    lat[q] = trip(small, reps) / 2;
    bw[q] = bytes / (trip(big, 5) / 2);
  }
  c.freeMem(small);
  c.freeMem(big);
  // every rank's row; the leader of each pair measured it, so take the leader's figure
  const rows = c.allgatherValue({ lat: Array.from(lat), bw: Array.from(bw) });
  c.free();
  const at = (a: number, b: number, key: 'lat' | 'bw') => (a === b ? 0 : rows[Math.min(a, b)][key][Math.max(a, b)]);
  const latency = Array.from({ length: p }, (_, a) => Array.from({ length: p }, (_, b) => at(a, b, 'lat')));
  const bandwidth = Array.from({ length: p }, (_, a) =>
    Array.from({ length: p }, (_, b) => (a === b ? Infinity : at(a, b, 'bw'))),
  );
  const topology = HwTopology.fromMatrix(latency);
  return { topology, placement: placement(topology, p, 'os'), latency, bandwidth };
}
