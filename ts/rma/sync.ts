// The synchronisation calls of a window: fence (a barrier over the window's own communicator),
// general active target (post/start/complete/wait/test: zero-byte messages on that communicator,
// so that they work across processes and fail and report deadlocks as point-to-point does), and
// passive target (lock/unlock, lockAll/unlockAll, the flushes, sync). Staged arrays (staged.ts)
// are brought up to date where epochs start and end.
import { fail, show } from '../errors.js';
import type { Inner } from './inner.js';
import { TAG_COMPLETE, TAG_POST } from './state.js';
import { checkAssert, MODE_NOCHECK, MODE_NOPRECEDE, MODE_NOPUT, MODE_NOSTORE, MODE_NOSUCCEED } from './epoch.js';

// the zero-byte messages of PSCW
const EMPTY = new Uint8Array(0);

export function fence(w: Inner, assert: unknown): void {
  w.live('fence');
  const as = checkAssert(assert, MODE_NOSTORE | MODE_NOPUT | MODE_NOPRECEDE | MODE_NOSUCCEED, 'fence', w.a.whereFn);
  w.ep.fenceCall(as);
  w.flushRemote(null);
  w.toSegment();
  w.st.syncComm.barrier();
  w.toArray();
  w.conf.clear();
}

export function post(w: Inner, group: unknown, assert: unknown): void {
  w.live('post');
  const as = checkAssert(assert, MODE_NOCHECK | MODE_NOSTORE | MODE_NOPUT, 'post', w.a.whereFn);
  const ep = w.ep;
  if (ep.post !== null) ep.without('post', 'a post epoch is open already: expected wait() or test() to end it first');
  const ranks = w.groupRanks(group, 'post');
  ep.begin('post', false);
  w.toSegment();
  if ((as & MODE_NOCHECK) === 0) for (const r of ranks) w.st.syncComm.send(EMPTY, r, TAG_POST);
  ep.post = ranks;
  ep.postDone.fill(0);
}

export function start(w: Inner, group: unknown, assert: unknown): void {
  w.live('start');
  const as = checkAssert(assert, MODE_NOCHECK, 'start', w.a.whereFn);
  const ep = w.ep;
  if (ep.start !== null) ep.without('start', 'a start epoch is open already: expected complete() to end it first');
  const ranks = w.groupRanks(group, 'start');
  ep.begin('start', ep.nLocks > 0 || ep.all);
  if ((as & MODE_NOCHECK) === 0) for (const r of ranks) w.st.syncComm.recv(EMPTY, r, TAG_POST);
  const mask = new Uint8Array(w.st.size);
  for (const r of ranks) mask[r] = 1;
  ep.start = mask;
  ep.startRanks = ranks;
}

export function complete(w: Inner): void {
  w.live('complete');
  const ep = w.ep;
  if (ep.start === null) ep.without('complete', 'no start epoch is open: expected start(group) first');
  const ranks = ep.startRanks!;
  w.flushRemote(ranks);
  for (const r of ranks) w.st.syncComm.send(EMPTY, r, TAG_COMPLETE);
  ep.start = ep.startRanks = null;
  w.conf.clear();
}

export function wait(w: Inner): void {
  w.live('wait');
  const ep = w.ep;
  if (ep.post === null) ep.without('wait', 'no post epoch is open: expected post(group) first');
  for (const r of ep.post!) if (ep.postDone[r] === 0) w.st.syncComm.recv(EMPTY, r, TAG_COMPLETE);
  ep.post = null;
  w.toArray();
}

export function test(w: Inner): boolean {
  w.live('test');
  const ep = w.ep;
  if (ep.post === null) ep.without('test', 'no post epoch is open: expected post(group) first');
  const c = w.st.syncComm;
  let all = true;
  for (const r of ep.post!) {
    if (ep.postDone[r] === 1) continue;
    if (c.iprobe(r, TAG_COMPLETE) === undefined) all = false;
    else {
      c.recv(EMPTY, r, TAG_COMPLETE);
      ep.postDone[r] = 1;
    }
  }
  if (!all) return false;
  ep.post = null;
  w.toArray();
  return true;
}

