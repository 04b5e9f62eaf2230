// The hardware topology as a graph: a tree of containers (machine > package > numa > caches >
// core > pu, GPUs hanging off any of them) plus typed, weighted extra links between any two objects
// (MPI's hardware-topology proposal: a ring of NVLinks between sibling GPUs is not a tree).
// Distances and routes are shortest paths over both, so a link between two GPUs makes them closer
// than the tree does.
import { fail, show } from '../errors.js';
import { shortestPaths, pathEdges, type Arc, type ShortestPaths } from './graph.js';
import { renderText } from './render.js';
import { renderSVG } from './svg.js';
import { checkLinkSpecs, checkNodeSpec, checkWeight, checkWeights, isTypeName, specFromJSON } from './spec.js';
import { parseSynthetic } from './synthetic.js';
import { parseHwlocXml } from './xml.js';
import { parseSysfs, type SysfsList, type SysfsRead } from './sysfs.js';
import { parseMatrix, type HwMatrixOptions } from './matrix.js';
import { DEFAULT_HW_WEIGHTS, DEFAULT_HW_WEIGHT_OTHER } from './weights.js';
import {
  HW_TYPES,
  type HwEdge,
  type HwJSON,
  type HwLink,
  type HwLinkSpec,
  type HwNodeSpec,
  type HwObject,
  type HwRef,
  type HwSpec,
  type HwTopologyOptions,
} from './types.js';

/** An object of a topology; mutable only while the topology builds it. */
class Obj implements HwObject {
  index = 0;
  osIndex?: number;
  cacheBytes?: number;
  memoryBytes?: number;
  name?: string;
  children: Obj[] = [];
  constructor(
    readonly type: string,
    readonly parent: Obj | null,
    readonly depth: number,
    readonly id: number,
  ) {}
  /** `type:index`, the form links and messages use (JSON.stringify of an object gives it too). */
  toString(): string {
    return `${this.type}:${this.index}`;
  }
  toJSON(): string {
    return this.toString();
  }
}

/** `type:index`: how links and messages name an object. */
const refOf = (o: HwObject): string => `${o.type}:${o.index}`;

/** The most shortest-path searches kept (one per source object asked about). */
const MAX_CACHED_SOURCES = 1024;

/**
 * A hardware topology: a tree of objects plus extra links, with distances over both. Build one
 * with a static constructor (`fromSynthetic`, `fromHwlocXml`, `fromSysfs`, `fromMatrix`,
 * `fromJSON`), with `hwProbe()` in Node, or from a plain HwNodeSpec tree.
 */
export class HwTopology {
  /** The top of the tree (a machine). */
  readonly root: HwObject;
  /** The processing units (hardware threads) in logical order. */
  readonly pus: readonly HwObject[];
  /** The types of the objects that hold PUs (and `'pu'`), top to bottom. */
  readonly levels: readonly string[];
  /** Every type present: `levels`, then the types of objects holding no PU (a gpu), in tree order. */
  readonly types: readonly string[];

  readonly #objs: Obj[] = [];
  readonly #byType = new Map<string, Obj[]>();
  readonly #links: HwLink[] = [];
  readonly #weights: Map<string, number>;
  readonly #custom: Record<string, number>;
  #adj: Arc[][] | null = null;
  readonly #paths = new Map<number, ShortestPaths>();

