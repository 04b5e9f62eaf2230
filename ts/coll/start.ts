// From a normalised call to a running schedule: algorithm choice, scratch and staging, the
// schedule (built once per shape and cached; persistent requests own theirs), the run.
import type { Comm } from '../comm/comm.js';
import type { Buf } from '../comm/buffer.js';
import type { Datatype } from '../datatype/datatype.js';
import { collState, CollState } from './state.js';
import { CollRun, Binding, UserReduce } from './run.js';
import { chooseAlgorithm } from './choose.js';
import type { AlgInfo, CollName } from './registry.js';
import type { Op } from './op.js';

export const F_INPLACE = 1;
export const F_EXCLUSIVE = 2;

const COLL_ID: Record<CollName, number> = {
  barrier: 1, bcast: 2, reduce: 3, allreduce: 4, allgather: 5, alltoall: 6, gather: 7, scatter: 8,
  reduce_scatter: 9, scan: 10, exscan: 11,
};
const SIG_ANY = 0xffffffff;

/** One collective call, normalised by ts/coll/api.ts. */
export interface CollSpec {
  call: string;
  coll: CollName;
  /** Send and receive buffers (null where the rank has none; send null with F_INPLACE). */
  send: Buf | null;
  recv: Buf | null;
  /** Elements per block (allgather, alltoall, gather, scatter, reduce_scatter) or of the vector. */
  count: number;
  type: Datatype;
  op: Op | null;
  root: number;
  flags: number;
  algorithm?: unknown;
}

/** Builds (or finds) the schedule and returns a function that starts one run of it. */
export function prepare(comm: Comm, spec: CollSpec, persistent: boolean): () => CollRun {
  const st = collState(comm);
  const p = comm.size;
  const esize = spec.type.size;
  const bytes = spec.count * esize;
  const alg = chooseAlgorithm(spec.coll, p, bytes, (spec.flags & F_INPLACE) !== 0, spec.algorithm, `${spec.call} on ${comm.name}`);
  const opCode = spec.op?.code ?? 0;
  const key = `${alg.id}:${spec.root}:${spec.count}:${esize}:${opCode}:${spec.type.code}:${spec.flags}`;
  let sched = persistent ? 0 : st.cache.get(key) ?? 0;
  if (sched === 0) {
    sched = build(st, alg, spec, opCode);
    if (!persistent) {
      if (st.cache.size >= 16) {
        const [k0, s0] = st.cache.entries().next().value!;
        if (!st.queue.some((r) => r.sched === s0)) {
          comm.w.core.x.shmFree(s0);
          st.cache.delete(k0);
        }
      }
      st.cache.set(key, sched);
    }
  }
  const sig: [number, number, number] = [
    (COLL_ID[spec.coll] << 16) | ((spec.root + 1) & 0xffff),
    bytes >>> 0,
    spec.op ? (opCode << 8) | spec.type.code : 0,
  ];
  if (spec.coll === 'gather' || spec.coll === 'scatter' || spec.coll === 'bcast') sig[2] = 0;
  const user: UserReduce | null = spec.op?.isUser
    ? { fn: spec.op.fn!, ctor: spec.type.ctor!, lanes: spec.type.pairElements ?? 1 }
    : null;
  const tmpBytes = alg.tmp(p, bytes);
  return () => new CollRun(st, sched, binder(st, spec, tmpBytes), sig, spec.call, user, esize, null);
}

function build(st: CollState, alg: AlgInfo, spec: CollSpec, opCode: number): number {
  const comm = st.comm;
  const { core, t } = comm.w;
  const k = core.k;
  let cap = 8 * comm.size + 32;
  for (;;) {
    const bytesNeeded = 64 + 32 * cap;
    const s = t.alloc(bytesNeeded, 'a collective schedule');
    const n = core.x.schedBuild(alg.id, s, cap, comm.rank, comm.size, spec.root, spec.count, spec.type.size,
      opCode, spec.type.code, spec.flags, st.slots, st.members);
    if (n >= 0) return s;
    core.x.shmFree(s);
    if (n !== -1) throw new Error(`internal: schedBuild(${alg.id}) returned ${n}`);
    cap *= 2;
    void k;
  }
}

/** Binds the call's buffers at start time (staging what lives outside shared memory). */
function binder(st: CollState, spec: CollSpec, tmpBytes: number): (seq: number) => Binding {
  const core = st.comm.w.core;
  const { send, recv } = spec;
  return (seq) => {
    const parity = seq & 1;
    const tmp = tmpBytes > 0 ? ensureScratch(st, parity, tmpBytes) : 0;
    let sPtr = 0;
    let rPtr = 0;
    let copyIn: (() => void) | null = null;
    let copyOut: (() => void) | null = null;
    if (recv) {
      if (recv.ptr >= 0) rPtr = recv.ptr;
      else {
        rPtr = st.ensure(st.stageRecv, recv.bytes, 'staging for a collective receive buffer');
        // exscan never writes rank 0's receive buffer: copying the staging out would overwrite it
        // with stale bytes.
        const untouched = (spec.flags & F_EXCLUSIVE) !== 0 && st.comm.rank === 0;
        if (!untouched) copyOut = () => {
          core.cover(rPtr, recv.bytes);
          recv.view.set(core.u8.subarray(rPtr, rPtr + recv.bytes));
        };
        if (spec.flags & F_INPLACE || spec.coll === 'bcast') {
          copyIn = () => {
            core.cover(rPtr, recv.bytes);
            core.u8.set(recv.view, rPtr);
          };
        }
      }
    }
    if (send) {
      if (send.ptr >= 0) sPtr = send.ptr;
      else {
        sPtr = st.ensure(st.stageSend, send.bytes, 'staging for a collective send buffer');
        const prev = copyIn;
        copyIn = () => {
          core.cover(sPtr, send.bytes);
          core.u8.set(send.view, sPtr);
          prev?.();
        };
      }
    } else sPtr = rPtr;
    return { send: sPtr, recv: rPtr, tmp, aux: 0, copyIn, copyOut };
  };
}

/** Scratch of one parity. Grown areas are never freed while the communicator lives: a peer that
 *  lags may still read the old one. */
function ensureScratch(st: CollState, parity: number, bytes: number): number {
  const a = st.tmp[parity];
  if (a.bytes < bytes) {
    const size = Math.max(bytes, 64 * 1024, a.bytes * 2);
    a.ptr = st.comm.w.t.alloc(size, 'collective scratch');
    a.bytes = size;
  }
  return a.ptr;
}
