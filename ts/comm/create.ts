// Communicator construction: dup, split, splitType, create. Each is collective over the parent;
// the parent's rank 0 allocates fresh context ids in shared memory and broadcasts them, so no two
// communicators ever share a matching context. Each returns what the new communicator is (its
// context, members and name; null on ranks outside it), and Comm makes it.
import { fail, show } from '../errors.js';
import { Group } from '../group/group.js';
import { UNDEFINED } from '../constants.js';
import { allgatherInt32, bcastInt32 } from '../coll/exec/int32.js';
import type { CommBase as Comm } from './base.js';
import { hwOf } from './hw.js';
import { ctxAlloc } from './world.js';

/** A communicator to make: its context id, the world ranks of its members in rank order, its name. */
export interface CommSpec {
  ctx: number;
  members: ArrayLike<number>;
  name: string;
}

function allocCtx(parent: Comm, count: number): number {
  const v = new Int32Array(1);
  if (parent.rank === 0) v[0] = ctxAlloc(parent.w, 2 * count);
  return bcastInt32(parent, v)[0];
}

export function dup(parent: Comm): CommSpec {
  const ctx = allocCtx(parent, 1);
  return { ctx, members: parent.members, name: `dup(${parent.name})` };
}

export function split(parent: Comm, color: number, key: number): CommSpec | null {
  if (color !== UNDEFINED && (!Number.isInteger(color) || color < 0)) {
    fail('ERR_ARG', `split on ${parent.name}: color ${show(color)} is invalid: expected an integer >= 0 or UNDEFINED`);
  }
  if (!Number.isInteger(key))
    fail('ERR_ARG', `split on ${parent.name}: key ${show(key)} is invalid: expected an integer`);
  const all = allgatherInt32(parent, Int32Array.of(color, key));
  const colors = [
    ...new Set(Array.from({ length: parent.size }, (_, r) => all[2 * r]).filter((c) => c !== UNDEFINED)),
  ].sort((a, b) => a - b);
  const base = allocCtx(parent, Math.max(colors.length, 1));
  if (color === UNDEFINED) return null;
  const mine: number[] = [];
  for (let r = 0; r < parent.size; r++) if (all[2 * r] === color) mine.push(r);
  mine.sort((a, b) => all[2 * a + 1] - all[2 * b + 1] || a - b);
  const ctx = base + 2 * colors.indexOf(color);
  return { ctx, members: mine.map((r) => parent.members[r]), name: `split(${parent.name}, color ${color})` };
}

export function splitType(parent: Comm, type: unknown, key: number): CommSpec | null {
  if (type === 'shared') {
    // The ranks of one process share its memory: in a world of one process the shared split keeps
    // the whole communicator, in a job of several it is one communicator per process.
    const c = split(parent, parent.w.procOf?.[parent.w.rank] ?? 0, key);
    if (c) c.name = `splitType(${parent.name}, shared)`;
    return c;
  }
  if (type === UNDEFINED) return split(parent, UNDEFINED, key);
  if (type !== null && typeof type === 'object' && 'hw' in type) {
    // one communicator per object of that level (by its logical index) holding the caller's PU
    const hw = hwOf(parent.w);
    const level = type.hw;
    const levels = ['node', ...hw.topo.levels.filter((l) => l !== 'machine')];
    if (typeof level !== 'string' || !levels.includes(level))
      fail(
        'ERR_ARG',
        `splitType on ${parent.name}: hardware level ${show(level)} is unknown on this machine: ` +
          `expected one of ${levels.map((l) => `'${l}'`).join(', ')}`,
      );
    const pu = hw.place[parent.w.rank];
    const o = level === 'node' ? null : hw.topo.ancestor(pu, level);
    const c = split(parent, o === null ? 0 : o.index, key);
    if (c) c.name = `splitType(${parent.name}, hw ${level}${o === null ? '' : ` ${o.index}`})`;
    return c;
  }
  return fail(
    'ERR_ARG',
    `splitType on ${parent.name}: split type ${show(type)} is not supported: expected 'shared', ` +
      `{ hw: level } (a level of the hardware topology: 'node', 'package', 'numa', 'l3', 'core', ...) or UNDEFINED`,
  );
}

export function fromGroup(parent: Comm, group: Group): CommSpec | null {
  if (!(group instanceof Group)) fail('ERR_ARG', `create on ${parent.name}: expected a Group, got ${show(group)}`);
  const inParent = new Set(parent.members);
  for (const w of group.members) {
    if (!inParent.has(w))
      fail(
        'ERR_RANK',
        `create on ${parent.name}: the group holds world rank ${w}, which is not a member of ${parent.name}`,
      );
  }
  const ctx = allocCtx(parent, 1);
  if (!group.members.includes(parent.w.rank)) return null;
  return { ctx, members: group.members, name: `create(${parent.name})` };
}
