// Health: whether a wait can still end. A wait fails fast, with ERR_PROC_FAILED, when the world
// was aborted or the rank it depends on is gone (finalized or failed; for an ANY_SOURCE receive:
// every other rank of its communicator), and with ERR_DEADLOCK when the detector (deadlock.ts)
// reported that every live rank is blocked. Also a rank's own failure, as its peers will quote it.
//
// Invariants: a peer's state is read after the last drain of the rings (a message sent just before
// its sender finished is still received), and a state once DONE or FAILED never changes back, so a
// wait that failed on it could never have completed. A rank's failure text is written before its
// state says FAILED: a peer that sees the state reads the text.
import {
  G_ABORT,
  G_TEXT,
  G_TEXT_BYTES,
  R_DEADLOCK,
  R_TEXT,
  R_TEXT_BYTES,
  STATE_DONE,
  STATE_FAILED,
} from '../../core/abi.js';
import { globalAddr, globalAt } from '../../core/layout.js';
import { readText, writeText } from '../../core/text.js';
import { WasmpiError } from '../../errors.js';
import { ANY, type BlockDesc, describe } from '../blocked.js';
import { progress } from './matching.js';
import type { ShmState } from './state.js';

const CANNOT = ' cannot complete: ';

/**
 * A failed rank's text as its peers quote it. A rank that failed waiting on a failed rank quotes
 * that rank's text, and so on down a chain (across processes, ranks wait on their leaders, which
 * wait on each other): past one link, only the first wait and the chain's cause are kept, so that
 * the cause (the rank that failed or returned first) fits the text's bytes at any depth.
 */
function firstAndLastCause(t: string): string {
  const first = t.indexOf(CANNOT);
  const last = t.lastIndexOf(CANNOT);
  if (first < 0 || first === last) return t;
  let cause = t.slice(last + CANNOT.length);
  let open = 0;
  for (let i = 0; i < cause.length; i++) open += cause[i] === '(' ? 1 : cause[i] === ')' ? -1 : 0;
  // the parentheses that closed the links left out
  while (open < 0 && cause.endsWith(')')) {
    cause = cause.slice(0, -1);
    open++;
  }
  return `${t.slice(0, first + CANNOT.length)}${cause.startsWith('... ') ? '' : '... '}${cause}`;
}

/** Throws when the wait can never end: world aborted, deadlock reported, or the peer is gone.
 *  Returns true when a last drain of the rings made the wait ready after all. */
export function checkHealth(s: ShmState, d: BlockDesc, ready: () => boolean): boolean {
  const { core } = s;
  const abort = Atomics.load(core.i32, globalAt(G_ABORT));
  if (abort !== 0) {
    throw new WasmpiError(
      'ERR_PROC_FAILED',
      `rank ${s.rank}: ${describe(d.op, d.peer, d.tag, d.ctx)} ` +
        `interrupted: the world was aborted (${readText(core, globalAddr(G_TEXT), G_TEXT_BYTES) || 'launch timeout'})`,
    );
  }
  const dl = Atomics.load(core.i32, (s.ctl + R_DEADLOCK) >>> 2);
  if (dl !== s.seenDeadlock) {
    s.seenDeadlock = dl;
    throw new WasmpiError(
      'ERR_DEADLOCK',
      `rank ${s.rank}: ${describe(d.op, d.peer, d.tag, d.ctx)} can never complete: ` +
        `every live rank is blocked: ${readText(core, globalAddr(G_TEXT), G_TEXT_BYTES)}`,
    );
  }
  if (d.peer !== ANY) {
    if (d.peer !== s.rank && s.stateOf(d.peer) >= STATE_DONE) {
      progress(s, false); // a message sent just before the peer finished may still be in the ring
      if (ready()) return true;
      // polling may have moved the wait on (a collective's next step waits on another rank)
      if (d.peer !== ANY && d.peer !== s.rank && s.stateOf(d.peer) >= STATE_DONE) throw peerError(s, d.peer, d);
    }
    return false;
  }
  const members = d.members;
  if (!members) return false;
  let live = 0;
  for (let i = 0; i < members.length; i++) {
    const r = members[i];
    if (r === s.rank) continue;
    const st = s.stateOf(r);
    if (st === STATE_FAILED) throw peerError(s, r, d);
    if (st !== STATE_DONE) live++;
  }
  if (live === 0 && members.length > 1) {
    progress(s, false);
    if (ready()) return true;
    throw peerError(s, members[members[0] === s.rank ? 1 : 0], d, true);
  }
  return false;
}

/** Throws ERR_PROC_FAILED when `peer` can no longer receive. */
export function checkPeer(s: ShmState, peer: number, d: BlockDesc): void {
  if (peer !== s.rank && s.stateOf(peer) >= STATE_DONE) throw peerError(s, peer, d);
}

/** The ERR_PROC_FAILED of a wait (`d`) on `peer`, gone; `all`: every other rank of the
 *  communicator has finalized. */
export function peerError(s: ShmState, peer: number, d: BlockDesc, all = false): WasmpiError {
  const st = s.stateOf(peer);
  const what = describe(d.op, d.peer, d.tag, d.ctx);
  const why = all
    ? 'every other rank of the communicator has finalized'
    : st === STATE_FAILED
      ? `rank ${peer} failed${failureText(s, peer)}`
      : `rank ${peer} has finalized (returned) and will send or receive nothing more`;
  return new WasmpiError('ERR_PROC_FAILED', `rank ${s.rank}: ${what}${CANNOT}${why}`);
}

/** A failed rank's text, in parentheses after a space ('' when it left none). */
export function failureText(s: ShmState, rank: number): string {
  const t = readText(s.core, s.ctlOf(rank) + R_TEXT, R_TEXT_BYTES);
  return t ? ` (${firstAndLastCause(t)})` : '';
}

/** Marks this rank failed with `reason` (once: the first reason stands). */
export function fail(s: ShmState, reason: string): void {
  if (s.stateOf(s.rank) === STATE_FAILED) return;
  writeText(s.core, s.ctl + R_TEXT, R_TEXT_BYTES, reason);
  s.x.rankSetState(s.rank, STATE_FAILED);
}
