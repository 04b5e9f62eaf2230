// The collective calls: argument checks and normalisation into a CollSpec, here and nowhere else;
// blocking, `i*` and `*Init` forms share it (one path: prepare, start, wait).
import { fail, show } from '../errors.js';
import type { Comm } from '../comm/comm.js';
import { normBuf, Buf } from '../comm/buffer.js';
import { Datatype } from '../datatype/datatype.js';
import { IN_PLACE } from '../comm/constants.js';
import { Request, Active } from '../request/request.js';
import { Status } from '../comm/status.js';
import { resolveOp, Op } from './op.js';
import { plan, CollSpec, F_INPLACE, F_EXCLUSIVE } from './start.js';
import { CollRun } from './run.js';
import type { CollName } from './registry.js';

export interface CollOpts { algorithm?: string; datatype?: Datatype }
export type Mode = 'block' | 'nb' | 'init';

export const where = (comm: Comm, call: string) => `${call} on ${comm.name} (rank ${comm.rank} of ${comm.size})`;

export function buf(comm: Comm, b: unknown, opts: CollOpts | undefined, call: string, what: string): Buf {
  const o = opts?.datatype ? { datatype: opts.datatype } : undefined;
  return normBuf(comm.w.core, b, o, comm.whereFn, call, what); // built once per communicator
}

export function checkRoot(comm: Comm, root: unknown, call: string): number {
  if (typeof root === 'number' && Number.isInteger(root) && root >= 0 && root < comm.size) return root;
  return fail('ERR_ROOT', `${where(comm, call)}: root ${show(root)} is out of range: expected an integer 0 <= root < ${comm.size}, the same on every rank`);
}

export function sameType(comm: Comm, a: Buf, b: Buf, call: string): void {
  if (a.type !== b.type) {
    fail('ERR_TYPE', `${where(comm, call)}: the send buffer holds ${a.type.name} but the receive buffer holds ${b.type.name}; ` +
      `collectives move elements of one type: use the same element type on both sides`);
  }
}

export function need(comm: Comm, b: Buf, count: number, call: string, what: string, why: string): void {
  if (b.count < count) {
    fail('ERR_COUNT', `${where(comm, call)}: ${what} holds ${b.count} ${b.type.name} elements but needs ${count} (${why})`);
  }
}

// The last op resolved (a program reduces with the same op and type again and again).
let lastOp: unknown = null;
let lastType: Datatype | null = null;
let lastResolved: Op | null = null;

export function op(comm: Comm, o: unknown, type: Datatype, call: string): Op {
  if (o === lastOp && type === lastType) return lastResolved!;
  const r = resolveOp(o as string | Op, type, where(comm, call)); // the message is only built here
  lastOp = o;
  lastType = type;
  lastResolved = r;
  return r;
}

/** Runs, or returns a Request for, one normalised call. */
export function run(comm: Comm, spec: CollSpec, mode: Mode): Request | undefined {
  comm.live(spec.call);
  const pl = plan(comm, spec, mode === 'init');
  if (mode === 'block') {
    const r = new CollRun(pl, spec);
    r.enqueue(true);
    r.wait();
    return undefined;
  }
  const t = comm.w.t;
  let current: CollRun | null = null;
  const active = (): Active => {
    // a persistent request may outlive its communicator: start() on a freed one raises ERR_COMM
    if (mode === 'init') comm.live(spec.call);
    const r = (current = new CollRun(pl, spec));
    r.enqueue();
    return {
      poll: () => r.poll(),
      finish: () => {
        if (r.error) throw r.error;
        return Status.EMPTY;
      },
      cancel: () => false,
      abandon: () => {
        if (!r.done) {
          try { r.abandon(new Error('abandoned')); } catch { /* recorded on the run */ }
        }
      },
      desc: r.desc,
    };
  };
  if (mode !== 'init') return new Request(t, active());
  // The persistent request owns its plan: free() returns the schedule to the shared heap, at once
  // or, while a start is still running, when that run finishes (CollRun frees oneOff plans).
  const release = () => {
    if (current !== null && !current.done) pl.oneOff = true;
    else comm.w.core.x.shmFree(pl.sched);
  };
  return new Request(t, null, active, release);
}

export const isInPlace = (b: unknown) => b === IN_PLACE;

export function barrier(comm: Comm, mode: Mode, opts?: CollOpts): Request | undefined {
  return run(comm, { call: callName('barrier', mode), coll: 'barrier', send: null, recv: null, count: 0, type: Datatype.BYTE, op: null, root: 0, flags: 0, algorithm: opts?.algorithm }, mode);
}

