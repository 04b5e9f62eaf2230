// The state of one rank's shared-memory transport, shared by the modules that make it up
// (matching, sending, waiting, health, deadlock detection): ShmTransport (shm.ts) extends it, and
// each module's functions take it as their first argument. One object, one class: the functions see
// a single shape, and the hot paths read fields of `this`'s own object, as a method would.
//
// Invariants: every field is set in the constructor (the spin fields by spin.ts initSpin, from the
// constructor of ShmTransport), so the object's shape never changes after it is made; the lists and
// pools are arrays that keep their store (added to with push, taken from with pop or swap-removal)
// or a linked list through the records, so that a warm call allocates nothing. The fields are the
// modules' own: the MPI layer reaches the transport through the Transport interface only.
import type { Core } from '../../core/core.js';
import { G_EAGER_MAX, G_SIZE, R_DEADLOCK, R_STATE } from '../../core/abi.js';
import { globalAt, rankCtl } from '../../core/layout.js';
import type { ShmRecv, ShmSend, Unexpected } from './records.js';

export class ShmState {
  readonly rank: number;
  readonly size: number;
  readonly eagerMax: number;
  readonly x: Core['x'];
  /** Byte address of this rank's control block. */
  readonly ctl: number;

  // ── matching (matching.ts) ──
  /** Posted receives, oldest first: a list through the records (posting, matching and cancelling
   *  in any order allocate nothing; an array's shift and splice would trim its store). */
  postHead: ShmRecv | null = null;
  postTail: ShmRecv | null = null;
  postCount = 0;
  readonly recvPool: ShmRecv[] = [];
  readonly unexpected: Unexpected[] = [];
  /** The ring a drain looks at first (drains take turns among sources). */
  anyFrom = 0;
  /** Progress hooks (the collective layer's pollers of communicators with collectives in flight):
   *  progress() runs them too (MPI's progress rule: a rank blocked in anything still advances its
   *  nonblocking collectives). */
  // hooks[0..nHooks): an array with a count (a Set's iterator and its rehashing allocate, and an
  // array emptied by pop() may give its store back, to be allocated again by the next push)
  readonly hooks: Array<(() => void) | null> = [null, null, null, null];
  nHooks = 0;
  /** Messages moved by this rank, published in its control block for the deadlock detector. */
  progressCount = 0;

  // ── sending (sending.ts) ──
  /** Rendezvous and synchronous sends not yet complete (an array with swap-removal: adding and
   *  removing allocate nothing). */
  readonly pendingSends: ShmSend[] = [];
  readonly sendPool: ShmSend[] = [];

  // ── waiting (spin.ts, block.ts) ──
  /** Rounds a waiting rank spins before it sleeps: at most `spin` (an option), and no longer than
   *  `spinUs` (default 50 us): a rank preempted by another thread (the runtime's GC and compiler
   *  threads, the OS) gets a core back within this, instead of after spinners use up their time
   *  slices (milliseconds each, with as many ranks as cores). The time is converted to rounds once
   *  (spin.ts calibrate): reading the clock in the loop would make garbage (Node's
   *  performance.now() makes an object per call) at every long wait. */
  spinLimit = 0;
  /** The spin budget now, in rounds: from spinLimit up to spinMax (spin.ts adaptSpin). */
  spinNow = 0;
  spinMax = 0;
  /** More ranks than cores: waiting ranks should sleep almost at once. */
  oversubscribed = false;
  /** Rounds of the blocking-receive fast path's spin in the core (matching.ts recvFast). */
  fastRounds = 1;

  // ── deadlock detection (deadlock.ts) and health (health.ts) ──
  /** The world's blocked state at this rank's last timed-out sleep (null: not all blocked). */
  lastSnap: string | null = null;
  /** The deadlock generation this rank has reported (a new one in its control block: report). */
  seenDeadlock = 0;

  constructor(
    readonly core: Core,
    rank: number,
  ) {
    this.x = core.x;
    this.rank = rank;
    this.size = core.u32[globalAt(G_SIZE)];
    this.eagerMax = core.u32[globalAt(G_EAGER_MAX)];
    this.ctl = this.ctlOf(rank);
    this.seenDeadlock = Atomics.load(core.i32, (this.ctl + R_DEADLOCK) >>> 2);
  }

  ctlOf(rank: number): number {
    return rankCtl(this.core, rank);
  }

  stateOf(rank: number): number {
    return Atomics.load(this.core.i32, (this.ctlOf(rank) + R_STATE) >>> 2);
  }
}
