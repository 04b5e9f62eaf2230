// From a normalised call to its run: the checks every call shares at its start (live, restrictive
// topologies, aliased buffers), the call in the executor's units, then the shared-memory plan and
// run (ts/coll/exec/) or the path between processes (ts/coll/net/), in the call's mode. A blocking
// call's spec is its communicator's one spec object, refilled.
import { fail } from '../../errors.js';
import type { CollComm } from '../coll_comm.js';
import { overlaps, type Buf } from '../../datatype/buffer.js';
import type { Datatype } from '../../datatype/type.js';
import { Request, type Active } from '../../request/request.js';
import type { Op } from '../op.js';
import type { CollSpec, Mode } from '../exec/spec.js';
import { plan, precompile } from '../exec/start.js';
import { collState } from '../exec/state.js';
import { CollRun, blockingRun } from '../exec/run.js';
import { RunActive } from '../exec/active.js';
import { spansProcs } from '../../comm/world.js';
import { netRun } from '../net/net.js';
import type { CollName } from '../select/table.js';
import { unitOf, inUnits, anyDerived, itemUnit } from '../../datatype/units.js';
import { blockSig } from '../../datatype/block_sig.js';
import { where } from './checks.js';

/** Runs, or returns a Request for, one normalised call. */
export function run(comm: CollComm, spec0: CollSpec, mode: Mode): Request | undefined {
  comm.live(spec0.call);
  if (comm.collRestricted && !spec0.coll.startsWith('neighbor_')) restricted(comm, spec0.call);
  const { send, recv } = spec0;
  if (send !== null && recv !== null && send.staged !== true && overlaps(send, recv)) {
    aliased(comm, spec0.call, spec0.coll, send, recv);
  }
  const spec = inUnitsOf(comm, spec0);
  // ranks in several processes: point-to-point between them (ts/coll/net), no shared-memory plan
  if (comm.w.procOf !== undefined && spansProcs(comm.w, comm.members)) return netRun(comm, spec, mode);
  if (mode === 'persistent' && comm.precompiling !== null) {
    comm.precompiling(precompile(comm, spec));
    return undefined;
  }
  const pl = plan(comm, spec, mode === 'persistent');
  if (mode === 'blocking') {
    const r = blockingRun(pl, spec);
    r.enqueue(true);
    r.wait();
    return undefined;
  }
  const t = comm.w.t;
  if (mode !== 'persistent') {
    const r = new CollRun(pl, spec);
    r.enqueue();
    return Request.make(t, spec.call, comm.name, new ShmActive(r));
  }
  // A persistent request's starts reuse one run and one Active once the previous start finished.
  let current: ShmActive | null = null;
  const active = (): Active => {
    // a persistent request may outlive its communicator: start() on a freed one raises ERR_COMM
    comm.live(spec.call);
    if (current?.run.done) current.run.reuse(pl, spec);
    else current = new ShmActive(new CollRun(pl, spec));
    current.run.enqueue();
    return current;
  };
  // The persistent request owns its plan: free() returns the schedule to the shared heap, at once
  // or, while a start is still running, when that run finishes (CollRun frees oneOff plans).
  const release = () => {
    if (current !== null && !current.run.done) pl.oneOff = true;
    else comm.w.core.x.shmFree(pl.sched);
  };
  return Request.make(t, spec.call, comm.name, null, active, release);
}

/** The Active of a started collective in shared memory. */
class ShmActive extends RunActive<CollRun> {
  poll(): boolean {
    return this.run.poll();
  }
}

/** ERR_TOPOLOGY: a collective beyond the neighbourhood on a restrictive communicator. */
function restricted(comm: CollComm, call: string): never {
  return fail(
    'ERR_TOPOLOGY',
    `${where(comm, call)}: ${comm.name} has a restrictive topology, which allows only communication between ` +
      'neighbours: use a neighbourhood collective (neighborAllgather, neighborAlltoall, ...) or point-to-point ' +
      'with a neighbour, or a communicator without restrictive: true',
  );
}

/** ERR_BUFFER for a send and a receive buffer that share bytes, saying how IN_PLACE does it. */
function aliased(comm: CollComm, call: string, coll: CollName, S: Buf, R: Buf): never {
  const inPlace =
    coll === 'scatter' || coll === 'scatterv'
      ? 'pass IN_PLACE as the receive buffer at the root'
      : coll === 'reduce' || coll === 'gather' || coll === 'gatherv'
        ? 'pass IN_PLACE as the send buffer at the root'
        : 'pass IN_PLACE as the send buffer';
  return fail(
    'ERR_BUFFER',
    `${where(comm, call)}: the send buffer (${S.bytes} bytes) and the receive buffer (${R.bytes} bytes) ` +
      `overlap: MPI forbids aliased buffers, and the result would be wrong. To use one buffer for both, ` +
      `${inPlace} (IN_PLACE, docs/guide/collectives.md); else use separate buffers`,
  );
}

/** The call in the executor's terms: when a buffer or the counted type is derived, counts and
 *  buffers in one element type, and (movements) the signature word of the original block type. */
function inUnitsOf(comm: CollComm, spec: CollSpec): CollSpec {
  if (spec.vec !== undefined || !anyDerived(spec.send, spec.recv, spec.type)) return spec;
  const types = [spec.type];
  if (spec.send) types.push(spec.send.type);
  if (spec.recv) types.push(spec.recv.type);
  let u = unitOf(comm.whereFn, spec.call, types, spec.op !== null);
  // a user op gets whole items of the call's type (MPI 4.1 section 6.9.5)
  if (spec.op?.isUser && spec.type.size > u.size) u = itemUnit(u, spec.type.size / u.size);
  const sig = spec.op === null ? blockSig(spec.type, spec.count) : undefined;
  return {
    ...spec,
    send: inUnits(spec.send, u),
    recv: inUnits(spec.recv, u),
    count: (spec.count * spec.type.size) / u.size,
    type: u,
    sig,
  };
}

/**
 * A fixed-size call's spec. A blocking call gets its communicator's one spec object, refilled (the
 * call ends before the next one starts: no object per call); the nonblocking and persistent forms
 * get their own (their runs keep it).
 */
export function specOf(
  comm: CollComm,
  mode: Mode,
  call: string,
  coll: CollName,
  send: Buf | null,
  recv: Buf | null,
  count: number,
  type: Datatype,
  op: Op | null,
  root: number,
  flags: number,
  algorithm: unknown,
): CollSpec {
  // (a communicator that spans processes has no shared-memory state: a spec of its own)
  if (mode !== 'blocking' || comm.w.procOf !== undefined)
    return { call, coll, send, recv, count, type, op, root, flags, algorithm };
  const s = collState(comm).spec;
  s.call = call;
  s.coll = coll;
  s.send = send;
  s.recv = recv;
  s.count = count;
  s.type = type;
  s.op = op;
  s.root = root;
  s.flags = flags;
  s.algorithm = algorithm;
  return s;
}

export function callName(base: string, mode: Mode): string {
  return mode === 'nonblocking' ? `i${base}` : mode === 'persistent' ? `${base}Init` : base;
}
