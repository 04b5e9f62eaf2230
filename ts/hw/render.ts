// The topology as text in the manner of `lstopo --of console`: one line per object, indented by
// depth, with its logical index (L#), OS index (P#) where lstopo shows one, cache and memory sizes;
// then the extra links, which lstopo's tree has no place for.
import type { HwLink, HwObject } from './types.js';

const NAMES: Readonly<Record<string, string>> = {
  machine: 'Machine',
  package: 'Package',
  die: 'Die',
  group: 'Group',
  numa: 'NUMANode',
  core: 'Core',
  pu: 'PU',
  gpu: 'GPU',
};

/** The name lstopo gives a type (`numa` -> `NUMANode`, `l3` -> `L3`); other types capitalized. */
export function displayType(type: string): string {
  if (Object.hasOwn(NAMES, type)) return NAMES[type];
  if (/^l\d+$/.test(type)) return type.toUpperCase();
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** A byte count as lstopo writes it: KB below 10 MB, MB below 10 GB, GB above (binary units). */
export function formatBytes(n: number): string {
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let u = 0;
  while (u < units.length - 1 && v >= 10 * 1024) {
    v /= 1024;
    u++;
  }
  return `${Math.round(v)}${units[u]}`;
}

// lstopo shows OS indices for PUs and NUMA nodes only; devices (gpu, custom types) keep theirs too
const CPU_SIDE = new Set(['machine', 'package', 'die', 'group', 'core']);
const SHOWS_OS = (t: string): boolean => !CPU_SIDE.has(t) && !/^l\d+$/.test(t);

/** One object's line (without indentation): `L3 L#0 (32MB)`, `PU L#3 (P#5)`. */
export function objectLabel(o: HwObject): string {
  const attrs: string[] = [];
  if (o.osIndex !== undefined && SHOWS_OS(o.type)) attrs.push(`P#${o.osIndex}`);
  if (o.cacheBytes !== undefined) attrs.push(formatBytes(o.cacheBytes));
  if (o.memoryBytes !== undefined) attrs.push(formatBytes(o.memoryBytes));
  let head = o.parent === null && o.type === 'machine' ? 'Machine' : `${displayType(o.type)} L#${o.index}`;
  if (o.parent === null && o.type === 'machine') {
    const total = totalMemory(o);
    if (total > 0) attrs.push(`${formatBytes(total)} total`);
  }
  if (o.name !== undefined) head += ` ${JSON.stringify(o.name)}`;
  return attrs.length ? `${head} (${attrs.join(' ')})` : head;
}

function totalMemory(root: HwObject): number {
  let sum = 0;
  const stack: HwObject[] = [root];
  while (stack.length) {
    const o = stack.pop()!;
    if (o.type === 'numa' && o.memoryBytes !== undefined) sum += o.memoryBytes;
    for (const c of o.children) stack.push(c);
  }
  return sum;
}

/** A link's line: `GPU L#0 <-> GPU L#1 (nvlink, weight 1)`. */
export function linkLabel(l: HwLink): string {
  const end = (o: HwObject): string => `${displayType(o.type)} L#${o.index}`;
  return `${end(l.a)} <-> ${end(l.b)} (${l.kind}, weight ${l.weight})`;
}

/** The whole topology as text. */
export function renderText(root: HwObject, links: readonly HwLink[]): string {
  const lines: string[] = [];
  const stack: HwObject[] = [root];
  while (stack.length) {
    const o = stack.pop()!;
    lines.push('  '.repeat(o.depth) + objectLabel(o));
    for (let i = o.children.length - 1; i >= 0; i--) stack.push(o.children[i]);
  }
  if (links.length) {
    lines.push('Links:');
    for (const l of links) lines.push(`  ${linkLabel(l)}`);
  }
  return lines.join('\n') + '\n';
}
