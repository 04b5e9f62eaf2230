// The one schedule executor. Runs ops from the schedule's pc until it finishes (RUN_DONE), must
// wait for a peer (RUN_BLOCKED: the shell sleeps on its doorbell and calls again; the op is retried),
// or meets a user-defined reduction (RUN_USER: the shell applies it and calls again). Blocking,
// nonblocking and persistent collectives all go through schedStart + schedRun.
//
// Ordering: data and buffer pointers are written with plain stores before the owner's atomic
// (sequentially consistent) flag store; a reader's atomic flag load that sees the new epoch
// therefore also sees them (wasm atomics give happens-before between the two).
import {
  SLOT_FLAG, SLOT_PTRS, SLOT_PTRS_BYTES, STEPS, STEP_DONE, S_NOPS, S_PC, S_BASE, S_OP, S_TYPE, S_ESIZE, S_ME, S_P, S_SLOTS,
  S_MEMBERS, S_PARITY, S_WAIT_PEER, HEADER, OP_BYTES, OP_WAIT, OP_WAITALL, OP_SIGNAL, OP_COPY, OP_REDUCE,
  OP_REDUCE3, OP_WAITRANGE, OP_COPYX, OP_CHECKX, BUF_AUX, RUN_DONE, RUN_BLOCKED, RUN_USER, RUN_BADOP, OP_USER, RUN_MISMATCH, SIG_A, SIG_B, SIG_C, SIG_ANY,
} from "./format";
import { rankCtl, R_SLEEPING, R_DOORBELL, R_WAIT_ADDR, R_WAIT_TARGET, R_WAIT_KIND, R_WAIT_LO, R_WAIT_HI, R_WAIT_SELF } from "../layout";
import { copyBytes } from "../kernel/copy";
import { reduce, reduce3 } from "../kernel/reduce";

// A pending user-defined reduction (RUN_USER): dst = a OP b, `a` the lower rank's operand.
export let userDst: u32 = 0;
export let userA: u32 = 0;
export let userB: u32 = 0;
export let userCount: u32 = 0;

@inline function slotOf(s: usize, rank: i32): usize {
  return <usize>load<u32>(load<u32>(s, S_SLOTS) + (<usize>rank << 2));
}

// Address of a buffer reference plus offset.
@inline function addr(s: usize, r: i32, off: i32): usize {
  const slot = slotOf(s, r >> 2);
  return <usize>load<u32>(slot + SLOT_PTRS + load<u32>(s, S_PARITY) * SLOT_PTRS_BYTES + (<usize>(r & 3) << 2)) + <usize>(<u32>off);
}

// Whether rank's flag has reached target. Flags only grow, so a value read once is a lower bound
// for ever after: the last one read of each rank is kept (after the slot table, see S_SLOTS), and
// a wait it already satisfies reads nothing of the peer's (ordering came with that earlier read).
@inline function reached(s: usize, rank: i32, target: u32): bool {
  const seen = <usize>load<u32>(s, S_SLOTS) + (<usize>(load<i32>(s, S_P) + rank) << 2);
  if (<i32>(load<u32>(seen) - target) >= 0) return true;
  const v = atomic.load<u32>(slotOf(s, rank), SLOT_FLAG);
  store<u32>(seen, v);
  return <i32>(v - target) >= 0;
}

// True when the wait a sleeping rank announced in its control block `ctl` is satisfied.
function satisfied(ctl: usize, myFlag: u32, value: u32): bool {
  const kind = atomic.load<u32>(ctl, R_WAIT_KIND);
  if (kind == 0) return true;
  const addr = atomic.load<u32>(ctl, R_WAIT_ADDR);
  const target = atomic.load<u32>(ctl, R_WAIT_TARGET);
  if (kind == 1) return addr == myFlag && <i32>(value - target) >= 0;
  const hi = atomic.load<i32>(ctl, R_WAIT_HI);
  const self = atomic.load<i32>(ctl, R_WAIT_SELF);
  const end = <u32>memory.size() << 16;
  for (let i = atomic.load<i32>(ctl, R_WAIT_LO); i < hi; i++) {
    if (i == self) continue;
    const f = load<u32>(<usize>addr + (<usize>i << 2)) + SLOT_FLAG;
    // A stale announcement (the sleeper has moved on; its communicator may since have been freed
    // and the table's memory reused) can hold any word here: never trap on it (atomics need an
    // aligned, in-bounds address); waking the rank needlessly is harmless.
    if ((f & 3) != 0 || f > end - 4) return true;
    if (<i32>(atomic.load<u32>(f) - target) < 0) return false;
  }
  return true;
}

