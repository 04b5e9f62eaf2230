// Communicator construction: dup, split, splitType, create. Each is collective over the parent;
// the parent's rank 0 allocates fresh context ids in shared memory and broadcasts them, so no two
// communicators ever share a matching context.
import { fail, show } from '../errors.js';
import { Group } from '../group/group.js';
import { UNDEFINED } from './constants.js';
import { allgatherInt32, bcastInt32 } from './internal.js';
import { Comm } from './comm.js';

let created: ((c: Comm) => void) | null = null;

/** @internal Registers what runs on every member when a communicator is made (the collectives
 *  set up their per-communicator state there: doing it at the first collective call would make a
 *  first nonblocking collective block until every member had called it). */
export function onCommCreated(f: (c: Comm) => void): void {
  created = f;
}

function made(c: Comm): Comm {
  created?.(c);
  return c;
}

function allocCtx(parent: Comm, count: number): number {
  const v = new Int32Array(1);
  if (parent.rank === 0) v[0] = parent.w.core.x.ctxAlloc(2 * count);
  return bcastInt32(parent, v)[0];
}

export function dup(parent: Comm): Comm {
  const ctx = allocCtx(parent, 1);
  return made(new Comm(parent.w, ctx, parent.members, `dup(${parent.name})`));
}

export function split(parent: Comm, color: number, key: number): Comm | null {
  if (color !== UNDEFINED && (!Number.isInteger(color) || color < 0)) {
    fail('ERR_ARG', `split on ${parent.name}: color ${show(color)} is invalid: expected an integer >= 0 or UNDEFINED`);
  }
  if (!Number.isInteger(key)) fail('ERR_ARG', `split on ${parent.name}: key ${show(key)} is invalid: expected an integer`);
  const all = allgatherInt32(parent, Int32Array.of(color, key));
  const colors = [...new Set(Array.from({ length: parent.size }, (_, r) => all[2 * r]).filter((c) => c !== UNDEFINED))].sort((a, b) => a - b);
  const base = allocCtx(parent, Math.max(colors.length, 1));
  if (color === UNDEFINED) return null;
  const mine: number[] = [];
  for (let r = 0; r < parent.size; r++) if (all[2 * r] === color) mine.push(r);
  mine.sort((a, b) => all[2 * a + 1] - all[2 * b + 1] || a - b);
  const ctx = base + 2 * colors.indexOf(color);
  return made(new Comm(parent.w, ctx, mine.map((r) => parent.members[r]), `split(${parent.name}, color ${color})`));
}

export function splitType(parent: Comm, type: unknown, key: number): Comm | null {
  if (type === 'shared') {
    // Every rank of a world shares its memory: the shared split keeps the whole communicator.
    const c = split(parent, 0, key);
    if (c) c.name = `splitType(${parent.name}, shared)`;
    return c;
  }
  if (type === UNDEFINED) return split(parent, UNDEFINED, key);
  return fail('ERR_ARG', `splitType on ${parent.name}: split type ${show(type)} is not supported: expected 'shared' ` +
    `or UNDEFINED (hardware-guided splits come with the hardware topology)`);
}

export function fromGroup(parent: Comm, group: Group): Comm | null {
  if (!(group instanceof Group)) fail('ERR_ARG', `create on ${parent.name}: expected a Group, got ${show(group)}`);
  const inParent = new Set(parent.members);
  for (const w of group.members) {
    if (!inParent.has(w)) fail('ERR_RANK', `create on ${parent.name}: the group holds world rank ${w}, which is not a member of ${parent.name}`);
  }
  const ctx = allocCtx(parent, 1);
  if (!group.members.includes(parent.w.rank)) return null;
  return made(new Comm(parent.w, ctx, group.members, `create(${parent.name})`));
}
