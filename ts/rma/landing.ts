// The request of rget and rgetAccumulate to a target of another process: complete once the result
// has landed (the network engine's done). To a target of this process the result is there when
// the call returns, and the request is made complete.
import { ANY, OP_WAIT, type BlockDesc } from '../transport/blocked.js';
import { Status } from '../request/status.js';
import type { Active } from '../request/request.js';

export class Landing implements Active {
  private landed = false;
  /** What the engine's done() calls. */
  readonly note = (): void => {
    this.landed = true;
  };
  readonly desc: BlockDesc;

  constructor(world: number, ctx: number) {
    this.desc = { op: OP_WAIT, peer: world, tag: ANY, ctx };
  }

  poll(): boolean {
    return this.landed;
  }
  finish(): Status {
    return Status.EMPTY;
  }
  cancel(): boolean {
    return false;
  }
  abandon(): void {}
}
