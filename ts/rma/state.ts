// What both engines (shm_engine.ts, net_engine.ts) need of a window: the rank's core and transport,
// the window block of this process, the members and their segments (cached from the block and
// from the exchange at creation), the window's internal communicators and its name.
import type { Core } from '../core/core.js';
import type { Transport } from '../transport/transport.js';
import type { RankWorld } from '../comm/world.js';
import type { Comm } from '../comm/comm.js';
import { TAG_UB } from '../constants.js';

/** Tags of the messages of general active-target synchronisation on syncComm (PSCW): post and
 *  complete. The highest tags, so that replies of the network engine (tagged with request ids
 *  counted from 1) never take them. */
export const TAG_POST = TAG_UB;
export const TAG_COMPLETE = TAG_UB - 1;

export class WinState {
  constructor(
    readonly core: Core,
    readonly t: Transport,
    readonly w: RankWorld,
    /** Window ranks -> world ranks. */
    readonly members: Int32Array,
    /** This rank's window rank. */
    readonly rank: number,
    /** WIN_FLAVOR_* */
    readonly flavor: number,
    /** Address of this process's window block (assembly/layout.ts, WIN). */
    readonly block: number,
    /** PSCW messages, the fence's barrier, replies of active messages. */
    readonly syncComm: Comm,
    /** Requests of active messages (windows across processes only). */
    readonly amComm: Comm | null,
    /** Per window rank: segment address (0 for ranks of other processes, and dynamic windows). */
    readonly base: Float64Array,
    /** Per window rank: segment bytes. */
    readonly bytes: Float64Array,
    /** Per window rank: displacement unit. */
    readonly dispUnit: Float64Array,
    /** Per window rank: address of its entry in this process's block (0 for ranks of other processes). */
    readonly entry: Float64Array,
    /** Per window rank: 1 when it runs in this process. */
    readonly local: Uint8Array,
    /** For error messages (Win.name). */
    public name: string,
  ) {}

  get size(): number {
    return this.members.length;
  }
}
