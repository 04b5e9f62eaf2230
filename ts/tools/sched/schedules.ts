// Building the p schedules of a call on one thread: one core over a world of p ranks (no rank
// runs), fake slot and member tables, and the core's schedBuild for every rank, as
// ts/coll/exec/start.ts calls it, decoded into ops. For `wasmpi sched`, the simulator and tests.
import { createWorld } from '../../core/world.js';
import type { Core } from '../../core/core.js';
import {
  OP_SUM,
  TYPE_BYTE,
  TYPE_UINT8,
  TYPE_UINT16,
  TYPE_INT32,
  TYPE_FLOAT64,
  TYPE_PAIR_FLOAT64,
} from '../../core/abi.js';
import { decodeSchedule, type Schedule } from './decode.js';
import { rankCall, REDUCING, type CallShape } from './call.js';

/** An element type of each size, for the header (schedules only count bytes and elements). */
const TYPE_OF_SIZE: Record<number, number> = {
  1: TYPE_UINT8,
  2: TYPE_UINT16,
  4: TYPE_INT32,
  8: TYPE_FLOAT64,
  16: TYPE_PAIR_FLOAT64,
};

/** Builds schedules for calls on p ranks, over one core it keeps. */
export class ScheduleBuilder {
  private readonly core: Core;
  private readonly slots: number;
  private readonly members: number;

  constructor(
    module: WebAssembly.Module,
    readonly p: number,
  ) {
    // the smallest world: schedules live in its heap, which grows when one needs more
    this.core = createWorld(module, { size: p, ringBytes: 4096, memoryBytes: 1 << 20 }).core;
    this.slots = this.alloc(8 * p);
    this.members = this.alloc(4 * p);
    this.core.refresh();
    for (let q = 0; q < p; q++) {
      // never dereferenced by a builder: it only stores the tables' addresses in the header
      this.core.u32[(this.slots >>> 2) + q] = 0;
      this.core.u32[(this.members >>> 2) + q] = q;
    }
  }

  private alloc(bytes: number): number {
    const ptr = this.core.x.shmAlloc(bytes) >>> 0;
    if (ptr === 0) throw new Error(`schedule builder: no memory for ${bytes} bytes`);
    return ptr;
  }

  /** The schedule of rank `me` for algorithm `algId` (the id schedBuild takes). */
  build(algId: number, shape: CallShape, me: number): Schedule {
    if (shape.p !== this.p) throw new Error(`schedule builder for ${this.p} ranks asked for a call on ${shape.p}`);
    const core = this.core;
    const x = core.x;
    const rc = rankCall(shape, me);
    const op = REDUCING.has(shape.coll) ? OP_SUM : 0;
    const type = TYPE_OF_SIZE[shape.esize] ?? TYPE_BYTE;
    let vec = 0;
    if (rc.vec) {
      vec = this.alloc(rc.vec.byteLength);
      core.cover(vec, rc.vec.byteLength);
      core.i32.set(rc.vec, vec >>> 2);
    }
    try {
      for (let cap = 8 * shape.p + 32; ; cap *= 2) {
        const s = this.alloc(128 + 32 * cap);
        try {
          const n = x.schedBuild(
            algId,
            s,
            cap,
            me,
            shape.p,
            shape.root,
            shape.count,
            shape.esize,
            op,
            type,
            rc.flags,
            this.slots,
            this.members,
            vec,
          );
          if (n === -2) throw new Error(`schedBuild: no algorithm with id ${algId}`);
          if (n >= 0) {
            core.refresh();
            return decodeSchedule(core.i32, s);
          }
          if (n !== -1) throw new Error(`schedBuild(${algId}) returned ${n}`);
        } finally {
          x.shmFree(s);
        }
      }
    } finally {
      if (vec) x.shmFree(vec);
    }
  }

  /** The schedules of every rank. */
  buildAll(algId: number, shape: CallShape): Schedule[] {
    return Array.from({ length: shape.p }, (_, me) => this.build(algId, shape, me));
  }
}

/** The p schedules of one call (a builder made for it; keep a ScheduleBuilder to build many). */
export function buildSchedules(module: WebAssembly.Module, algId: number, shape: CallShape): Schedule[] {
  return new ScheduleBuilder(module, shape.p).buildAll(algId, shape);
}
