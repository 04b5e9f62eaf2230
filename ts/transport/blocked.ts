// What a blocked rank waits for: published in its control block for deadlock reports.
export const OP_RECV = 1;
export const OP_SEND = 2;
export const OP_SSEND = 3;
export const OP_PROBE = 4;
export const OP_WAIT = 5;
export const OP_COLL = 6;
/** A passive-target lock of a window (ts/rma): `tag` holds the target's world rank, `peer` is ANY
 *  and `members` the window's world ranks, so that the wait fails when any member fails. */
export const OP_RMA = 7;

export const ANY = -1;

export interface BlockDesc {
  op: number;
  /** World rank waited on, or ANY. */
  peer: number;
  tag: number;
  ctx: number;
  /** World ranks of the communicator (ANY_SOURCE waits fail when all of them are gone). */
  members?: Int32Array;
}

const names: Record<number, [string, string]> = {
  [OP_RECV]: ['recv', 'source'],
  [OP_SEND]: ['send', 'dest'],
  [OP_SSEND]: ['ssend', 'dest'],
  [OP_PROBE]: ['probe', 'source'],
  [OP_WAIT]: ['wait', 'peer'],
  [OP_COLL]: ['collective', 'peer'],
  [OP_RMA]: ['lock', 'target'],
};

export function describe(op: number, peer: number, tag: number, ctx: number): string {
  const [name, role] = names[op] ?? ['op' + op, 'peer'];
  const p = peer === ANY ? 'any' : String(peer);
  const t = tag === ANY ? 'any' : String(tag);
  const c = ctx <= 1 ? '' : `, context ${ctx >> 1}`;
  if (op === OP_COLL) return `${name}(${role} ${p}${c})`; // a collective has no tag
  if (op === OP_RMA) return `${name}(${role} ${tag}${c})`; // the target rides in the tag
  return `${name}(${role} ${p}, tag ${t}${c})`;
}
