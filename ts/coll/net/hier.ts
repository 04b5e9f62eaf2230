// The hierarchical collectives: a phase inside each process over its sub-communicator (shared
// memory), a phase among the processes' leaders (their lowest ranks) over point-to-point, and a
// phase inside each process again. Costs are those of the leaders' algorithm among L processes
// (barrier.ts, tree.ts, allreduce.ts, allgather.ts) plus two shared-memory collectives; where
// there are two, ts/coll/select chose one (net.ts passes its name). A
// non-commutative op keeps rank order only when every process's ranks are consecutive (leaders
// then combine in rank order); otherwise it runs among all ranks, without the processes.
import { IN_PLACE } from '../../constants.js';
import type { ProcessComm } from '../coll_comm.js';
import { datatypeByCode, type Datatype } from '../../datatype/type.js';
import { contiguous } from '../../datatype/contiguous.js';
import type { Build } from './build.js';
import { dissemination } from './barrier.js';
import { binomialBcast, binomialReduce } from './tree.js';
import { recursiveDoubling, ring } from './allreduce.js';
import { rdChunks, ringChunks } from './allgather.js';
import { wholeComm, type Group, type Vec } from './group.js';
import { localComm } from './local.js';

const leadersOf = (b: Build): Group => {
  const lay = b.st.layout;
  return { ranks: lay.leaders, i: lay.procOfRank[b.comm.rank] };
};

const items = new Map<string, Datatype>();

/**
 * The typed options of a sub-collective on `n` elements of the call's type. A user op on items of
 * a derived type reduces the executor's item unit (ts/datatype/units.ts, itemUnit), which a call
 * cannot name: the sub-collective gets the item as a contiguous type, which it cuts the same way.
 */
function typed(b: Build, n: number): { datatype: Datatype; count: number } {
  const t = b.spec.type;
  if (!(b.spec.op?.isUser && t.pairElements !== undefined)) return { datatype: t, count: n };
  const key = `${t.code}:${t.pairElements}`;
  let item = items.get(key);
  if (item === undefined) items.set(key, (item = contiguous(t.pairElements, datatypeByCode(t.code)!).commit()));
  return { datatype: item, count: n };
}

export function hierBarrier(b: Build): void {
  const sub = localComm(b.st);
  if (sub) b.s.sub(() => sub.ibarrier()).wait();
  if (b.st.isLeader) dissemination(b, leadersOf(b));
  if (sub) b.s.sub(() => sub.ibarrier()).wait();
}

export function hierBcast(b: Build): void {
  const lay = b.st.layout;
  const root = b.spec.root;
  const me = b.comm.rank;
  const data = b.recvView()!;
  const rp = lay.procOfRank[root];
  const rootLeader = lay.leaders[rp];
  if (me === root && root !== rootLeader) b.s.send(rootLeader, data).wait();
  if (me === rootLeader && root !== rootLeader) b.s.recv(root, data).wait();
  if (b.st.isLeader) binomialBcast(b, leadersOf(b), rp, data);
  const sub = localComm(b.st);
  if (sub) b.s.sub(() => sub.ibcast(data, 0)).wait();
}

/** acc and tmp of the call's vector, acc holding this rank's input at every start. */
function operands(b: Build, n: number): { acc: Vec; tmp: Vec } {
  const bytes = n * b.esize;
  const input = b.sendView() ?? b.recvView()!;
  const acc = b.scratch(bytes);
  const tmp = b.scratch(bytes);
  b.atStart(() => acc.view.set(input.subarray(0, bytes)));
  return { acc, tmp };
}

/** The process's vectors reduced into its leader's acc. */
function localReduce(b: Build, sub: ProcessComm | null, acc: Vec, n: number): void {
  if (!sub) return;
  const op = b.spec.op!;
  const o = typed(b, n);
  if (b.st.isLeader) b.s.sub(() => sub.ireduce(IN_PLACE, acc.view, op, 0, o));
  else b.s.sub(() => sub.ireduce(acc.view, null, op, 0, o));
  b.s.wait();
}

/** Whether the processes can reduce in rank order (or order does not matter). */
const hierOk = (b: Build) => b.spec.op!.commutative || b.st.layout.contiguous;

