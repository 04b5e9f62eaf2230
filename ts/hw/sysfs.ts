// Linux sysfs to a topology description. The files are read through two functions the caller
// gives (the Node host passes fs wrappers; tests pass a map), so this file stays browser-safe.
// Like hwloc, only the CPUs that are online and that this process's cpuset cgroup allows count. Every
// object found (package, die, NUMA node, cache, core, PU) is a set of CPUs; the tree is those sets
// nested by inclusion, larger first and, for equal sets, in the order machine > package > die >
// numa > l5 ... l1 > core > pu: the shape hwloc gives, where NUMA nodes become containers.
import { fail } from '../errors.js';
import type { HwNodeSpec, HwSpec } from './types.js';

/** Reads a sysfs file: its text, or null when it cannot be read. */
export type SysfsRead = (path: string) => string | null;
/** Lists a sysfs directory: its entry names, or [] when it cannot be read. */
export type SysfsList = (dir: string) => string[];

const CPU = '/sys/devices/system/cpu';
const NODE = '/sys/devices/system/node';

/** A Linux CPU list (`0-3,8,10-11`) -> the numbers, ascending; null when malformed. */
export function parseCpuList(s: string): number[] | null {
  const out: number[] = [];
  const t = s.trim();
  if (!t) return out;
  for (const part of t.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!m) return null;
    const lo = Number(m[1]);
    const hi = m[2] === undefined ? lo : Number(m[2]);
    for (let c = lo; c <= hi; c++) out.push(c);
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

/** A Linux CPU mask (`ffffffff,00000003`, most significant word first) -> the numbers. */
function parseCpuMask(s: string): number[] | null {
  const words = s.trim().split(',');
  const out: number[] = [];
  for (let w = 0; w < words.length; w++) {
    const word = words[words.length - 1 - w];
    if (!/^[0-9a-f]+$/i.test(word)) return null;
    let v = parseInt(word, 16);
    for (let b = 0; v; b++, v = Math.floor(v / 2)) if (v % 2) out.push(32 * w + b);
  }
  return out.sort((a, b) => a - b);
}

/**
 * The CPUs of this process's cpuset cgroup (/proc/self/cgroup, then the cgroup's effective CPU
 * list at the usual mount points: v2 /sys/fs/cgroup, hybrid /sys/fs/cgroup/unified, v1
 * /sys/fs/cgroup/cpuset), or null when none is readable.
 */
function cgroupCpus(text: (p: string) => string | null): Set<number> | null {
  const lines = (text('/proc/self/cgroup') ?? '').split('\n');
  const paths: string[] = [];
  for (const line of lines) {
    const m = /^\d+:([^:]*):(\/.*)$/.exec(line.trim());
    if (!m) continue;
    const dir = m[2] === '/' ? '' : m[2];
    if (m[1] === '')
      paths.push(`/sys/fs/cgroup${dir}/cpuset.cpus.effective`, `/sys/fs/cgroup/unified${dir}/cpuset.cpus.effective`);
    else if (m[1].split(',').includes('cpuset'))
      paths.unshift(`/sys/fs/cgroup/cpuset${dir}/cpuset.effective_cpus`, `/sys/fs/cgroup/cpuset${dir}/cpuset.cpus`);
  }
  for (const p of paths) {
    const v = text(p);
    const list = v ? parseCpuList(v) : null;
    if (list?.length) return new Set(list);
  }
  return null;
}

const RANK: Readonly<Record<string, number>> = {
  machine: 0,
  package: 1,
  die: 2,
  numa: 3,
  l5: 4,
  l4: 5,
  l3: 6,
  l2: 7,
  l1: 8,
  core: 9,
  pu: 10,
};

interface Candidate {
  type: string;
  cpus: number[];
  set: Set<number>;
  osIndex?: number;
  cacheBytes?: number;
  memoryBytes?: number;
  children: Candidate[];
  parent: Candidate | null;
}

/** `32K`, `1024K`, `32M` -> bytes. */
function sizeBytes(s: string | null): number | undefined {
  const m = s && /^(\d+)\s*([KMG]?)/i.exec(s.trim());
  if (!m) return undefined;
  return Number(m[1]) * { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[m[2].toUpperCase()]!;
}

/** Parses sysfs through `read` and `list` into a topology description. */
export function parseSysfs(read: SysfsRead, list: SysfsList): HwSpec {
  const text = (p: string): string | null => {
    const v = read(p);
    return typeof v === 'string' ? v.trim() : null;
  };
  const num = (p: string): number | undefined => {
    const v = text(p);
    return v !== null && /^-?\d+$/.test(v) ? Number(v) : undefined;
  };
  const online = text(`${CPU}/online`);
  let cpus = online !== null ? parseCpuList(online) : null;
  if (!cpus?.length)
    cpus = list(CPU)
      .filter((n) => /^cpu\d+$/.test(n))
      .map((n) => Number(n.slice(3)))
      .filter((c) => text(`${CPU}/cpu${c}/topology/physical_package_id`) !== null)
      .sort((a, b) => a - b);
  if (!cpus.length) fail('ERR_ARG', `sysfs lists no CPUs under ${CPU}: expected cpuN directories or an online list`);
  // as hwloc: only the CPUs this process's cpuset cgroup allows (a container's share)
  const allowed = cgroupCpus(text);
  if (allowed) {
    const inside = cpus.filter((c) => allowed.has(c));
    if (inside.length) cpus = inside;
  }
  const onlineSet = new Set(cpus);

  const found = new Map<string, Candidate>();
  const add = (type: string, list: number[], extra: Partial<Candidate> = {}): void => {
    const own = list.filter((c) => onlineSet.has(c));
    if (!own.length) return;
    const key = `${type}:${own.join(',')}`;
    if (found.has(key)) return;
    found.set(key, { type, cpus: own, set: new Set(own), children: [], parent: null, ...extra });
  };

  const pkgOf = new Map<number, number>();
  const dies = new Map<string, number[]>();
  const cores = new Map<string, number[]>();
  const pkgs = new Map<number, number[]>();
  for (const c of cpus) {
    const t = `${CPU}/cpu${c}/topology`;
    const pkgRaw = num(`${t}/physical_package_id`);
    const pkg = pkgRaw === undefined || pkgRaw < 0 ? 0 : pkgRaw;
    const die = num(`${t}/die_id`) ?? 0;
    const core = num(`${t}/core_id`) ?? c;
    pkgOf.set(c, pkg);
    const push = <K>(m: Map<K, number[]>, k: K): void => {
      if (!m.has(k)) m.set(k, []);
      m.get(k)!.push(c);
    };
    push(pkgs, pkg);
    push(dies, `${pkg}:${die}`);
    push(cores, `${pkg}:${die}:${core}`);
    add('pu', [c], { osIndex: c });
    for (const idx of list(`${CPU}/cpu${c}/cache`).filter((n) => /^index\d+$/.test(n))) {
      const d = `${CPU}/cpu${c}/cache/${idx}`;
      const level = num(`${d}/level`);
      const kind = text(`${d}/type`);
      if (level === undefined || level < 1 || level > 5 || kind === 'Instruction') continue;
      const sharedList = text(`${d}/shared_cpu_list`);
      const sharedMask = sharedList === null ? text(`${d}/shared_cpu_map`) : null;
      const shared = (sharedList !== null
        ? parseCpuList(sharedList)
        : sharedMask !== null
          ? parseCpuMask(sharedMask)
          : null) ?? [c];
      add(`l${level}`, shared.includes(c) ? shared : [...shared, c].sort((a, b) => a - b), {
        cacheBytes: sizeBytes(text(`${d}/size`)),
        osIndex: num(`${d}/id`),
      });
    }
  }
  for (const [pkg, list] of pkgs) add('package', list, { osIndex: pkg });
  // a die level only where some package has several (as hwloc)
  const diesPer = new Map<number, number>();
  for (const k of dies.keys()) diesPer.set(Number(k.split(':')[0]), (diesPer.get(Number(k.split(':')[0])) ?? 0) + 1);
  if ([...diesPer.values()].some((n) => n > 1))
    for (const [k, list] of dies) add('die', list, { osIndex: Number(k.split(':')[1]) });
  for (const [k, list] of cores) add('core', list, { osIndex: Number(k.split(':')[2]) });
  for (const n of list(NODE).filter((e) => /^node\d+$/.test(e))) {
    const nodeCpus = parseCpuList(text(`${NODE}/${n}/cpulist`) ?? '') ?? [];
    const mem = /MemTotal:\s*(\d+)\s*kB/i.exec(text(`${NODE}/${n}/meminfo`) ?? '');
    add('numa', nodeCpus, { osIndex: Number(n.slice(4)), memoryBytes: mem ? Number(mem[1]) * 1024 : undefined });
  }

  // nest by inclusion: larger sets first, equal sets by type rank
  const root: Candidate = { type: 'machine', osIndex: 0, cpus, set: onlineSet, children: [], parent: null };
  const owner = new Map<number, Candidate>(cpus.map((c) => [c, root]));
  const sorted = [...found.values()].sort(
    (a, b) => b.cpus.length - a.cpus.length || (RANK[a.type] ?? 5) - (RANK[b.type] ?? 5) || a.cpus[0] - b.cpus[0],
  );
  for (const cand of sorted) {
    let p = owner.get(cand.cpus[0])!;
    while (p.parent && !cand.cpus.every((c) => p.set.has(c))) p = p.parent;
    cand.parent = p;
    p.children.push(cand);
    for (const c of cand.cpus) owner.set(c, cand);
  }
  return { root: toSpec(root) };
}

function toSpec(root: Candidate): HwNodeSpec {
  const conv = (c: Candidate): HwNodeSpec | null => {
    const kids = c.children
      .sort((a, b) => a.cpus[0] - b.cpus[0] || (RANK[a.type] ?? 5) - (RANK[b.type] ?? 5))
      .map(conv)
      .filter((k): k is HwNodeSpec => k !== null);
    // an object whose PUs all went to an overlapping sibling (inconsistent sysfs) is dropped
    if (c.type !== 'pu' && !kids.length) return null;
    const s: HwNodeSpec = { type: c.type };
    if (c.osIndex !== undefined) s.osIndex = c.osIndex;
    if (c.cacheBytes !== undefined) s.cacheBytes = c.cacheBytes;
    if (c.memoryBytes !== undefined) s.memoryBytes = c.memoryBytes;
    if (kids.length) s.children = kids;
    return s;
  };
  return conv(root)!;
}
