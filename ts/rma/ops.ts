// The communication calls of a window: put, get, the accumulates, fetchAndOp and compareAndSwap.
// Each checks and normalises its arguments into the window's records (args.ts), checks the epoch
// and the conflict log, then hands the target side to its engine (Inner.engine). In one process
// an operation is complete when its call returns: a result staged outside the world's memory is
// copied out at once. Across processes a result lands later (the engine's done).
import { badOptions, fail, failOptions, show } from '../errors.js';
import { Op, resolveOp } from '../coll/op.js';
import { datatypeByCode } from '../datatype/type.js';
import type { Inner } from './inner.js';
import { elemOf, type RmaOpts } from './args.js';
import { K_CAS, K_GET, K_PUT, kindName } from './conflict.js';

const OPT_KEYS = 'count, datatype, targetCount, targetDatatype, resultCount, resultDatatype';

function opts0(w: Inner, opts: RmaOpts | undefined, call: string): void {
  if (badOptions(opts)) failOptions(w.a.where(call), opts, OPT_KEYS);
}

/** Records the operation in the conflict log; ERR_RMA_CONFLICT when it overlaps an earlier one. */
function conflict(w: Inner, kind: number, call: string, disp: number): void {
  const a = w.a;
  const t = a.t;
  if (!t.type.isContig || t.bytes === 0) return;
  const lo = t.offset + a.lo,
    hi = t.offset + a.hi;
  const k = w.conf.check(t.rank, lo, hi, kind);
  if (k !== 0)
    fail(
      'ERR_RMA_CONFLICT',
      `${a.where(call)}: target ${t.rank} at displacement ${disp}: bytes ${lo} to ${hi} overlap those of an earlier ` +
        `${kindName(k)} of this rank in this epoch: expected flush(${t.rank}) or the epoch's end between them ` +
        '(only gets with gets, and accumulate-family calls with each other, may overlap)',
    );
}

/** The op code of an accumulate on the target's element type (user ops have no place here). */
// The last (op, element type) resolved and its code: a loop of fetchAndOp or accumulate repeats
// them, and resolving by name costs more than the operation itself.
let lastOp: unknown = null;
let lastElem = -1;
let lastCode = 0;

function opCode(w: Inner, op: unknown, call: string): number {
  const elem = w.a.t.elem;
  if (op === lastOp && elem === lastElem) return lastCode;
  const type = datatypeByCode(elem)!;
  const o = typeof op === 'string' ? Op.byName(op) : op instanceof Op ? op : undefined;
  if (o !== undefined && !o.isUser && o.validFor(type)) {
    lastOp = op;
    lastElem = elem;
    return (lastCode = o.code);
  }
  if (o?.isUser)
    fail('ERR_OP', `${w.a.where(call)}: user ops cannot accumulate: expected a predefined op ('sum', 'replace', ...)`);
  return resolveOp(op as string, type, w.a.where(call)).code;
}

export function put(
  w: Inner,
  origin: unknown,
  target: unknown,
  disp: unknown,
  opts: RmaOpts | undefined,
  call: string,
): void {
  w.live(call);
  if (opts !== undefined) opts0(w, opts, call);
  const a = w.a;
  const src = a.origin(origin, opts, call);
  if (!a.target(target, disp, opts, call, false)) return;
  const t = a.t;
  w.ep.access(t.rank, call, disp as number);
  conflict(w, K_PUT, call, disp as number);
  w.engine(t.rank).put(w.st, t, src);
}

// where the engine writes the result of the call being made when fetch staged it (else unchanged)
let fetchDst = 0;

/** The done() of a result from a target of another process (null for a target of this process,
 *  where the result is there when the engine returns): copies a staged result out once it has
 *  landed and tells a request (`note`). Sets fetchDst to where the engine is to write it. */
function fetch(w: Inner, dst: number, note: (() => void) | null): (() => void) | null {
  fetchDst = dst;
  if (w.st.local[w.a.t.rank] === 1) return null;
  const copy = w.a.staged ? w.a.later() : null;
  if (copy !== null) fetchDst = w.a.laterAddr;
  if (copy === null || note === null) return copy ?? note;
  return () => {
    copy();
    note();
  };
}

export function get(
  w: Inner,
  result: unknown,
  target: unknown,
  disp: unknown,
  opts: RmaOpts | undefined,
  call: string,
  note: (() => void) | null = null,
): void {
  w.live(call);
  if (opts !== undefined) opts0(w, opts, call);
  const a = w.a;
  const dst = a.result(result, opts?.count, opts?.datatype, call, true);
  if (!a.target(target, disp, opts, call, false)) return;
  const t = a.t;
  w.ep.access(t.rank, call, disp as number);
  conflict(w, K_GET, call, disp as number);
  const done = fetch(w, dst, note);
  w.engine(t.rank).get(w.st, t, fetchDst, done);
  if (w.st.local[t.rank] === 1) a.resultOut();
}