export function bcast(comm: Comm, mode: Mode, b: unknown, root: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('bcast', mode);
  const r = checkRoot(comm, root, call);
  const B = buf(comm, b, opts, call, 'the buffer');
  return run(comm, { call, coll: 'bcast', send: null, recv: B, count: B.count, type: B.type, op: null, root: r, flags: 0, algorithm: opts?.algorithm }, mode);
}

/** allreduce, scan, exscan: one vector in, one out. */
export function reduceAll(comm: Comm, mode: Mode, coll: CollName, sendbuf: unknown, recvbuf: unknown, o: unknown, opts?: CollOpts): Request | undefined {
  const base = coll === 'allreduce' ? 'allreduce' : coll;
  const call = callName(base, mode);
  const R = buf(comm, recvbuf, opts, call, 'the receive buffer');
  const inplace = isInPlace(sendbuf);
  let S: Buf | null = null;
  if (!inplace) {
    S = buf(comm, sendbuf, opts, call, 'the send buffer');
    sameType(comm, S, R, call);
    need(comm, R, S.count, call, 'the receive buffer', `the send buffer holds ${S.count}`);
  }
  const count = S ? S.count : R.count;
  const theOp = op(comm, o, R.type, call);
  const flags = (inplace ? F_INPLACE : 0) | (coll === 'exscan' ? F_EXCLUSIVE : 0);
  return run(comm, { call, coll, send: S, recv: R, count, type: R.type, op: theOp, root: 0, flags, algorithm: opts?.algorithm }, mode);
}

export function reduce(comm: Comm, mode: Mode, sendbuf: unknown, recvbuf: unknown, o: unknown, root: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('reduce', mode);
  const r = checkRoot(comm, root, call);
  const isRoot = comm.rank === r;
  let S: Buf;
  let R: Buf | null = null;
  if (isRoot) {
    R = buf(comm, recvbuf, opts, call, 'the receive buffer');
    // In place at the root: its input (the receive buffer's contents) is staged when the run starts
    // (ptr -1 makes CollRun copy the view then), not copied here: a persistent request must read
    // the buffer's contents at every start(), as MPI requires.
    S = isInPlace(sendbuf) ? { ...R, ptr: -1 } : buf(comm, sendbuf, opts, call, 'the send buffer');
    sameType(comm, S, R, call);
    need(comm, R, S.count, call, 'the receive buffer', `the send buffer holds ${S.count}`);
  } else {
    if (isInPlace(sendbuf)) fail('ERR_BUFFER', `${where(comm, call)}: IN_PLACE is only valid at the root (rank ${r})`);
    S = buf(comm, sendbuf, opts, call, 'the send buffer');
  }
  const theOp = op(comm, o, S.type, call);
  return run(comm, { call, coll: 'reduce', send: S, recv: R, count: S.count, type: S.type, op: theOp, root: r, flags: 0, algorithm: opts?.algorithm }, mode);
}

export function allgather(comm: Comm, mode: Mode, sendbuf: unknown, recvbuf: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('allgather', mode);
  const R = buf(comm, recvbuf, opts, call, 'the receive buffer');
  const p = comm.size;
  let S: Buf | null = null;
  let count: number;
  if (isInPlace(sendbuf)) {
    if (R.count % p !== 0) fail('ERR_COUNT', `${where(comm, call)}: with IN_PLACE the receive buffer's ${R.count} elements must split into ${p} equal blocks`);
    count = R.count / p;
  } else {
    S = buf(comm, sendbuf, opts, call, 'the send buffer');
    sameType(comm, S, R, call);
    count = S.count;
    need(comm, R, p * count, call, 'the receive buffer', `${p} blocks of ${count}`);
  }
  return run(comm, { call, coll: 'allgather', send: S, recv: R, count, type: R.type, op: null, root: 0, flags: S ? 0 : F_INPLACE, algorithm: opts?.algorithm }, mode);
}

export function alltoall(comm: Comm, mode: Mode, sendbuf: unknown, recvbuf: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('alltoall', mode);
  const R = buf(comm, recvbuf, opts, call, 'the receive buffer');
  const p = comm.size;
  const S = isInPlace(sendbuf) ? null : buf(comm, sendbuf, opts, call, 'the send buffer');
  const src = S ?? R;
  if (S) sameType(comm, S, R, call);
  if (src.count % p !== 0) fail('ERR_COUNT', `${where(comm, call)}: the ${S ? 'send' : 'receive'} buffer's ${src.count} elements must split into ${p} equal blocks (one per rank)`);
  const count = src.count / p;
  need(comm, R, p * count, call, 'the receive buffer', `${p} blocks of ${count}`);
  return run(comm, { call, coll: 'alltoall', send: S, recv: R, count, type: R.type, op: null, root: 0, flags: S ? 0 : F_INPLACE, algorithm: opts?.algorithm }, mode);
}

