// From a normalised call to a running schedule. A Plan (algorithm, schedule, signature) is made
// once per call shape and cached on the communicator, so a repeated blocking collective costs a
// map lookup, one binding and two calls into the core; persistent requests own their plan.
import type { CollComm } from '../coll_comm.js';
import { fail, show } from '../../errors.js';
import { F_INPLACE, HEADER, OP_BYTES, SIG_ANY } from '../../core/abi.js';
import type { CollSpec } from './spec.js';
import { collState, type CollState, type Plan } from './state.js';
import { chooseAlgorithm } from '../select/choose.js';
import { V_COLLS, findBuilt, builtOf, type AlgInfo } from '../select/table.js';
import type { Op } from '../op.js';
import { blockSig, elementSig } from '../../datatype/block_sig.js';

export type { CollSpec, Plan };

import { COLL_ID } from './coll_id.gen.js';

/** The collective's number in a call signature (sigA's bits 16..23; generated from the calls table). */
export { COLL_ID };

const same = (p: Plan, s: CollSpec) =>
  p.coll === s.coll &&
  p.count === s.count &&
  p.type === s.type &&
  p.op === s.op &&
  p.root === s.root &&
  p.flags === s.flags &&
  p.algorithm === s.algorithm &&
  p.sig === s.sig;

/** A call's first signature word: the algorithm, the collective and the root. */
export const sigWordA = (spec: CollSpec, algId: number): number =>
  (((algId & 0xff) << 24) | (COLL_ID[spec.coll] << 16) | ((spec.root + 1) & 0xffff)) >>> 0;

/** Its third: a reduction's op and type; a movement's block type signature (derived calls bring
 *  theirs: their type is the unit). */
export const sigWordC = (spec: CollSpec): number =>
  (spec.op
    ? (spec.op.code << 8) | spec.type.code
    : (spec.sig ?? (V_COLLS.has(spec.coll) ? elementSig(spec.type) : blockSig(spec.type, spec.count)))) >>> 0;

/** The plan for `spec`: from the communicator's cache, or built now. A persistent call takes the
 *  plan its commit compiled for the same shape (precompile), if any. */
export function plan(comm: CollComm, spec: CollSpec, persistent: boolean): Plan {
  const st = collState(comm);
  if (persistent) {
    const pre = st.precompiled;
    for (let i = 0; i < pre.length; i++) {
      if (same(pre[i], spec)) return pre.splice(i, 1)[0];
    }
  }
  const esize = spec.type.size;
  const opCode = spec.op === null ? 0 : spec.op.code;
  const oneOff = spec.vec !== undefined && spec.vecFixed !== true && !persistent;
  // Plans of user ops are cached too, keyed by the Op object (its identity: `same` compares ops
  // with ===, the key carries a per-Op id), so a loop of user-op collectives builds one schedule
  // instead of leaking one per call.
  const cacheable = !persistent && !oneOff;
  if (cacheable) {
    const recent = st.recent;
    for (let i = 0; i < recent.length; i++) if (same(recent[i], spec)) return recent[i];
  }
  const key = cacheable
    ? spec.coll +
      ':' +
      spec.count +
      ':' +
      esize +
      ':' +
      spec.type.code +
      ':' +
      opCode +
      (spec.op?.isUser ? '#' + userOpId(spec.op) : '') +
      ':' +
      spec.root +
      ':' +
      spec.flags +
      ':' +
      String(spec.algorithm) +
      ':' +
      spec.sig
    : '';
  if (cacheable) {
    const hit = st.plans.get(key);
    if (hit !== undefined) {
      remember(st, hit);
      return hit;
    }
  }
  const alg = algorithmFor(comm, spec);
  const bytes = spec.bytes ?? spec.count * esize;
  const p: Plan = {
    st,
    alg,
    sched: build(st, alg, spec, opCode),
    // the algorithm is part of the signature: ranks that chose differently (a per-call { algorithm }
    // or WASMPI_TUNE that differs between them) get a mismatch error instead of waiting for ever
    sigA: sigWordA(spec, alg.id),
    // v-variants' sizes differ by rank; a fixed-size neighbourhood call's block size must not
    sigB: spec.vec && !spec.vecFixed ? (spec.vsig ?? SIG_ANY) : bytes >>> 0,
    sigC: sigWordC(spec),
    tmpBytes: scratchOf(alg, comm.size, bytes, spec.scratch),
    user: spec.op?.isUser ? { fn: spec.op.fn!, ctor: spec.type.ctor!, lanes: spec.type.pairElements ?? 1 } : null,
    oneOff,
    coll: spec.coll,
    count: spec.count,
    type: spec.type,
    op: spec.op,
    root: spec.root,
    flags: spec.flags,
    algorithm: spec.algorithm,
    sig: spec.sig,
  };
  if (cacheable) {
    if (st.plans.size >= 32) evictOne(st);
    st.plans.set(key, p);
    remember(st, p);
  }
  return p;
}