export function accumulate(
  w: Inner,
  origin: unknown,
  target: unknown,
  disp: unknown,
  op: unknown,
  opts: RmaOpts | undefined,
  call: string,
): void {
  w.live(call);
  if (opts !== undefined) opts0(w, opts, call);
  const a = w.a;
  const src = a.origin(origin, opts, call);
  if (!a.target(target, disp, opts, call, true)) return;
  const code = opCode(w, op, call);
  const t = a.t;
  w.ep.access(t.rank, call, disp as number);
  conflict(w, code, call, disp as number);
  w.engine(t.rank).acc(w.st, t, src, 0, code, null);
}

export function getAccumulate(
  w: Inner,
  origin: unknown,
  result: unknown,
  target: unknown,
  disp: unknown,
  op: unknown,
  opts: RmaOpts | undefined,
  call: string,
  note: (() => void) | null = null,
): void {
  w.live(call);
  if (opts !== undefined) opts0(w, opts, call);
  const a = w.a;
  // no_op reads no origin: it may be left out (null), the result then gives the origin side
  const noOrigin = noOriginOf(origin, op);
  let src = noOrigin
    ? a.result(result, opts?.resultCount, opts?.resultDatatype, call, true)
    : a.origin(origin, opts, call);
  const dst = a.result(result, opts?.resultCount, opts?.resultDatatype, call, false);
  if (!a.target(target, disp, opts, call, true)) return;
  if (elemOf(a.rtype) !== a.t.elem)
    fail(
      'ERR_TYPE',
      `${a.where(call)}: target ${a.t.rank} at displacement ${show(disp)}: the result type ${a.rtype.name} is not of ` +
        `the target's element type ${datatypeByCode(a.t.elem)?.name}: expected the same base type`,
    );
  const code = opCode(w, op, call);
  if (noOrigin) src = dst;
  const done = fetchStart(w, call, disp, code, dst, note);
  w.engine(a.t.rank).acc(w.st, a.t, src, fetchDst, code, done);
  fetchEnd(w);
}

/** What every fetching call does once its arguments are read: the epoch and conflict checks, then
 *  the place of the old values (fetch); the engine's call follows, then fetchEnd. */
function fetchStart(
  w: Inner,
  call: string,
  disp: unknown,
  kind: number,
  dst: number,
  note: (() => void) | null,
): (() => void) | null {
  const t = w.a.t;
  w.ep.access(t.rank, call, disp as number);
  conflict(w, kind, call, disp as number);
  return fetch(w, dst, note);
}

/** The old values to the caller's result at once when the target is in this process. */
function fetchEnd(w: Inner): void {
  if (w.st.local[w.a.t.rank] === 1) w.a.resultOut();
}

/** Whether a fetching call reads no origin: op no_op with the origin left out. */
function noOriginOf(origin: unknown, op: unknown): boolean {
  return (origin === null || origin === undefined) && (op === 'no_op' || op === Op.no_op);
}

export function fetchAndOp(
  w: Inner,
  origin: unknown,
  result: unknown,
  target: unknown,
  disp: unknown,
  op: unknown,
  call: string,
): void {
  w.live(call);
  const a = w.a;
  const noOrigin = noOriginOf(origin, op);
  const src = a.elem(noOrigin ? result : origin, call, 'the origin buffer', a.so, true);
  const dst = a.resultElem(result, call);
  if (!a.target(target, disp, undefined, call, true)) return;
  const code = opCode(w, op, call);
  const done = fetchStart(w, call, disp, code, dst, null);
  w.engine(a.t.rank).acc(w.st, a.t, src, fetchDst, code, done);
  fetchEnd(w);
}

export function compareAndSwap(
  w: Inner,
  origin: unknown,
  compare: unknown,
  result: unknown,
  target: unknown,
  disp: unknown,
  call: string,
): void {
  w.live(call);
  const a = w.a;
  const src = a.elem(origin, call, 'the origin buffer', a.so, true);
  const cmp = a.elem(compare, call, 'the compare buffer', a.sc, false);
  const dst = a.resultElem(result, call);
  if (!a.target(target, disp, undefined, call, true)) return;
  const done = fetchStart(w, call, disp, K_CAS, dst, null);
  w.engine(a.t.rank).cas(w.st, a.t, src, cmp, fetchDst, done);
  fetchEnd(w);
}