/**
 * gather and scatter: the root's buffer holds p blocks (`whole`), every rank's other buffer one
 * (`part`); IN_PLACE replaces the root's `part` (its block stays where it is in `whole`).
 */
function rooted(comm: Comm, mode: Mode, coll: 'gather' | 'scatter', sendbuf: unknown, recvbuf: unknown, root: unknown, opts?: CollOpts): Request | undefined {
  const call = callName(coll, mode);
  const r = checkRoot(comm, root, call);
  const p = comm.size;
  const gather = coll === 'gather';
  const [wholeArg, partArg] = gather ? [recvbuf, sendbuf] : [sendbuf, recvbuf];
  const [wholeWhat, partWhat] = gather ? ['the receive buffer', 'the send buffer'] : ['the send buffer', 'the receive buffer'];
  let whole: Buf | null = null;
  let part: Buf | null = null;
  let count: number;
  if (comm.rank === r) {
    whole = buf(comm, wholeArg, opts, call, wholeWhat);
    if (isInPlace(partArg)) {
      if (whole.count % p !== 0) fail('ERR_COUNT', `${where(comm, call)}: with IN_PLACE ${wholeWhat}'s ${whole.count} elements must split into ${p} equal blocks`);
      count = whole.count / p;
    } else {
      part = buf(comm, partArg, opts, call, partWhat);
      sameType(comm, gather ? part : whole, gather ? whole : part, call);
      count = part.count;
      need(comm, whole, p * count, call, wholeWhat, `${p} blocks of ${count}`);
    }
  } else {
    if (isInPlace(partArg)) fail('ERR_BUFFER', `${where(comm, call)}: IN_PLACE is only valid at the root (rank ${r})`);
    part = buf(comm, partArg, opts, call, partWhat);
    count = part.count;
  }
  const [S, R] = gather ? [part, whole] : [whole, part];
  const type = (part ?? whole)!.type;
  const flags = comm.rank === r && !part ? F_INPLACE : 0;
  return run(comm, { call, coll, send: S, recv: R, count, type, op: null, root: r, flags, algorithm: opts?.algorithm }, mode);
}

export function gather(comm: Comm, mode: Mode, sendbuf: unknown, recvbuf: unknown, root: unknown, opts?: CollOpts): Request | undefined {
  return rooted(comm, mode, 'gather', sendbuf, recvbuf, root, opts);
}

export function scatter(comm: Comm, mode: Mode, sendbuf: unknown, recvbuf: unknown, root: unknown, opts?: CollOpts): Request | undefined {
  return rooted(comm, mode, 'scatter', sendbuf, recvbuf, root, opts);
}

export function reduceScatterBlock(comm: Comm, mode: Mode, sendbuf: unknown, recvbuf: unknown, o: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('reduceScatterBlock', mode);
  const R = buf(comm, recvbuf, opts, call, 'the receive buffer');
  const p = comm.size;
  let S: Buf | null = null;
  let count: number;
  if (isInPlace(sendbuf)) {
    if (R.count % p !== 0) fail('ERR_COUNT', `${where(comm, call)}: with IN_PLACE the receive buffer's ${R.count} elements must split into ${p} equal blocks`);
    count = R.count / p;
  } else {
    S = buf(comm, sendbuf, opts, call, 'the send buffer');
    sameType(comm, S, R, call);
    if (S.count % p !== 0) fail('ERR_COUNT', `${where(comm, call)}: the send buffer's ${S.count} elements must split into ${p} equal blocks (one per rank)`);
    count = S.count / p;
    need(comm, R, count, call, 'the receive buffer', `one block of ${count}`);
  }
  const theOp = op(comm, o, R.type, call);
  return run(comm, { call, coll: 'reduce_scatter', send: S, recv: R, count, type: R.type, op: theOp, root: 0, flags: S ? 0 : F_INPLACE, algorithm: opts?.algorithm }, mode);
}

export function callName(base: string, mode: Mode): string {
  return mode === 'nb' ? `i${base}` : mode === 'init' ? `${base}Init` : base;
}