/**
 * The commit protocol (ts/comm/pending.ts): builds the plan of a persistent call now and keeps it
 * for the `*Init` that will make the request once its buffers are registered, with the scratch of
 * both parities allocated. Returns it (withdraw() frees one that was never taken).
 */
export function precompile(comm: CollComm, spec: CollSpec): Plan {
  const p = plan(comm, spec, true);
  const st = collState(comm);
  ensureScratch(st, 0, p.tmpBytes);
  ensureScratch(st, 1, p.tmpBytes);
  st.precompiled.push(p);
  return p;
}

/** Frees a precompiled plan that no request took (its declaration was freed before registering). */
export function withdraw(p: Plan): void {
  const pre = p.st.precompiled;
  const i = pre.indexOf(p);
  if (i < 0) return;
  pre.splice(i, 1);
  p.st.comm.w.core.x.shmFree(p.sched);
}

/** The scratch a run needs: the algorithm's formula, or the call's own figure where the formula
 *  cannot know it (a neighbourhood call's send buffer) and the algorithm uses scratch at all. */
function scratchOf(alg: AlgInfo, p: number, bytes: number, scratch: number | undefined): number {
  const t = alg.tmp(p, bytes);
  return t > 0 && scratch !== undefined ? scratch : t;
}

const userOpIds = new WeakMap<Op, number>();
let nextUserOpId = 1;

/** A number naming one user Op object (for the plan cache's key). */
function userOpId(op: Op): number {
  let id = userOpIds.get(op);
  if (id === undefined) userOpIds.set(op, (id = nextUserOpId++));
  return id;
}

/** Keeps the last few plans for the field-by-field fast path. */
function remember(st: CollState, p: Plan): void {
  const r = st.recent;
  if (r.length >= 4) r.pop();
  r.unshift(p);
}

function evictOne(st: CollState): void {
  for (const [k, old] of st.plans) {
    if (st.queue.some((r) => r.plan === old)) continue;
    st.comm.w.core.x.shmFree(old.sched);
    st.plans.delete(k);
    const i = st.recent.indexOf(old);
    if (i >= 0) st.recent.splice(i, 1);
    return;
  }
}

function algorithmFor(comm: CollComm, spec: CollSpec): AlgInfo {
  if (V_COLLS.has(spec.coll)) {
    // one algorithm per v-variant; the neighbourhood calls of fixed size choose by block size (a
    // size every rank shares), the others take the row without a size limit
    const rows = builtOf(spec.coll);
    const bytes = spec.bytes ?? spec.count * spec.type.size;
    const auto = spec.vecFixed ? rows.find((a) => bytes <= a.maxBytes) : rows.find((a) => a.maxBytes === Infinity);
    const alg = findBuilt(spec.coll, (spec.algorithm as string) ?? (auto ?? rows[0]).name);
    if (!alg) {
      fail(
        'ERR_ARG',
        `${spec.call} on ${comm.name}: algorithm ${show(spec.algorithm)} is not known for ${spec.coll}: ` +
          `expected ${builtOf(spec.coll)
            .map((a) => `'${a.name}'`)
            .join(', ')}`,
      );
    }
    return alg;
  }
  const inPlace = (spec.flags & F_INPLACE) !== 0;
  const commutative = spec.op ? spec.op.commutative : true;
  return chooseAlgorithm(
    comm.w.tuning,
    spec.coll,
    comm.size,
    spec.count * spec.type.size,
    { commutative, inPlace },
    spec.algorithm,
  );
}

function build(st: CollState, alg: AlgInfo, spec: CollSpec, opCode: number): number {
  const comm = st.comm;
  const { core, t } = comm.w;
  let cap = 8 * comm.size + 32;
  let vec = 0;
  if (spec.vec) {
    vec = t.alloc(spec.vec.byteLength, 'the counts of a v-collective');
    core.cover(vec, spec.vec.byteLength);
    core.i32.set(spec.vec, vec >>> 2);
  }
  for (;;) {
    const s = t.alloc(HEADER + OP_BYTES * cap, 'a collective schedule');
    const n = core.x.schedBuild(
      alg.id,
      s,
      cap,
      comm.rank,
      comm.size,
      spec.root,
      spec.count,
      spec.type.size,
      opCode,
      spec.type.code,
      spec.flags,
      st.slots,
      st.members,
      vec,
    );
    if (n >= 0) {
      if (vec) core.x.shmFree(vec);
      return s;
    }
    core.x.shmFree(s);
    if (n !== -1) throw new Error(`internal: schedBuild(${alg.id}) returned ${n}`);
    cap *= 2;
  }
}

/** Scratch of one parity. Grown areas are not freed while the communicator lives (a peer that
 *  lags may still read the old one): they are kept in `retired` and freed by comm.free(). */
export function ensureScratch(st: CollState, parity: number, bytes: number): number {
  const a = st.tmp[parity];
  if (a.bytes < bytes) {
    if (a.ptr) st.retired.push(a.ptr);
    const size = Math.max(bytes, 64 * 1024, a.bytes * 2);
    a.ptr = st.comm.w.t.alloc(size, 'collective scratch');
    a.bytes = size;
  }
  return a.ptr;
}
