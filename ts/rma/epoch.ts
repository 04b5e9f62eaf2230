// The epoch state machine of one window at one rank, and its ERR_RMA_SYNC checks. Access epochs:
// a fence epoch (from a fence that did not assert MODE_NOSUCCEED to the next fence), a PSCW access
// epoch (start .. complete, to the ranks of start's group), passive-target epochs (lock .. unlock
// per target, lockAll .. unlockAll to all). Exposure epochs: fence epochs, and post .. wait/test.
// A fence epoch in which no operation was made yet gives way to any other kind (MPI's fence both
// ends an epoch and may start one the program never uses); once it holds an operation, a lock,
// start or post before the next fence mixes epoch kinds.
import { fail } from '../errors.js';

/** Assertion of start, post, lock and lockAll: the matching calls are known to be synchronised
 *  (start and post skip their message; both sides must assert it). */
export const MODE_NOCHECK = 1;
/** Assertion of fence and post: the window's memory was not stored to locally since the last sync. */
export const MODE_NOSTORE = 2;
/** Assertion of fence and post: no put or accumulate will update the window until the next sync. */
export const MODE_NOPUT = 4;
/** Assertion of fence: no operation precedes it (checked: an operation since the last fence is ERR_RMA_SYNC). */
export const MODE_NOPRECEDE = 8;
/** Assertion of fence: no operation follows it (the fence epoch ends: an operation before the next
 *  synchronisation is ERR_RMA_SYNC). */
export const MODE_NOSUCCEED = 16;

/** fence: no fence epoch; one open with no operation yet; one with operations. */
const F_NONE = 0,
  F_OPEN = 1,
  F_USED = 2;

export class Epoch {
  /** Per window rank: 0 unlocked, 1 locked shared, 2 locked exclusive. */
  readonly locks: Uint8Array;
  nLocks = 0;
  /** lockAll .. unlockAll. */
  all = false;
  fence = F_NONE;
  /** Per window rank: 1 in the group of the running start (access epoch), else 0; null: none. */
  start: Uint8Array | null = null;
  startRanks: Int32Array | null = null;
  /** The window ranks of the running post's group (exposure epoch); null: none. */
  post: Int32Array | null = null;
  /** Per window rank: 1 once its complete arrived in the running post epoch (test). */
  readonly postDone: Uint8Array;

  constructor(
    size: number,
    private readonly where: (call: string) => string,
  ) {
    this.locks = new Uint8Array(size);
    this.postDone = new Uint8Array(size);
  }

  /** Checks that the caller may make an operation to window rank `r` now (the hot path). */
  access(r: number, call: string, disp: number): void {
    if (this.locks[r] !== 0 || this.all) return;
    if (this.fence !== F_NONE) {
      this.fence = F_USED;
      return;
    }
    if (this.start !== null && this.start[r] === 1) return;
    this.noEpoch(r, call, disp);
  }

  private noEpoch(r: number, call: string, disp: number): never {
    const why =
      this.start !== null
        ? `rank ${r} is not in the group of the running start`
        : this.nLocks > 0
          ? `rank ${r} is not locked (lock(${r}) first)`
          : 'no access epoch is open';
    fail(
      'ERR_RMA_SYNC',
      `${this.where(call)}: target ${r} at displacement ${disp}: ${why}: expected the call inside an access epoch ` +
        `to target ${r} (after fence, between start and complete, or between lock(${r}) or lockAll and their unlock)`,
    );
  }

  /** Whether a passive-target epoch to `r` is open (flush, flushLocal). */
  passive(r: number): boolean {
    return this.locks[r] !== 0 || this.all;
  }

  /** Whether any access or exposure epoch with operations is open (free, fence's neighbours). */
  get busy(): boolean {
    return this.fence === F_USED || this.nLocks > 0 || this.all || this.start !== null || this.post !== null;
  }

  /** What is open, for messages. */
  openKind(): string {
    if (this.all) return 'a lockAll epoch';
    if (this.nLocks > 0) return 'a lock epoch';
    if (this.start !== null) return 'a start (PSCW access) epoch';
    if (this.post !== null) return 'a post (PSCW exposure) epoch';
    if (this.fence === F_USED) return 'a fence epoch with operations';
    return 'no epoch';
  }

  /** A call that starts an epoch of another kind than fence (lock, lockAll, start, post): the
   *  fence epoch must hold no operation (it is closed), and `other` must be closed too. */
  begin(call: string, other: boolean): void {
    if (this.fence === F_USED || other) this.mixed(call);
    this.fence = F_NONE;
  }

  mixed(call: string): never {
    fail(
      'ERR_RMA_SYNC',
      `${this.where(call)}: ${this.openKind()} is open: expected it ended first (epochs of two kinds cannot mix)`,
    );
  }

  /** fence: no lock, lockAll, start or post may be open; sets the next fence epoch. */
  fenceCall(assert: number): void {
    if (this.nLocks > 0 || this.all || this.start !== null || this.post !== null) this.mixed('fence');
    if ((assert & MODE_NOPRECEDE) !== 0 && this.fence === F_USED)
      fail(
        'ERR_RMA_SYNC',
        `${this.where('fence')}: MODE_NOPRECEDE asserts that no operation precedes the fence, but this rank made ` +
          'operations since the last fence: expected the assertion left out',
      );
    this.fence = (assert & MODE_NOSUCCEED) !== 0 ? F_NONE : F_OPEN;
  }

  /** ERR_RMA_SYNC for a call that needs an epoch that is not open. */
  without(call: string, expected: string): never {
    fail('ERR_RMA_SYNC', `${this.where(call)}: ${expected}`);
  }
}

/** Checks an assertion argument: a non-negative integer of the MODE_* bits `allowed`. */
export function checkAssert(assert: unknown, allowed: number, call: string, where: (call: string) => string): number {
  if (typeof assert !== 'number' || !Number.isInteger(assert) || assert < 0 || (assert & ~allowed) !== 0)
    fail(
      'ERR_ARG',
      `${where(call)}: assert ${String(assert)} is invalid: expected 0 or a sum of ${modeNames(allowed)}`,
    );
  return assert;
}

function modeNames(allowed: number): string {
  const n: string[] = [];
  if (allowed & MODE_NOCHECK) n.push('MODE_NOCHECK');
  if (allowed & MODE_NOSTORE) n.push('MODE_NOSTORE');
  if (allowed & MODE_NOPUT) n.push('MODE_NOPUT');
  if (allowed & MODE_NOPRECEDE) n.push('MODE_NOPRECEDE');
  if (allowed & MODE_NOSUCCEED) n.push('MODE_NOSUCCEED');
  return n.join(', ');
}