export function lock(w: Inner, target: unknown, type: unknown, assert: unknown): void {
  w.live('lock');
  const r = w.rankArg(target, 'lock', true);
  if (type !== 'exclusive' && type !== 'shared')
    fail('ERR_ARG', `${w.a.where('lock')}: lock type ${show(type)} is invalid: expected 'exclusive' or 'shared'`);
  checkAssert(assert, MODE_NOCHECK, 'lock', w.a.whereFn);
  if (r < 0) return;
  const ep = w.ep;
  if (ep.locks[r] !== 0)
    ep.without('lock', `target ${r} is locked already by this rank: expected unlock(${r}) before locking it again`);
  ep.begin('lock', ep.all || ep.start !== null, r);
  const excl = type === 'exclusive';
  w.engine(r).lock(w.st, r, excl);
  ep.locks[r] = excl ? 2 : 1;
  ep.nLocks++;
  // the caller's stores reach its staged copy once no other holder excludes it
  if (r === w.st.rank) w.toSegment();
}

export function unlock(w: Inner, target: unknown): void {
  w.live('unlock');
  const r = w.rankArg(target, 'unlock', true);
  if (r < 0) return;
  const ep = w.ep;
  if (ep.locks[r] === 0) ep.without('unlock', `target ${r} is not locked by this rank: expected lock(${r}) first`);
  // the staged copy's updates reach the caller's array while the lock still excludes others
  if (r === w.st.rank) w.toArray();
  // an error the target reports (a failed operation, a failed process) still ends the epoch: the
  // target released the lock, or is gone with it
  try {
    w.engine(r).unlock(w.st, r, ep.locks[r] === 2);
  } finally {
    ep.locks[r] = 0;
    ep.nLocks--;
    w.conf.clearTarget(r);
  }
}

export function lockAll(w: Inner, assert: unknown): void {
  w.live('lockAll');
  checkAssert(assert, MODE_NOCHECK, 'lockAll', w.a.whereFn);
  const ep = w.ep;
  if (ep.all) ep.without('lockAll', 'a lockAll epoch is open already: expected unlockAll() first');
  ep.begin('lockAll', ep.nLocks > 0 || ep.start !== null);
  const st = w.st;
  let r = 0;
  try {
    for (; r < st.size; r++) w.engine(r).lock(st, r, false);
  } catch (e) {
    for (let q = 0; q < r; q++) w.engine(q).unlock(st, q, false);
    throw e;
  }
  ep.all = true;
  w.toSegment();
}

export function unlockAll(w: Inner): void {
  w.live('unlockAll');
  const ep = w.ep;
  if (!ep.all) ep.without('unlockAll', 'no lockAll epoch is open: expected lockAll() first');
  const st = w.st;
  w.toArray();
  // every target is unlocked even when one reports an error; the first error is raised after
  let first: Error | null = null;
  for (let r = 0; r < st.size; r++) {
    try {
      w.engine(r).unlock(st, r, false);
    } catch (e) {
      first ??= e as Error;
    }
  }
  ep.all = false;
  w.conf.clear();
  if (first !== null) throw first;
}

/** flush, flushLocal (`local`) to one target. */
export function flush(w: Inner, target: unknown, local: boolean): void {
  const call = local ? 'flushLocal' : 'flush';
  w.live(call);
  const r = w.rankArg(target, call, true);
  if (r < 0) return;
  if (!w.ep.passive(r))
    w.ep.without(call, `no passive-target epoch to target ${r} is open: expected lock(${r}) or lockAll() first`);
  const e = w.engine(r);
  if (local) e.flushLocal(w.st, r);
  else {
    try {
      e.flush(w.st, r);
    } finally {
      w.conf.clearTarget(r);
    }
  }
}

/** flushAll, flushLocalAll (`local`). */
export function flushAll(w: Inner, local: boolean): void {
  const call = local ? 'flushLocalAll' : 'flushAll';
  w.live(call);
  const ep = w.ep;
  if (ep.nLocks === 0 && !ep.all) ep.without(call, 'no passive-target epoch is open: expected lock or lockAll first');
  const st = w.st;
  for (let r = 0; r < st.size; r++) {
    if (!ep.passive(r)) continue;
    const e = w.engine(r);
    if (local) e.flushLocal(st, r);
    else e.flush(st, r);
  }
  if (!local) w.conf.clear();
}

/** Win.sync: the staged arrays and their copies in step (both ways). */
export function sync(w: Inner): void {
  w.live('sync');
  for (const s of w.staged) s.sync();
}
