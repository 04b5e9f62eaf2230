// Making a window's state (all four creations share it, collectively over the communicator): the
// window's own communicators (dups of the user's), the exchange of every rank's segment (address,
// bytes, displacement unit, attach table), and this process's window block (assembly/layout.ts,
// WIN): allocated by the window's lowest rank in the process, filled for the process's ranks and
// linked into G_WIN_HEAD, where the network thread finds it by W_CTX. A shared window's segments
// are one allocation of that rank, split by prefix sums (contiguous) or line-aligned.
import { fail } from '../errors.js';
import type { Comm } from '../comm/comm.js';
import { spansMemories } from '../comm/world.js';
import {
  LINE,
  W_CTX,
  W_FLAVOR,
  W_HEADER_BYTES,
  W_MEMBERS,
  W_SYNC_CTX,
  W_SIZE,
  WIN_FLAVOR_SHARED,
  WIN_RANK_BYTES,
  WR_BASE,
  WR_DISP_UNIT,
  WR_DYN,
  WR_SIZE,
} from '../core/abi.js';
import { winEntry, winLink, winUnlink } from '../transport/win_words.js';
import { WinState } from './state.js';

/** What a rank brings to its window: its segment (base -1: a shared window's, placed by the
 *  block's maker), its displacement unit and its attach table (dynamic windows). */
export interface OwnSeg {
  base: number;
  bytes: number;
  dispUnit: number;
  dyn: number;
}

let made = 0;

/** The state of a new window over `comm` (collective). `contiguous`: shared windows only. */
export function makeState(comm: Comm, flavor: number, own: OwnSeg, contiguous: boolean): WinState {
  const w = comm.w;
  const core = w.core;
  const p = comm.size;
  const name = `win(${comm.name})#${++made}`;
  const syncComm = comm.dup();
  syncComm.name = `${name}.sync`;
  const amComm = spansMemories(w, comm.members) ? comm.dup() : null;
  if (amComm !== null) amComm.name = `${name}.am`;
  // every rank's segment
  const all = new Float64Array(4 * p);
  syncComm.allgather(Float64Array.of(own.base, own.bytes, own.dispUnit, own.dyn), all);
  const members = Int32Array.from(comm.members);
  // the ranks whose segments lie in this memory (a simulated job's ranks all do)
  const procOf = w.simulated === true ? undefined : w.procOf;
  const mine = procOf === undefined ? 0 : procOf[w.rank];
  const local = new Uint8Array(p);
  let lowest = -1;
  for (let r = 0; r < p; r++) {
    local[r] = procOf === undefined || procOf[members[r]] === mine ? 1 : 0;
    if (local[r] === 1 && lowest < 0) lowest = r;
  }
  // the block (and a shared window's segments), by the process's lowest rank
  let block = 0;
  if (comm.rank === lowest) {
    const bytes = W_HEADER_BYTES + p * WIN_RANK_BYTES + 4 * p;
    block = w.t.alloc(bytes, `the block of window ${name}`);
    core.cover(block, bytes);
    core.u8.fill(0, block, block + bytes);
    const u32 = core.u32;
    const mem = block + W_HEADER_BYTES + p * WIN_RANK_BYTES;
    u32[(block + W_CTX) >>> 2] = amComm === null ? 0 : amComm.ctx;
    u32[(block + W_SIZE) >>> 2] = p;
    u32[(block + W_FLAVOR) >>> 2] = flavor;
    u32[(block + W_MEMBERS) >>> 2] = mem;
    u32[(block + W_SYNC_CTX) >>> 2] = syncComm.ctx;
    core.i32.set(members, mem >>> 2);
    if (flavor === WIN_FLAVOR_SHARED) placeShared(comm, all, contiguous, name);
    for (let r = 0; r < p; r++) {
      if (local[r] === 0) continue;
      const e = winEntry(block, r);
      u32[(e + WR_BASE) >>> 2] = all[4 * r];
      u32[(e + WR_SIZE) >>> 2] = all[4 * r + 1];
      u32[(e + WR_DISP_UNIT) >>> 2] = all[4 * r + 2];
      u32[(e + WR_DYN) >>> 2] = all[4 * r + 3];
    }
    winLink(core, block);
  }
  // the block's address to the process's ranks (every block is filled once this returns)
  const blocks = new Float64Array(p);
  syncComm.allgather(Float64Array.of(block), blocks);
  block = blocks[lowest];
  const base = new Float64Array(p),
    size = new Float64Array(p),
    unit = new Float64Array(p),
    entry = new Float64Array(p);
  core.refresh();
  for (let r = 0; r < p; r++) {
    size[r] = all[4 * r + 1];
    unit[r] = all[4 * r + 2];
    if (local[r] === 0) continue;
    entry[r] = winEntry(block, r);
    base[r] = core.u32[(entry[r] + WR_BASE) >>> 2];
  }
  return new WinState(
    core,
    w.t,
    w,
    members,
    comm.rank,
    flavor,
    block,
    syncComm,
    amComm,
    base,
    size,
    unit,
    entry,
    local,
    name,
  );
}

/** A shared window's segments: one block, rank r's at prefix sums of the sizes (contiguous) or
 *  each on a line of its own; written into `all`'s base words. */
function placeShared(comm: Comm, all: Float64Array, contiguous: boolean, name: string): void {
  const p = comm.size;
  let total = 0;
  const at = new Float64Array(p);
  for (let r = 0; r < p; r++) {
    if (!contiguous) total = Math.ceil(total / LINE) * LINE;
    at[r] = total;
    total += all[4 * r + 1];
  }
  if (total > 2 ** 31) fail('ERR_COUNT', `Win.allocateShared: ${total} bytes in all, more than 2 GiB`);
  const region = comm.w.t.alloc(Math.max(total, 1), `the shared segments of window ${name}`);
  comm.w.core.cover(region, total);
  comm.w.core.u8.fill(0, region, region + total);
  for (let r = 0; r < p; r++) all[4 * r] = region + at[r];
}

/** Ends a window's state (collective, after every rank stopped using it): unlinks and frees the
 *  block at the process's lowest rank, with a shared window's segments; frees the communicators. */
export function releaseState(st: WinState): void {
  st.syncComm.barrier();
  let lowest = 0;
  while (st.local[lowest] === 0) lowest++;
  if (st.rank === lowest) {
    const core = st.core;
    winUnlink(core, st.block);
    if (st.flavor === WIN_FLAVOR_SHARED && st.base[lowest] !== 0) core.x.shmFree(st.base[lowest]);
    core.x.shmFree(st.block);
  }
  st.syncComm.free();
  st.amComm?.free();
}