// After a signal: wakes the sleeping peers whose announced wait it completes (the last signal of a
// wait-for-all wakes its waiter, earlier ones do not). `only` >= 0: just that peer.
function wakePeers(s: usize, only: i32, value: u32): void {
  const members = <usize>load<u32>(s, S_MEMBERS);
  const me = load<i32>(s, S_ME);
  const flag = <u32>(slotOf(s, me) + SLOT_FLAG);
  let lo = 0, hi = load<i32>(s, S_P);
  if (only >= 0) {
    lo = only;
    hi = only + 1;
  }
  for (let q = lo; q < hi; q++) {
    if (q == me) continue;
    const ctl = rankCtl(load<u32>(members + (<usize>q << 2)));
    if (atomic.load<i32>(ctl, R_SLEEPING) == 0 || !satisfied(ctl, flag, value)) continue;
    atomic.add<i32>(ctl, 1, R_DOORBELL);
    atomic.notify(ctl + R_DOORBELL, 1);
  }
}

@inline function ptrLine(s: usize, rank: i32): usize {
  return slotOf(s, rank) + SLOT_PTRS + load<u32>(s, S_PARITY) * SLOT_PTRS_BYTES;
}

@inline function sigDiffers(mine: u32, theirs: u32): bool {
  return mine != theirs && mine != SIG_ANY && theirs != SIG_ANY;
}

// Waits (spinning up to `spins` rounds) until rank q's flag reaches target: 1 when it did, 0 when
// not yet (S_WAIT_PEER = q), -1 when q's call signature differs from ours (check: a wait within
// the running collective, after which q's signature is visible). The wait is part of a wait for
// ranks lo..hi-1 (hi > lo) or for q alone (hi = lo): that is what it announces before giving up.
function waitFor(s: usize, q: i32, target: u32, spins: i32, check: bool, lo: i32, hi: i32): i32 {
  for (let i = 0; !reached(s, q, target); i++) {
    if (i >= spins) {
      // Announce the wait (for targeted wake-ups), then look once more: a signal posted before the
      // announcement is seen here; one posted after it sees the announcement (all atomics are
      // sequentially consistent).
      const me = load<i32>(s, S_ME);
      const ctl = rankCtl(load<u32>(<usize>load<u32>(s, S_MEMBERS) + (<usize>me << 2)));
      if (hi > lo) {
        atomic.store<u32>(ctl, load<u32>(s, S_SLOTS), R_WAIT_ADDR);
        atomic.store<i32>(ctl, lo, R_WAIT_LO);
        atomic.store<i32>(ctl, hi, R_WAIT_HI);
        atomic.store<i32>(ctl, me, R_WAIT_SELF);
        atomic.store<u32>(ctl, target, R_WAIT_TARGET);
        atomic.store<u32>(ctl, 2, R_WAIT_KIND);
      } else {
        atomic.store<u32>(ctl, <u32>(slotOf(s, q) + SLOT_FLAG), R_WAIT_ADDR);
        atomic.store<u32>(ctl, target, R_WAIT_TARGET);
        atomic.store<u32>(ctl, 1, R_WAIT_KIND);
      }
      if (reached(s, q, target)) break;
      store<i32>(s, q, S_WAIT_PEER);
      return 0;
    }
  }
  if (check) {
    const a = ptrLine(s, load<i32>(s, S_ME));
    const b = ptrLine(s, q);
    if (sigDiffers(load<u32>(a, SIG_A), load<u32>(b, SIG_A)) || sigDiffers(load<u32>(a, SIG_B), load<u32>(b, SIG_B)) ||
        sigDiffers(load<u32>(a, SIG_C), load<u32>(b, SIG_C))) {
      store<i32>(s, q, S_WAIT_PEER);
      return -1;
    }
  }
  return 1;
}

// Prepares a run: epoch base for collective number `seq`, and this rank's buffer pointers and call
// signature, published in the slot at once. The caller starts a run only once every peer has
// finished collective seq - 2, the last one that read this parity of the slot and of the scratch
// (ts/coll/exec/run.ts, peersDone, with its cache of the flags it has seen).
export function schedStart(s: usize, seq: u32, send: u32, recv: u32, tmp: u32, aux: u32, sigA: u32, sigB: u32, sigC: u32): void {
  store<u32>(s, 0, S_PC);
  store<u32>(s, seq * STEPS, S_BASE);
  store<u32>(s, seq & 1, S_PARITY);
  store<i32>(s, -1, S_WAIT_PEER);
  const line = ptrLine(s, load<i32>(s, S_ME));
  store<u32>(line, send, 0);
  store<u32>(line, recv, 4);
  store<u32>(line, tmp, 8);
  store<u32>(line, aux, 12);
  store<u32>(line, sigA, SIG_A);
  store<u32>(line, sigB, SIG_B);
  store<u32>(line, sigC, SIG_C);
}

