// hwloc's synthetic topology syntax (`lstopo -i 'package:2 core:4 pu:2'`): one `type:count` token
// per level, top to bottom, the machine implied, the last level `pu`. What `lstopo --of synthetic`
// writes also reads: hwloc's type names (`L3Cache`, `L1dCache`, `NUMANode`, any case), attributes
// `(size=33554432)` and `(memory=4GB)`, and memory tokens `[NUMANode(memory=...)]` after a level
// (its objects each hold that many NUMA nodes, which here become a container level below it;
// instruction caches are dropped, their count folded into the next level). Two extensions for
// what hwloc's syntax cannot say:
//   gpu:4@package              4 objects of a free type under each object of a level (outside the
//                              PU tree: accelerators, NICs); `@machine` for the root
//   link:gpu:ring:1[:nvlink]   extra links between the objects of a type: pattern `ring`, `chain`,
//                              `all` or `I-J` (two logical indices), a weight (cost), and a kind
//                              (defaults to the pattern's name; `link` for `I-J`)
import { fail, show } from '../errors.js';
import { isTypeName } from './spec.js';
import type { HwLinkSpec, HwNodeSpec, HwSpec } from './types.js';

const LEVELS = ['package', 'die', 'group', 'numa', 'l5', 'l4', 'l3', 'l2', 'l1', 'core', 'pu'];
const MAX_OBJECTS = 1 << 20;

interface Level {
  type: string; // '' for an instruction cache, dropped
  count: number;
  cacheBytes?: number;
  memoryBytes?: number;
}

/** A level name (hwloc's or wasmpi's, any case) to its type; '' for instruction caches; null if unknown. */
function levelType(name: string): string | null {
  const n = name.toLowerCase();
  if (n === 'machine') return 'machine';
  if (n === 'package' || n === 'socket') return 'package';
  if (n === 'die') return 'die';
  if (/^group\d*$/.test(n)) return 'group';
  if (n === 'numa' || n === 'numanode' || n === 'node') return 'numa';
  if (n === 'core') return 'core';
  if (n === 'pu') return 'pu';
  const c = /^l([1-5])(d|u|i)?(cache)?$/.exec(n);
  if (c) return c[2] === 'i' ? '' : `l${c[1]}`;
  return null;
}

/** `33554432`, `32MB`, `32MiB`, `1.5GB` -> bytes (binary units, as hwloc's). */
export function parseBytes(s: string, what: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*([kmgt]?)(i?b)?$/i.exec(s.trim());
  if (!m) fail('ERR_ARG', `${what} is ${show(s)}: expected a size such as 32768, 32KB or 1GB`);
  const mult = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 }[m[2].toLowerCase()]!;
  return Math.round(Number(m[1]) * mult);
}

/** Reads `size=...,memory=...` (other attributes hwloc writes are ignored). */
function parseAttrs(text: string | undefined, token: string): { size?: number; memory?: number } {
  const out: { size?: number; memory?: number } = {};
  if (!text) return out;
  for (const part of text.split(/[,\s]+/).filter(Boolean)) {
    const [k, v] = part.split('=');
    if (v === undefined) continue;
    if (k.toLowerCase() === 'size') out.size = parseBytes(v, `size in ${show(token)}`);
    if (k.toLowerCase() === 'memory') out.memory = parseBytes(v, `memory in ${show(token)}`);
  }
  return out;
}

function parseCount(s: string, token: string): number {
  if (!/^\d+$/.test(s) || Number(s) < 1 || !Number.isSafeInteger(Number(s)))
    fail('ERR_ARG', `synthetic spec token ${show(token)} has count ${show(s)}: expected an integer >= 1`);
  return Number(s);
}

