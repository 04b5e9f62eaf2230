// The origin's side of the active messages of one-sided communication between processes (the
// format: ts/transport/rma_wire.ts): writing a request into shared memory, and turning an error
// record a target sent back into the error the origin raises.
import { WasmpiError, type ErrorCodeName } from '../errors.js';
import type { Core } from '../core/core.js';
import type { Datatype } from '../datatype/type.js';
import {
  AM_KINDS,
  E_MSG,
  E_OP,
  E_MEM,
  E_RANGE,
  ERR_BYTES,
  ERR_CODE,
  ERR_KIND,
  ERR_LIMIT,
  ERR_OFFSET,
  ERR_RECORD,
  REQ_BYTES,
  REQ_COUNT,
  REQ_CTX,
  REQ_ELEM,
  REQ_HEADER,
  REQ_KIND,
  REQ_OFFSET,
  REQ_OP,
  REQ_PROG,
  REQ_TAG,
  REQ_WORDS,
} from '../transport/rma_wire.js';

export { REQ_HEADER, ERR_RECORD };

/** The program words a request carries for target type `type`: none when its items are
 *  contiguous bytes (the target then takes the packed bytes as they are). */
export function progOf(type: Datatype): Int32Array | null {
  if (!type.isDerived || type.isContig) return null;
  return type.commit().program;
}

/** Writes a request's header at `at` (4-byte aligned, in `core`'s memory) and its program after it;
 *  returns where its data go. */
export function writeReq(
  core: Core,
  at: number,
  kind: number,
  offset: number,
  count: number,
  prog: Int32Array | null,
  op: number,
  elem: number,
  tag: number,
  ctx: number,
  bytes: number,
): number {
  const n = prog === null ? 0 : prog.length;
  core.cover(at, REQ_HEADER + 4 * n);
  const u32 = core.u32;
  const w = at >>> 2;
  for (let i = 0; i < REQ_WORDS; i++) u32[w + i] = 0;
  u32[w + REQ_KIND] = kind;
  u32[w + REQ_OFFSET] = offset;
  u32[w + REQ_COUNT] = count;
  u32[w + REQ_PROG] = n;
  u32[w + REQ_OP] = op;
  u32[w + REQ_ELEM] = elem;
  core.i32[w + REQ_TAG] = tag;
  core.i32[w + REQ_CTX] = ctx;
  u32[w + REQ_BYTES] = bytes;
  if (prog !== null) core.i32.set(prog, w + REQ_WORDS);
  return at + REQ_HEADER + 4 * n;
}

const CODES: Record<number, [ErrorCodeName, string]> = {
  [E_RANGE]: ['ERR_RMA_RANGE', "outside the target's memory"],
  [E_MSG]: ['ERR_INTERN', 'a request the target could not read'],
  [E_OP]: ['ERR_OP', 'an op that does not apply to its element type'],
  [E_MEM]: ['ERR_BUFFER', "its bytes found no memory in the target's process: nothing of it was done"],
};

/** The error an acknowledgement's error record (ERR_RECORD bytes at `at` in `core`'s memory)
 *  stands for, raised by `call` on window `win` (`dynamic`: made by createDynamic) for its target
 *  `rank`. */
export function recordError(
  core: Core,
  at: number,
  call: string,
  win: string,
  rank: number,
  dynamic: boolean,
): WasmpiError {
  core.cover(at, ERR_RECORD);
  const u32 = core.u32;
  const w = at >>> 2;
  const code = u32[w + ERR_CODE];
  const k = AM_KINDS[u32[w + ERR_KIND]];
  const kind = k ? `a ${k}` : 'an operation';
  const off = u32[w + ERR_OFFSET];
  const [name, what] = CODES[code] ?? ['ERR_INTERN', `error ${code}`];
  let msg = `${call} on ${win}: target ${rank} at byte displacement ${off}: ${kind} failed at the target: ${what}`;
  if (code === E_RANGE) {
    const end = off + core.i32[w + ERR_BYTES];
    msg += dynamic
      ? ` (its bytes up to ${end} are not all in one region attached there: expected them within one attached region)`
      : ` (its bytes up to ${end} pass the segment's ${u32[w + ERR_LIMIT]} bytes)`;
    msg += '; nothing was written';
  }
  return new WasmpiError(name, msg);
}