export function schedRun(s: usize, spins: i32): i32 {
  const n = load<u32>(s, S_NOPS);
  const base = load<u32>(s, S_BASE);
  const me = load<i32>(s, S_ME);
  let pc = load<u32>(s, S_PC);
  while (pc < n) {
    const o = s + HEADER + <usize>pc * OP_BYTES;
    const code = load<i32>(o);
    if (code == OP_WAIT) {
      const w = waitFor(s, load<i32>(o, 4), base + load<u32>(o, 8), spins, true, 0, 0);
      if (w <= 0) {
        store<u32>(s, pc, S_PC);
        return w < 0 ? RUN_MISMATCH : RUN_BLOCKED;
      }
    } else if (code == OP_WAITALL || code == OP_WAITRANGE) {
      let lo = 0, hi = load<i32>(s, S_P);
      let target = base + load<u32>(o, 4) - load<u32>(o, 8) * STEPS;
      if (code == OP_WAITRANGE) {
        lo = load<i32>(o, 4);
        hi = load<i32>(o, 8);
        target = base + load<u32>(o, 12);
      }
      const check = code == OP_WAITRANGE || load<u32>(o, 8) == 0;
      for (let q = lo; q < hi; q++) {
        if (q == me) continue;
        const w = waitFor(s, q, target, spins, check, lo, hi);
        if (w <= 0) {
          store<u32>(s, pc, S_PC);
          return w < 0 ? RUN_MISMATCH : RUN_BLOCKED;
        }
      }
    } else if (code == OP_SIGNAL) {
      const v = base + load<u32>(o, 4);
      atomic.store<u32>(slotOf(s, me), v, SLOT_FLAG);
      wakePeers(s, load<i32>(o, 8), v);
    } else if (code == OP_COPY) {
      const bytes = load<u32>(o, 20);
      if (bytes != 0) copyBytes(addr(s, load<i32>(o, 4), load<i32>(o, 8)), addr(s, load<i32>(o, 12), load<i32>(o, 16)), bytes);
    } else if (code == OP_COPYX) {
      const bytes = load<u32>(o, 24);
      if (bytes != 0) {
        const x = addr(s, (load<i32>(o, 16) << 2) | BUF_AUX, load<i32>(o, 20) << 2);
        copyBytes(addr(s, load<i32>(o, 4), load<i32>(o, 8)), addr(s, load<i32>(o, 12), load<i32>(x)), bytes);
      }
    } else if (code == OP_CHECKX) {
      // a size the peer published (v-variants: the bytes of its block) against the one this rank
      // expects for it: a per-peer part of the call's signature
      const xr = load<i32>(o, 4);
      if (load<i32>(addr(s, (xr << 2) | BUF_AUX, load<i32>(o, 8) << 2)) != load<i32>(o, 12)) {
        store<i32>(s, xr, S_WAIT_PEER);
        store<u32>(s, pc, S_PC);
        return RUN_MISMATCH;
      }
    } else if (code == OP_REDUCE || code == OP_REDUCE3) {
      const op = load<u32>(s, S_OP);
      const type = load<u32>(s, S_TYPE);
      const dst = addr(s, load<i32>(o, 4), load<i32>(o, 8));
      const src = addr(s, load<i32>(o, 12), load<i32>(o, 16));
      let count: u32, b: usize;
      if (code == OP_REDUCE) {
        count = load<u32>(o, 20);
        b = src;
      } else {
        b = addr(s, load<i32>(o, 20), load<i32>(o, 24));
        count = load<u32>(o, 28);
      }
      if (count != 0) {
        if (op == OP_USER) {
          userDst = <u32>dst;
          userCount = count;
          if (code == OP_REDUCE3) {
            userA = <u32>src;
            userB = <u32>b;
          } else if (load<i32>(o, 24) != 0) {
            userA = <u32>src; // src is the lower rank's operand
            userB = <u32>dst;
          } else {
            userA = <u32>dst;
            userB = <u32>src;
          }
          store<u32>(s, pc + 1, S_PC);
          return RUN_USER;
        }
        // REDUCE with srcFirst: src holds the lower rank's operand, so it is the kernels' `a`
        // (dst = src OP dst; reduce3 allows d to be exactly a or b). The built-in kernels are not
        // symmetric for float min/max (NaN, -0/+0 keep `a`), so the order matters as for user ops.
        let r: i32;
        if (code == OP_REDUCE3) r = reduce3(op, type, dst, src, b, count);
        else if (load<i32>(o, 24) != 0) r = reduce3(op, type, dst, src, dst, count);
        else r = reduce(op, type, dst, src, count);
        if (r != 0) {
          store<u32>(s, pc, S_PC);
          return RUN_BADOP;
        }
      }
    }
    pc++;
  }
  store<u32>(s, pc, S_PC);
  atomic.store<u32>(slotOf(s, me), base + STEP_DONE, SLOT_FLAG);
  wakePeers(s, -1, base + STEP_DONE);
  return RUN_DONE;
}

// Element size of the schedule's type (for the shell's user reductions).
export function schedEsize(s: usize): u32 {
  return load<u32>(s, S_ESIZE);
}