/** Parses a synthetic spec into a topology description. */
export function parseSynthetic(spec: string): HwSpec {
  if (typeof spec !== 'string') fail('ERR_ARG', `synthetic spec is ${show(spec)}: expected a string`);
  const tokens = spec.trim().split(/\s+/).filter(Boolean);
  if (!tokens.length) fail('ERR_ARG', `synthetic spec ${show(spec)} is empty: expected e.g. "package:2 core:4 pu:2"`);
  const levels: Level[] = [];
  // numa memory tokens seen after level i (i = -1: the machine)
  const memory = new Map<number, Array<number | undefined>>();
  const attach: Array<{ type: string; count: number; under: string; token: string }> = [];
  const linkTokens: string[] = [];
  let machineSeen = false;
  for (const token of tokens) {
    if (/^link:/i.test(token)) {
      linkTokens.push(token);
      continue;
    }
    const mem = /^\[(numanode|numa)(?:\((.*)\))?\]$/i.exec(token);
    if (mem) {
      const at = levels.length - 1;
      if (!memory.has(at)) memory.set(at, []);
      memory.get(at)!.push(parseAttrs(mem[2], token).memory);
      continue;
    }
    const att = /^([A-Za-z][\w-]*):([^@]*)@([A-Za-z]\w*)$/.exec(token);
    if (att) {
      const type = att[1].toLowerCase();
      if (!isTypeName(type) || levelType(type) !== null)
        fail(
          'ERR_ARG',
          `synthetic spec token ${show(token)} attaches ${show(att[1])}: expected a type outside the PU tree, such as gpu`,
        );
      const under = levelType(att[3]) || att[3].toLowerCase();
      if (under === 'pu') fail('ERR_ARG', `synthetic spec token ${show(token)} attaches under pu: a pu is a leaf`);
      attach.push({ type, count: parseCount(att[2], token), under, token });
      continue;
    }
    const lv = /^([A-Za-z][\w]*):([^()]*)(?:\((.*)\))?$/.exec(token);
    if (!lv) fail('ERR_ARG', `synthetic spec token ${show(token)} is malformed: expected type:count such as "core:4"`);
    const type = levelType(lv[1]);
    if (type === null)
      fail(
        'ERR_ARG',
        `synthetic spec has unknown level ${show(lv[1])}: expected one of ${LEVELS.join(', ')} ` +
          `(or hwloc's names: Package, NUMANode, L3Cache, Core, PU, ...)`,
      );
    const count = parseCount(lv[2], token);
    if (type === 'machine') {
      if (machineSeen || levels.length || count !== 1)
        fail(
          'ERR_ARG',
          `synthetic spec token ${show(token)}: machine may only come first, with count 1 (it is implied)`,
        );
      machineSeen = true;
      continue;
    }
    const attrs = parseAttrs(lv[3], token);
    levels.push({ type, count, cacheBytes: type.startsWith('l') ? attrs.size : undefined, memoryBytes: attrs.memory });
  }

  // NUMA memory tokens become a level below the one they follow; instruction caches fold away
  const kept: Level[] = [];
  const addMemory = (at: number): void => {
    const mems = memory.get(at);
    if (!mems) return;
    const k = mems.length;
    const next = levels[at + 1];
    if (!next) fail('ERR_ARG', `synthetic spec has a [NUMANode] token after its last level: expected it before pu`);
    if (next.count % k)
      fail(
        'ERR_ARG',
        `synthetic spec has ${k} [NUMANode] tokens before ${next.type}:${next.count}: expected a divisor of ${next.count}`,
      );
    next.count /= k;
    kept.push({ type: 'numa', count: k, memoryBytes: mems[0] });
  };
  addMemory(-1);
  let carry = 1;
  levels.forEach((l, i) => {
    if (l.type === '') carry *= l.count;
    else {
      kept.push({ ...l, count: l.count * carry });
      carry = 1;
    }
    addMemory(i);
  });
  if (!kept.length) fail('ERR_ARG', `synthetic spec ${show(spec)} has no level: expected e.g. "package:2 core:4 pu:2"`);
  // a spec that stops at cores (or any level above the PU) means one PU per object of its last level
  if (kept[kept.length - 1].type !== 'pu') kept.push({ type: 'pu', count: 1 });
  const seen = new Set<string>();
  let lastCache = 9;
  for (const l of kept) {
    if (seen.has(l.type))
      fail('ERR_ARG', `synthetic spec ${show(spec)} has level ${show(l.type)} twice: expected each level once`);
    seen.add(l.type);
    if (/^l\d$/.test(l.type)) {
      const n = Number(l.type[1]);
      if (n >= lastCache)
        fail(
          'ERR_ARG',
          `synthetic spec ${show(spec)} has ${l.type} below l${lastCache}: expected caches from the largest level down`,
        );
      lastCache = n;
    }
  }
  let total = 1;
  let objects = 1;
  for (const l of kept) {
    total *= l.count;
    objects += total;
  }
  for (const a of attach) {
    const under = a.under === 'machine' ? 1 : objectsOf(kept, a.under, a.token);
    objects += under * a.count;
  }
  if (objects > MAX_OBJECTS)
    fail('ERR_ARG', `synthetic spec ${show(spec)} makes ${objects} objects: expected at most ${MAX_OBJECTS}`);

  const next = new Map<string, number>(); // os index per type
  const make = (type: string, extra: Partial<HwNodeSpec>): HwNodeSpec => {
    const s: HwNodeSpec = { type, ...extra };
    if (type === 'pu' || type === 'numa' || !LEVELS.includes(type)) {
      s.osIndex = next.get(type) ?? 0;
      next.set(type, s.osIndex + 1);
    }
    return s;
  };
  const attachTo = (node: HwNodeSpec, type: string): void => {
    for (const a of attach)
      if (a.under === type) {
        node.children ??= [];
        for (let i = 0; i < a.count; i++) node.children.push(make(a.type, {}));
      }
  };
  const grow = (node: HwNodeSpec, depth: number): void => {
    if (depth < kept.length) {
      const l = kept[depth];
      node.children = [];
      for (let i = 0; i < l.count; i++) {
        const extra: Partial<HwNodeSpec> = {};
        if (l.cacheBytes !== undefined) extra.cacheBytes = l.cacheBytes;
        if (l.memoryBytes !== undefined) extra.memoryBytes = l.memoryBytes;
        const c = make(l.type, extra);
        grow(c, depth + 1);
        node.children.push(c);
      }
    }
    attachTo(node, depth === 0 ? 'machine' : kept[depth - 1].type);
  };
  const root: HwNodeSpec = { type: 'machine' };
  grow(root, 0);

  const counts = new Map<string, number>([['machine', 1]]);
  let mult = 1;
  for (const l of kept) counts.set(l.type, (mult *= l.count));
  for (const a of attach) counts.set(a.type, (counts.get(a.type) ?? 0) + (counts.get(a.under) ?? 1) * a.count);
  const links = linkTokens.flatMap((t) => parseLinkToken(t, counts));
  return { root, links };
}

