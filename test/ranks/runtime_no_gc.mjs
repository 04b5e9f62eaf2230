// Counts the garbage collections that happen while a rank makes many warm blocking calls of one
// family (perf_hooks 'gc' entries that start inside the timed loop). A blocking call on TypedArrays
// must allocate nothing: a collection on one rank stalls every peer that waits for it.
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { DEFERRED, Datatype, registerAll, startAll, waitAll } from 'wasmpi';

// A full collection before each family's timed calls, so that what was allocated before them (the
// warm-up, the observer) cannot tip a collection into them: only their own garbage counts.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');

// perf_hooks.constants.NODE_PERFORMANCE_GC_*: what ran, for the failure message
const GC_KIND = { 1: 'scavenge', 2: 'mark-compact', 4: 'incremental marking', 8: 'weak callbacks' };

/** name -> one call of the family (every rank calls each family the same number of times). Every
 *  buffer and view is made here, once: a subarray() per call would be the caller's allocation. */
function families(world) {
  const p = world.size;
  const me = world.rank;
  const right = (me + 1) % p;
  const left = (me + p - 1) % p;
  const sa = world.alloc(Float64Array, p),
    ra = world.alloc(Float64Array, p);
  const s1 = sa.subarray(0, 1),
    r1 = ra.subarray(0, 1);
  const sp1 = new Float64Array(1),
    rp1 = new Float64Array(1);
  const big = world.alloc(Uint8Array, 64 * 1024),
    bigR = world.alloc(Uint8Array, 64 * 1024);
  const pingpong = (s, r, send) => () => {
    if (me === 0) {
      send(s, 1, 5);
      world.recv(r, 1, 5);
    } else if (me === 1) {
      world.recv(r, 0, 5);
      send(s, 0, 5);
    }
  };
  const send = (b, d, t) => world.send(b, d, t);
  // the commit protocol: a ring of sendInit/recvInit compiled into one exchange, and an allreduceInit
  const pend = world.icartCreate({ dims: [p], periods: true });
  const ring = pend.cartShift(0, 1);
  const ex = [
    pend.sendInit(DEFERRED, ring.dest, 9, { datatype: Datatype.FLOAT64, count: 1 }),
    pend.recvInit(DEFERRED, ring.source, 9, { datatype: Datatype.FLOAT64, count: 1 }),
  ];
  const ar = pend.allreduceInit(DEFERRED, DEFERRED, 'sum', { datatype: Datatype.FLOAT64, count: 1 });
  const cc = pend.commit();
  registerAll([...ex, ar], [[cc.alloc(Float64Array, 1)], [new Float64Array(1)], [s1, r1]]);
  const statuses = [];
  return {
    'committed exchange (startAll/waitAll)': () => {
      startAll(ex);
      waitAll(ex, statuses);
    },
    'committed allreduceInit (start/wait)': () => {
      ar.start();
      ar.wait();
    },
    'send/recv (alloc)': pingpong(s1, r1, send),
    'send/recv (TypedArray)': pingpong(sp1, rp1, send),
    'send/recv 64 KiB (rendezvous)': pingpong(big, bigR, send),
    'ssend/recv': pingpong(s1, r1, (b, d, t) => world.ssend(b, d, t)),
    'send/recv any source, any tag': () => {
      if (me === 0) {
        world.send(s1, 1, 6);
        world.recv(r1);
      } else if (me === 1) {
        world.recv(r1);
        world.send(s1, 0, 6);
      }
    },
    'sendrecv (ring)': () => world.sendrecv(s1, right, r1, left),
    barrier: () => world.barrier(),
    bcast: () => world.bcast(s1, 0),
    'bcast (TypedArray)': () => world.bcast(sp1, 0),
    reduce: () => world.reduce(s1, r1, 'sum', 0),
    allreduce: () => world.allreduce(s1, r1, 'sum'),
    'allreduce (TypedArray)': () => world.allreduce(sp1, rp1, 'max'),
    allgather: () => world.allgather(s1, ra),
    alltoall: () => world.alltoall(sa, ra),
    gather: () => world.gather(s1, ra, 0),
    scatter: () => world.scatter(sa, r1, 0),
    reduceScatterBlock: () => world.reduceScatterBlock(sa, r1, 'sum'),
    scan: () => world.scan(s1, r1, 'sum'),
    exscan: () => world.exscan(s1, r1, 'sum'),
  };
}

/** args: warm-up calls and timed calls per family, and optionally a comma-separated list of
 *  families. Returns family -> collections seen during its timed calls. */
export default async function main(world, [warm, calls, only]) {
  const n = Number(calls);
  const out = {};
  for (const [name, call] of Object.entries(families(world))) {
    if (only && !only.split(',').includes(name)) continue;
    for (let i = 0; i < Number(warm); i++) call();
    collect();
    world.barrier();
    const seen = [];
    const obs = new PerformanceObserver((list) => seen.push(...list.getEntries()));
    obs.observe({ entryTypes: ['gc'] });
    const t0 = performance.now();
    for (let i = 0; i < n; i++) call();
    const t1 = performance.now();
    // entries are delivered from the event loop: let it turn, then take what is still queued
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen.push(...obs.takeRecords());
    obs.disconnect();
    const during = seen.filter((e) => e.startTime >= t0 && e.startTime <= t1);
    out[name] = during.length === 0 ? 0 : during.map((e) => GC_KIND[e.detail?.kind] ?? e.detail?.kind).join('+');
    world.barrier();
  }
  return out;
}
