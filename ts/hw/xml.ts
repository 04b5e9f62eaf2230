// hwloc XML (`lstopo --of xml`) to a topology description, with a small tolerant scanner of tags
// and attributes instead of an XML dependency (the browser build carries this file too). hwloc v2
// writes NUMA nodes as memory children beside an object's CPU-side children; wasmpi's tree has NUMA
// nodes as containers (machine > package > numa > l3 > ...), so each CPU-side child moves under
// the first NUMA node whose cpuset covers its PUs; a NUMA node covering none stays a leaf. hwloc v1
// (NUMANode as a parent, `Socket`, `Cache` with depth=) reads too.
import { fail, show } from '../errors.js';
import type { HwNodeSpec, HwSpec } from './types.js';

interface Element {
  name: string;
  attrs: Record<string, string>;
  children: Element[];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? m;
  });
}

function malformed(xml: string, at: number, what: string): never {
  const line = xml.slice(0, at).split('\n').length;
  return fail('ERR_ARG', `hwloc XML is malformed at line ${line}: ${what}`);
}

/** Scans XML into elements (text, comments, processing instructions and DOCTYPE skipped). */
function scan(xml: string): Element[] {
  const top: Element[] = [];
  const stack: Element[] = [];
  const attrRe = /\s+([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
  const endRe = /\s*(\/?)>/y;
  const nameRe = /[A-Za-z_][\w:.-]*/y;
  let i = 0;
  while (true) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) break;
    const skipTo = (end: string, what: string): void => {
      const e = xml.indexOf(end, lt);
      if (e < 0) malformed(xml, lt, `unterminated ${what}`);
      i = e + end.length;
    };
    if (xml.startsWith('<!--', lt)) skipTo('-->', 'comment');
    else if (xml.startsWith('<![CDATA[', lt)) skipTo(']]>', 'CDATA section');
    else if (xml.startsWith('<?', lt)) skipTo('?>', 'processing instruction');
    else if (xml.startsWith('<!', lt)) {
      const gt = xml.indexOf('>', lt);
      const bracket = xml.indexOf('[', lt);
      skipTo(bracket >= 0 && bracket < gt ? ']>' : '>', 'declaration');
    } else if (xml.startsWith('</', lt)) {
      nameRe.lastIndex = lt + 2;
      const m = nameRe.exec(xml);
      endRe.lastIndex = nameRe.lastIndex;
      const e = m && endRe.exec(xml);
      if (!m || !e || e[1]) malformed(xml, lt, 'a closing tag without a name');
      const open = stack.pop();
      if (!open) malformed(xml, lt, `</${m[0]}> closes nothing`);
      if (open.name !== m[0]) malformed(xml, lt, `</${m[0]}> closes <${open.name}>`);
      i = endRe.lastIndex;
    } else {
      nameRe.lastIndex = lt + 1;
      const m = nameRe.exec(xml);
      if (!m) malformed(xml, lt, `"<" not followed by a tag name`);
      const el: Element = { name: m[0], attrs: {}, children: [] };
      let at = nameRe.lastIndex;
      while (true) {
        attrRe.lastIndex = at;
        const a = attrRe.exec(xml);
        if (!a) break;
        el.attrs[a[1]] = decode(a[2] ?? a[3]);
        at = attrRe.lastIndex;
      }
      endRe.lastIndex = at;
      const e = endRe.exec(xml);
      if (!e) malformed(xml, lt, `tag <${m[0]}> has a malformed attribute or no closing ">"`);
      (stack.length ? stack[stack.length - 1].children : top).push(el);
      if (!e[1]) stack.push(el);
      i = endRe.lastIndex;
    }
  }
  if (stack.length) malformed(xml, xml.length, `<${stack[stack.length - 1].name}> is never closed`);
  return top;
}

/** An hwloc bitmap (`0x000000ff`, `0xffffffff,0x0000000f`, most significant word first) -> set bits. */
export function parseCpuset(s: string): Set<number> | null {
  const words = s.split(',');
  const out = new Set<number>();
  for (let w = 0; w < words.length; w++) {
    const word = words[words.length - 1 - w].trim();
    if (/^0xf\.\.\.f$/i.test(word)) continue; // an infinite set's prefix
    if (!/^0x[0-9a-f]+$/i.test(word)) return null;
    let v = parseInt(word.slice(2), 16);
    for (let b = 0; v; b++, v = Math.floor(v / 2)) if (v % 2) out.add(32 * w + b);
  }
  return out;
}

interface Numa {
  spec: HwNodeSpec;
  cpus: Set<number> | null; // null: unknown, covers everything
}
interface Converted {
  cpu: HwNodeSpec[];
  mem: Numa[];
}

const SKIPPED = new Set(['bridge', 'pcidev', 'osdev', 'misc']);

function int(v: string | undefined): number | undefined {
  return v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;
}

