// Collectives of a communicator whose ranks live in several processes: the call (normalised by
// ts/coll/api) becomes a schedule of point-to-point steps and sub-communicator collectives
// (build.ts, sched.ts), run by a NetRun for all three modes.
import { fail, show } from '../../errors.js';
import type { CollComm } from '../coll_comm.js';
import { Request } from '../../request/request.js';
import type { CollSpec, Mode } from '../exec/spec.js';
import { Build } from './build.js';
import { netState } from './state.js';
import { NetActive, NetRun } from './run.js';
import type { Sched } from './sched.js';
import { hierAllgather, hierAllreduce, hierBarrier, hierBcast, hierReduce } from './hier.js';
import { allgathervRing, alltoallLinear, gatherLinear, scatterLinear } from './flat.js';
import { scanRd } from './scan.js';
import { reduceThenScatter } from './redscat.js';
import { neighborLinear } from './neighbor.js';
import { chooseNetAlgorithm } from '../select/choose.js';
import { netAlgorithmsOf } from '../select/table.js';

/** The call's `{ algorithm }`: undefined, or a name of the collective's algorithms between
 *  processes (the net rows of the algorithm table); anything else is ERR_ARG. */
function requestedOf(comm: CollComm, spec: CollSpec): string | undefined {
  const a = spec.algorithm;
  if (a === undefined || a === null) return undefined;
  const known = netAlgorithmsOf(spec.coll);
  if (typeof a === 'string' && known.some((k) => k.name === a)) return a;
  return fail(
    'ERR_ARG',
    `${spec.call} on ${comm.name} (rank ${comm.rank} of ${comm.size}): algorithm ${show(a)} is not one of ` +
      `${spec.coll}'s algorithms between processes (${comm.name} spans processes): expected ` +
      (known.length ? known.map((k) => `'${k.name}'`).join(', ') : 'none') +
      ', or no algorithm option',
  );
}

/** The schedule of one call on this rank. */
function schedule(comm: CollComm, spec: CollSpec): Sched {
  const requested = requestedOf(comm, spec);
  const st = netState(comm);
  const b = new Build(st, spec);
  const e = b.esize;
  const n = spec.count;
  const v = spec.vec;
  const p = comm.size;
  // the same selection as in one process (ts/coll/select), over the net rows: the hierarchical
  // algorithms run among the processes' leaders, so the processes are what the model counts
  const commutative = spec.op ? spec.op.commutative : true;
  const alg = chooseNetAlgorithm(
    comm.w.tuning,
    spec.coll,
    p,
    st.layout.procs.length,
    n * e,
    { commutative },
    requested,
  );
  // rank r's block in bytes: of the fixed-size calls, and of the v-variants (counts, then displs)
  const blockOff = (r: number) => r * n * e;
  const blockLen = () => n * e;
  const vOff = (r: number) => v![p + r] * e;
  const vLen = (r: number) => v![r] * e;
  switch (spec.coll) {
    case 'barrier':
      hierBarrier(b);
      break;
    case 'bcast':
      hierBcast(b);
      break;
    case 'reduce':
      hierReduce(b);
      break;
    case 'allreduce':
      hierAllreduce(b, alg.name);
      break;
    case 'allgather':
      hierAllgather(b, alg.name);
      break;
    case 'gather':
      gatherLinear(b, blockOff, blockLen);
      break;
    case 'scatter':
      scatterLinear(b, blockOff, blockLen);
      break;
    case 'gatherv':
      gatherLinear(b, vOff, vLen);
      break;
    case 'scatterv':
      scatterLinear(b, vOff, vLen);
      break;
    case 'allgatherv':
      allgathervRing(b, vOff, vLen);
      break;
    case 'alltoall':
      alltoallLinear(b, blockOff, blockLen, blockOff, blockLen);
      break;
    case 'alltoallv':
      alltoallLinear(
        b,
        vOff,
        vLen,
        (r) => v![3 * p + r] * e,
        (r) => v![2 * p + r] * e,
      );
      break;
    case 'reduce_scatter':
      reduceThenScatter(b, new Int32Array(p).fill(n));
      break;
    case 'reduce_scatter_v':
      reduceThenScatter(b, v!);
      break;
    case 'scan':
    case 'exscan':
      scanRd(b);
      break;
    case 'neighbor_allgather':
    case 'neighbor_allgatherv':
      neighborLinear(b, () => [0, spec.send!.bytes]);
      break;
    case 'neighbor_alltoall':
      neighborLinear(b, (j) => [j * spec.bytes!, spec.bytes!]);
      break;
    case 'neighbor_alltoallv':
      neighborLinear(b, (j) => [spec.aux![j], spec.sendBytes![j]]);
      break;
  }
  return b.end();
}

/** Runs, or returns a Request for, one normalised call on a communicator that spans processes. */
export function netRun(comm: CollComm, spec: CollSpec, mode: Mode): Request | undefined {
  const st = netState(comm);
  const t = comm.w.t;
  if (mode === 'blocking') {
    const r = new NetRun(st, schedule(comm, spec));
    r.enqueue(true);
    r.wait();
    return undefined;
  }
  if (mode === 'nonblocking') {
    const r = new NetRun(st, schedule(comm, spec));
    r.enqueue(false);
    return Request.make(t, spec.call, comm.name, new NetActive(r));
  }
  // persistent: one schedule, one run and one Active, restarted
  const r = new NetRun(st, schedule(comm, spec));
  r.oneShot = false;
  r.done = true;
  const active = new NetActive(r);
  let freed = false;
  const start = () => {
    comm.live(spec.call);
    r.enqueue(false);
    return active;
  };
  const release = () => {
    if (freed) return;
    freed = true;
    if (r.done) r.release();
    else r.oneShot = true; // freed while running: the run frees its scratch when it ends
  };
  return Request.make(t, spec.call, comm.name, null, start, release);
}
