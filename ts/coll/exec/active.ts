// What a started collective's request asks of its run (the Active), for both kinds of run: the
// shared-memory executor's (run.ts) and the point-to-point schedules between processes
// (ts/coll/net/run.ts). A class, not closures: nothing is made per start.
import type { Active } from '../../request/request.js';
import type { BlockDesc } from '../../transport/blocked.js';
import { Status } from '../../request/status.js';

/** A run as its request sees it. */
export interface RunLike {
  readonly error: Error | null;
  readonly done: boolean;
  abandon(e: Error): void;
  readonly desc: BlockDesc;
}

export abstract class RunActive<R extends RunLike> implements Active {
  constructor(readonly run: R) {}
  /** Advances the run; true once it has completed. */
  abstract poll(): boolean;
  finish(): Status {
    if (this.run.error !== null) throw this.run.error;
    return Status.EMPTY;
  }
  cancel(): boolean {
    return false;
  }
  abandon(): void {
    if (this.run.done) return;
    try {
      this.run.abandon(new Error('abandoned'));
    } catch {
      /* recorded on the run */
    }
  }
  get desc(): BlockDesc {
    return this.run.desc;
  }
}