/** The wasmpi type of an hwloc object: a type, '' to unwrap (instruction caches), null to skip. */
function objectType(a: Record<string, string>): string | null {
  const t = (a.type ?? '').toLowerCase();
  if (SKIPPED.has(t)) return null;
  if (t === 'machine' || t === 'system') return 'machine';
  if (t === 'package' || t === 'socket') return 'package';
  if (t === 'numanode') return 'numa';
  if (t === 'core' || t === 'pu' || t === 'die' || t === 'group') return t;
  const c = /^l(\d)(i|d|u)?cache$/.exec(t);
  if (c) return c[2] === 'i' ? '' : `l${c[1]}`;
  if (t === 'cache') return a.cache_type === '2' ? '' : `l${int(a.depth) ?? 1}`;
  const clean = t.replace(/[^a-z0-9_-]/g, '');
  return /^[a-z]/.test(clean) ? clean : 'group';
}

function pusOf(spec: HwNodeSpec, out = new Set<number>()): Set<number> {
  const stack = [spec];
  while (stack.length) {
    const s = stack.pop()!;
    if (s.type === 'pu' && s.osIndex !== undefined) out.add(s.osIndex);
    for (const c of s.children ?? []) stack.push(c);
  }
  return out;
}

/** An object's children: CPU-side ones under the NUMA node covering them, in their order. */
function assemble(cpu: HwNodeSpec[], mem: Numa[]): HwNodeSpec[] {
  if (!mem.length) return cpu;
  const out: HwNodeSpec[] = [];
  const used = new Set<Numa>();
  for (const c of cpu) {
    const pus = pusOf(c);
    const home = pus.size ? mem.find((n) => n.cpus === null || [...pus].every((p) => n.cpus!.has(p))) : undefined;
    if (!home) {
      out.push(c);
      continue;
    }
    if (!used.has(home)) {
      used.add(home);
      home.spec.children = [];
      out.push(home.spec);
    }
    home.spec.children!.push(c);
  }
  for (const n of mem) if (!used.has(n)) out.push(n.spec);
  return out;
}

function convert(el: Element): Converted {
  const kids: Converted = { cpu: [], mem: [] };
  for (const c of el.children) {
    if (c.name !== 'object') continue;
    const r = convert(c);
    kids.cpu.push(...r.cpu);
    kids.mem.push(...r.mem);
  }
  const a = el.attrs;
  const type = objectType(a);
  if (type === null) return { cpu: [], mem: [] };
  if (a.type?.toLowerCase() === 'memcache') return { cpu: kids.cpu, mem: kids.mem };
  if (type === '') return kids;
  const spec: HwNodeSpec = { type };
  const os = int(a.os_index);
  if (os !== undefined) spec.osIndex = os;
  const cache = int(a.cache_size);
  if (cache !== undefined && /^l\d$/.test(type)) spec.cacheBytes = cache;
  const mem = int(a.local_memory);
  if (mem !== undefined && type === 'numa') spec.memoryBytes = mem;
  if (type === 'numa' && !kids.cpu.length)
    return { cpu: [], mem: [{ spec, cpus: a.cpuset === undefined ? null : parseCpuset(a.cpuset) }, ...kids.mem] };
  if (type === 'pu') return { cpu: [spec], mem: kids.mem };
  const children = assemble(kids.cpu, kids.mem);
  if (children.length) spec.children = children;
  return { cpu: [spec], mem: [] };
}

/** Parses hwloc XML (v2 or v1) into a topology description. */
export function parseHwlocXml(xml: string): HwSpec {
  if (typeof xml !== 'string') fail('ERR_ARG', `hwloc XML is ${show(xml)}: expected a string`);
  const top = scan(xml);
  const topo = top.find((e) => e.name === 'topology');
  if (!topo)
    fail(
      'ERR_ARG',
      `hwloc XML has no <topology> element (found ${top.map((e) => `<${e.name}>`).join(', ') || 'no element'}): expected the output of lstopo --of xml`,
    );
  const objs = topo.children.filter((e) => e.name === 'object');
  if (objs.length !== 1)
    fail(
      'ERR_ARG',
      `hwloc XML's <topology> holds ${objs.length} top-level <object> elements: expected 1 (the Machine)`,
    );
  const r = convert(objs[0]);
  let root = r.cpu[0];
  if (!root || r.cpu.length !== 1 || root.type !== 'machine') {
    root = { type: 'machine', children: assemble(r.cpu, r.mem) };
  }
  if (!hasPu(root)) fail('ERR_ARG', `hwloc XML has no PU objects: expected at least one <object type="PU">`);
  return { root };
}

function hasPu(spec: HwNodeSpec): boolean {
  const stack = [spec];
  while (stack.length) {
    const s = stack.pop()!;
    if (s.type === 'pu') return true;
    for (const c of s.children ?? []) stack.push(c);
  }
  return false;
}