export function hierReduce(b: Build): void {
  const n = b.spec.count;
  const { acc, tmp } = operands(b, n);
  const root = b.spec.root;
  const me = b.comm.rank;
  if (!hierOk(b)) {
    // all ranks in rank order: to rank 0, which passes the result on
    binomialReduce(b, wholeComm(b), 0, acc, tmp, n);
    if (root !== 0 && me === 0) b.s.send(root, acc.view).wait();
    if (me === root) {
      const R = b.recvView()!;
      if (root !== 0) b.s.recv(0, R).wait();
      else b.s.fn(() => R.set(acc.view));
    }
    return;
  }
  const lay = b.st.layout;
  const sub = localComm(b.st);
  localReduce(b, sub, acc, n);
  const rp = lay.procOfRank[root];
  const rootLeader = lay.leaders[rp];
  if (b.st.isLeader) {
    const g = leadersOf(b);
    if (b.spec.op!.commutative) binomialReduce(b, g, rp, acc, tmp, n);
    else {
      binomialReduce(b, g, 0, acc, tmp, n);
      if (rp !== 0 && g.i === 0) b.s.send(rootLeader, acc.view).wait();
      if (rp !== 0 && me === rootLeader) b.s.recv(lay.leaders[0], acc.view).wait();
    }
  }
  if (me === rootLeader && root !== me) b.s.send(root, acc.view).wait();
  if (me === root) {
    const R = b.recvView()!;
    if (root !== rootLeader) b.s.recv(rootLeader, R.subarray(0, n * b.esize)).wait();
    else b.s.fn(() => R.set(acc.view));
  }
}

/** `alg`: 'ring' (chosen for commutative ops only) or 'recursive-doubling' among the leaders. */
export function hierAllreduce(b: Build, alg: string): void {
  const n = b.spec.count;
  const { acc, tmp } = operands(b, n);
  const R = b.recvView()!;
  if (!hierOk(b)) {
    recursiveDoubling(b, wholeComm(b), acc, tmp, n);
    b.s.fn(() => R.set(acc.view));
    return;
  }
  const sub = localComm(b.st);
  localReduce(b, sub, acc, n);
  if (b.st.isLeader) {
    const g = leadersOf(b);
    if (alg === 'ring') ring(b, g, acc, tmp, n);
    else recursiveDoubling(b, g, acc, tmp, n);
    b.s.fn(() => R.set(acc.view));
  }
  if (sub) b.s.sub(() => sub.ibcast(R, 0)).wait();
}

/** `alg`: 'ring' or 'recursive-doubling' (chosen for a power-of-two number of processes) among the leaders. */
export function hierAllgather(b: Build, alg: string): void {
  const lay = b.st.layout;
  const p = b.comm.size;
  const me = b.comm.rank;
  const block = b.spec.count * b.esize;
  const R = b.recvView()!;
  const S = b.sendView();
  const mine = S ?? R.subarray(me * block, (me + 1) * block);
  const sub = localComm(b.st);
  const L = lay.procs.length;
  if (b.st.isLeader) {
    // the processes' blocks one process after the other: R itself when processes hold consecutive ranks
    const W = lay.contiguous ? R : new Uint8Array(p * block);
    const off: number[] = [];
    const len: number[] = [];
    let o = 0;
    for (let j = 0; j < L; j++) {
      off.push(o);
      len.push(lay.procs[j].length * block);
      o += len[j];
    }
    const at = off[lay.procOfRank[me]];
    if (S !== null || !lay.contiguous) b.s.fn(() => W.set(mine, at));
    if (sub) b.s.sub(() => sub.igather(IN_PLACE, W.subarray(at, at + len[lay.procOfRank[me]]), 0)).wait();
    const g = leadersOf(b);
    if (alg === 'recursive-doubling') rdChunks(b, g, W, off, len);
    else ringChunks(b, g, W, off, len);
    if (!lay.contiguous) {
      b.s.fn(() => {
        for (let j = 0; j < L; j++) {
          const ranks = lay.procs[j];
          for (let k = 0; k < ranks.length; k++)
            R.set(W.subarray(off[j] + k * block, off[j] + (k + 1) * block), ranks[k] * block);
        }
      });
    }
  } else if (sub) b.s.sub(() => sub.igather(mine, null, 0)).wait();
  if (sub) b.s.sub(() => sub.ibcast(R.subarray(0, p * block), 0)).wait();
}