function objectsOf(levels: readonly Level[], type: string, token: string): number {
  let n = 1;
  for (const l of levels) {
    n *= l.count;
    if (l.type === type) return n;
  }
  return fail(
    'ERR_ARG',
    `synthetic spec token ${show(token)} attaches under ${show(type)}: expected machine or one of its levels (${levels.map((l) => l.type).join(', ')})`,
  );
}

/** `link:TYPE:PATTERN:WEIGHT[:KIND]` -> the links it makes. */
function parseLinkToken(token: string, counts: ReadonlyMap<string, number>): HwLinkSpec[] {
  const parts = token.split(':');
  if (parts.length < 4 || parts.length > 5)
    fail('ERR_ARG', `synthetic spec token ${show(token)} is malformed: expected link:TYPE:PATTERN:WEIGHT[:KIND]`);
  const type = parts[1].toLowerCase();
  const n = counts.get(levelType(type) || type);
  if (n === undefined)
    fail(
      'ERR_ARG',
      `synthetic spec token ${show(token)} links ${show(parts[1])}: expected a type of the spec (${[...counts.keys()].join(', ')})`,
    );
  const t = levelType(type) || type;
  const weight = Number(parts[3]);
  if (!/^\d+(\.\d+)?$/.test(parts[3]) || !Number.isFinite(weight))
    fail('ERR_ARG', `synthetic spec token ${show(token)} has weight ${show(parts[3])}: expected a number >= 0`);
  const pattern = parts[2].toLowerCase();
  const pair = /^(\d+)-(\d+)$/.exec(pattern);
  const kind = parts[4] || (pair ? 'link' : pattern);
  const ends: Array<[number, number]> = [];
  if (pattern === 'ring' || pattern === 'chain') {
    for (let i = 0; i + 1 < n; i++) ends.push([i, i + 1]);
    if (pattern === 'ring' && n > 2) ends.push([n - 1, 0]);
  } else if (pattern === 'all') {
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) ends.push([i, j]);
  } else if (pair) {
    const i = Number(pair[1]);
    const j = Number(pair[2]);
    if (i >= n || j >= n || i === j)
      fail(
        'ERR_ARG',
        `synthetic spec token ${show(token)} links ${t} ${i} and ${j}: expected two different indices in 0..${n - 1}`,
      );
    ends.push([i, j]);
  } else {
    fail(
      'ERR_ARG',
      `synthetic spec token ${show(token)} has pattern ${show(parts[2])}: expected ring, chain, all or I-J`,
    );
  }
  return ends.map(([i, j]) => ({ a: `${t}:${i}`, b: `${t}:${j}`, kind, weight }));
}