  /** A topology from a plain tree description; `opts.weights` overrides tree edge costs. */
  constructor(root: HwNodeSpec, opts: HwTopologyOptions = {}) {
    checkNodeSpec(root, 'root');
    if (opts.weights !== undefined) checkWeights(opts.weights, 'weights');
    this.#custom = { ...opts.weights };
    this.#weights = new Map(Object.entries({ ...DEFAULT_HW_WEIGHTS, ...opts.weights }));
    this.root = this.#build(root);
    // the tree is fixed once built (links are the only later change)
    for (const o of this.#objs) {
      Object.freeze(o.children);
      Object.freeze(o);
    }
    for (const list of this.#byType.values()) Object.freeze(list);
    this.pus = this.#byType.get('pu') ?? [];
    this.levels = Object.freeze(this.#levelOrder());
    const firstSeen = [...this.#byType.keys()];
    this.types = Object.freeze([...this.levels, ...firstSeen.filter((t) => !this.levels.includes(t))]);
    if (opts.links !== undefined) {
      checkLinkSpecs(opts.links, 'links');
      for (const l of opts.links) this.link(l.a, l.b, l.kind, l.weight);
    }
  }

  // depth first (preorder), so ids and per-type logical indices follow the tree order, which is
  // hwloc's logical order; iterative, as machine descriptions can be deep
  #build(spec: HwNodeSpec): Obj {
    const root = this.#make(spec, null);
    const stack: Array<[HwNodeSpec, Obj, number]> = [[spec, root, 0]];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const kids = top[0].children ?? [];
      if (top[2] >= kids.length) {
        stack.pop();
        continue;
      }
      const k = kids[top[2]++];
      stack.push([k, this.#make(k, top[1]), 0]);
    }
    return root;
  }

  #make(s: HwNodeSpec, parent: Obj | null): Obj {
    const o = new Obj(s.type, parent, parent ? parent.depth + 1 : 0, this.#objs.length);
    this.#objs.push(o);
    let list = this.#byType.get(s.type);
    if (!list) this.#byType.set(s.type, (list = []));
    o.index = list.length;
    list.push(o);
    if (s.osIndex !== undefined) o.osIndex = s.osIndex;
    if (s.cacheBytes !== undefined) o.cacheBytes = s.cacheBytes;
    if (s.memoryBytes !== undefined) o.memoryBytes = s.memoryBytes;
    if (s.name !== undefined) o.name = s.name;
    parent?.children.push(o);
    return o;
  }

  // The types on the PUs' ancestor chains, ordered so that a type comes before every type found
  // below it on some chain (a topological order; hwloc's trees can skip levels in one branch, so
  // depth alone would misorder them), ties and any cycle broken by the smallest depth, then tree order.
  #levelOrder(): string[] {
    const minDepth = new Map<string, number>();
    const below = new Map<string, Set<string>>();
    const seen = new Set<HwObject>();
    for (const pu of this.pus) {
      for (let o: HwObject | null = pu; o && !seen.has(o); o = o.parent) {
        seen.add(o);
        const d = minDepth.get(o.type);
        if (d === undefined || o.depth < d) minDepth.set(o.type, o.depth);
        if (!below.has(o.type)) below.set(o.type, new Set());
        if (o.parent && o.parent.type !== o.type) {
          if (!below.has(o.parent.type)) below.set(o.parent.type, new Set());
          below.get(o.parent.type)!.add(o.type);
        }
      }
    }
    const indeg = new Map<string, number>([...below.keys()].map((t) => [t, 0]));
    for (const kids of below.values()) for (const k of kids) indeg.set(k, indeg.get(k)! + 1);
    const order: string[] = [];
    const left = new Set(below.keys());
    const treeOrder = [...this.#byType.keys()];
    const byDepth = (a: string, b: string): number =>
      minDepth.get(a)! - minDepth.get(b)! || treeOrder.indexOf(a) - treeOrder.indexOf(b);
    while (left.size) {
      const ready = [...left].filter((t) => indeg.get(t) === 0);
      const t = (ready.length ? ready : [...left]).sort(byDepth)[0];
      left.delete(t);
      order.push(t);
      for (const k of below.get(t)!) indeg.set(k, indeg.get(k)! - 1);
    }
    return order;
  }

  // ── static constructors ──

  /**
   * A topology from hwloc's synthetic syntax: `'package:2 numa:2 l3:1 core:4 pu:2'` (type:count
   * per level, top to bottom, machine implied, ending with `pu`). Also accepts what
   * `lstopo --of synthetic` writes (`L3Cache:1(size=33554432)`, `[NUMANode(memory=...)]`), and
   * two extensions: `gpu:4@machine` (4 objects of a type under each object of a level, outside the
   * PU tree) and `link:TYPE:PATTERN:WEIGHT[:KIND]` (extra links between the objects of a type;
   * PATTERN `ring`, `chain`, `all` or `I-J`; KIND defaults to PATTERN), e.g.
   * `'package:2 core:4 pu:1 gpu:4@machine link:gpu:ring:1:nvlink'`.
   */
  static fromSynthetic(spec: string): HwTopology {
    return HwTopology.#fromSpec(parseSynthetic(spec));
  }

  /**
   * A topology from hwloc XML (`lstopo --of xml`, hwloc v2 or v1): Machine, Package, Die, Group,
   * NUMANode (v2's memory children become containers of the CPU-side objects their cpusets
   * cover), L1-L5 caches (data or unified; instruction caches are left out), Core, PU. I/O
   * objects (bridges, PCI and OS devices) and Misc objects are left out.
   */
  static fromHwlocXml(xml: string): HwTopology {
    return HwTopology.#fromSpec(parseHwlocXml(xml));
  }

  /**
   * A topology from Linux sysfs, through two readers: `read(path)` returns a file's text or null,
   * `list(dir)` a directory's entry names (empty when unreadable). Reads
   * /sys/devices/system/cpu/cpuN/topology/* and cache/indexK/*, and
   * /sys/devices/system/node/nodeN/{cpulist,meminfo}, keeping the CPUs online and allowed by the
   * process's cpuset cgroup (/proc/self/cgroup); nests the objects by their CPU sets as hwloc
   * does: machine > package > (die) > (numa) > l3 > l2 > l1 > core > pu, levels absent when the
   * files are.
   */
  static fromSysfs(read: SysfsRead, list: SysfsList): HwTopology {
    return HwTopology.#fromSpec(parseSysfs(read, list));
  }

  /**
   * A topology by measurement: clusters a rank-to-rank latency matrix (symmetrized) into levels,
   * the only way in a browser. Average-linkage agglomerative clustering builds a dendrogram; its
   * merge heights, sorted, split into bands wherever one exceeds the previous by more than
   * `opts.ratio` (default 1.5); each band but the top is a level (`group0` top-most, ... or
   * `opts.types`), the top band is the machine. The leaves are the ranks (PUs with osIndex = rank:
   * place with policy `'os'`), and tree edge weights are set so that the distance between two ranks
   * is the mean merge height of the band that joins them (about their measured latency).
   */
  static fromMatrix(latency: readonly (readonly number[])[], opts?: HwMatrixOptions): HwTopology {
    return HwTopology.#fromSpec(parseMatrix(latency, opts));
  }

  /** A topology from its JSON form (toJSON's value or its text): the tree, links and weights. */
  static fromJSON(json: unknown): HwTopology {
    return HwTopology.#fromSpec(specFromJSON(json));
  }

  static #fromSpec(s: HwSpec): HwTopology {
    return new HwTopology(s.root, { weights: s.weights, links: s.links });
  }

  // ── queries ──

  /** The objects of a type, in logical order ([] for a known type absent here). */
  objects(type: string): readonly HwObject[] {
    this.#checkType(type);
    return this.#byType.get(type) ?? [];
  }

  /** Resolves a reference: an object of this topology, a PU's logical index, or `'type:index'`. */
  object(ref: HwRef): HwObject {
    if (typeof ref === 'number') {
      if (!Number.isInteger(ref) || ref < 0 || ref >= this.pus.length)
        fail('ERR_ARG', `pu ${show(ref)} does not exist: expected a PU logical index in 0..${this.pus.length - 1}`);
      return this.pus[ref];
    }
    if (typeof ref === 'string') {
      const m = /^([a-z][a-z0-9_-]*):(\d+)$/.exec(ref);
      if (!m) fail('ERR_ARG', `object ${show(ref)} is not a reference: expected "type:index" such as "gpu:0"`);
      const list = this.objects(m[1]);
      const i = Number(m[2]);
      if (i >= list.length)
        fail(
          'ERR_ARG',
          `object ${show(ref)} does not exist: this topology has ${list.length} ${m[1]} object(s)` +
            (list.length ? ` (indices 0..${list.length - 1})` : ''),
        );
      return list[i];
    }
    if (typeof ref === 'object' && ref !== null && this.#objs[ref.id] === ref) return ref;
    if (typeof ref === 'object' && ref !== null && 'type' in ref)
      fail('ERR_TOPOLOGY', `object ${refOf(ref)} belongs to another hardware topology`);
    return fail('ERR_ARG', `object ${show(ref)}: expected an object, a PU index or "type:index"`);
  }

  /** The extra links, in the order they were added. */
  get links(): readonly HwLink[] {
    return this.#links;
  }

  /** How many edge ids there are: the tree edges (objects - 1) then the links. */
  get edgeCount(): number {
    return this.#objs.length - 1 + this.#links.length;
  }

  /** The cost of a tree edge whose parent has type `type`. */
  weight(type: string): number {
    return this.#weights.get(type) ?? DEFAULT_HW_WEIGHT_OTHER;
  }

  /**
   * Adds an extra link between two objects (`kind`: `'nvlink'`, `'xgmi'`, `'ring'`, ...;
   * `weight`: its cost, lower is closer) and returns it. Distances account for it from now on.
   */
  link(a: HwRef, b: HwRef, kind: string, weight: number): HwLink {
    const oa = this.object(a);
    const ob = this.object(b);
    if (oa === ob) fail('ERR_ARG', `link from ${refOf(oa)} to itself: expected two different objects`);
    if (typeof kind !== 'string' || !kind) fail('ERR_ARG', `link kind is ${show(kind)}: expected a non-empty string`);
    checkWeight(weight, `link weight`);
    const l: HwLink = Object.freeze({ id: this.edgeCount, a: oa, b: ob, kind, weight });
    this.#links.push(l);
    this.#adj = null;
    this.#paths.clear();
    return l;
  }

  /** An edge by id: ids 0..objects-2 are tree edges (object id+1 to its parent), then the links. */
  edge(id: number): HwEdge {
    if (!Number.isInteger(id) || id < 0 || id >= this.edgeCount)
      fail('ERR_ARG', `edge id ${show(id)} does not exist: expected 0..${this.edgeCount - 1}`);
    const n = this.#objs.length - 1;
    if (id >= n) return this.#links[id - n];
    const child = this.#objs[id + 1];
    return { id, a: child, b: child.parent!, kind: 'tree', weight: this.weight(child.parent!.type) };
  }

  /**
   * The cost of the cheapest path between two objects over the tree and the extra links
   * (Dijkstra; a tree edge costs `weight(parent type)`, a link its weight). Searches are cached.
   */
  distance(a: HwRef, b: HwRef): number {
    const oa = this.object(a);
    const ob = this.object(b);
    return this.#search(oa.id).dist[ob.id];
  }

  /** The edge ids on the cheapest path from `a` to `b` (from `a`'s end): tree edges and links. */
  route(a: HwRef, b: HwRef): number[] {
    const oa = this.object(a);
    const ob = this.object(b);
    return pathEdges(this.#search(oa.id), ob.id);
  }

  /** The deepest object that contains both (in the tree; links do not count). */
  commonAncestor(a: HwRef, b: HwRef): HwObject {
    let x: HwObject = this.object(a);
    let y: HwObject = this.object(b);
    while (x.depth > y.depth) x = x.parent!;
    while (y.depth > x.depth) y = y.parent!;
    while (x !== y) {
      x = x.parent!;
      y = y.parent!;
    }
    return x;
  }

  /** The object itself when of type `type`, else its nearest ancestor of that type, or null. */
  ancestor(obj: HwRef, type: string): HwObject | null {
    this.#checkType(type);
    for (let o: HwObject | null = this.object(obj); o; o = o.parent) if (o.type === type) return o;
    return null;
  }

  // ── output ──

  /** The JSON form: the tree, the links (`'type:index'` ends) and the weights set over the defaults. */
  toJSON(): HwJSON {
    const node = (o: HwObject): HwNodeSpec => {
      const s: HwNodeSpec = { type: o.type };
      if (o.osIndex !== undefined) s.osIndex = o.osIndex;
      if (o.cacheBytes !== undefined) s.cacheBytes = o.cacheBytes;
      if (o.memoryBytes !== undefined) s.memoryBytes = o.memoryBytes;
      if (o.name !== undefined) s.name = o.name;
      if (o.children.length) s.children = o.children.map(node);
      return s;
    };
    const links: HwLinkSpec[] = this.#links.map((l) => ({
      a: refOf(l.a),
      b: refOf(l.b),
      kind: l.kind,
      weight: l.weight,
    }));
    const json: HwJSON = { format: 'wasmpi-hw', version: 1, root: node(this.root), links };
    if (Object.keys(this.#custom).length) json.weights = { ...this.#custom };
    return json;
  }

  /** The tree as text, one line per object like `lstopo --of console`, then the extra links. */
  render(): string {
    return renderText(this.root, this.#links);
  }

  /** render(). */
  toString(): string {
    return this.render();
  }

  /** An SVG picture: nested boxes like lstopo's, the extra links as labelled curves. */
  toSVG(): string {
    return renderSVG(this.root, this.#links);
  }

  // ── internals ──

  #checkType(type: string): void {
    if (this.#byType.has(type) || HW_TYPES.includes(type)) return;
    fail(
      'ERR_ARG',
      `unknown hardware object type ${show(type)}: expected one of ${[...new Set([...this.types, ...HW_TYPES])].join(', ')}` +
        (isTypeName(type) ? '' : ' (lower case)'),
    );
  }

  #search(src: number): ShortestPaths {
    let sp = this.#paths.get(src);
    if (sp) return sp;
    if (!this.#adj) this.#adj = this.#arcs();
    if (this.#paths.size >= MAX_CACHED_SOURCES) this.#paths.clear();
    sp = shortestPaths(this.#adj, src);
    this.#paths.set(src, sp);
    return sp;
  }

  #arcs(): Arc[][] {
    const adj: Arc[][] = this.#objs.map(() => []);
    for (let i = 1; i < this.#objs.length; i++) {
      const o = this.#objs[i];
      const w = this.weight(o.parent!.type);
      adj[i].push({ to: o.parent!.id, edge: i - 1, weight: w });
      adj[o.parent!.id].push({ to: i, edge: i - 1, weight: w });
    }
    for (const l of this.#links) {
      adj[l.a.id].push({ to: l.b.id, edge: l.id, weight: l.weight });
      adj[l.b.id].push({ to: l.a.id, edge: l.id, weight: l.weight });
    }
    return adj;
  }
}
