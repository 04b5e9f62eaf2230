// HaloExchange: keyed, full-duplex exchanges of a field's halo cells (NeoN's communicator: a send
// map and a receive map, rank -> indices into the field, fixed once; each exchange in flight is
// named by a key, so several fields or several points of a solver can be in flight at once).
//
// A thin layer over the commit protocol: the constructor requests a private communicator (idup)
// and commits it, so halo traffic never mixes with the program's own messages. A key's first start
// declares its sends and receives (one per peer, tagged by the key, staging arrays in shared
// memory as DEFERRED buffers) on a pending copy of it and commits that: the commit compiles them
// into one exchange (ts/commit/exchange.ts), which every later start of the key replays.
import { badOptions, fail, failOptions, show } from '../errors.js';
import { DEFERRED, PROC_NULL, TAG_UB } from '../constants.js';
import type { Request } from '../request/request.js';
import { startAll, waitAll, testAll } from '../request/lists.js';
import { datatypeOf, type TypedArray } from '../datatype/type.js';
import type { Comm } from '../comm/comm.js';

/** Rank -> indices into the field: a Map, or an object keyed by rank. */
export type HaloMap = Map<number, ArrayLike<number>> | Record<number, ArrayLike<number>>;

interface Route {
  peer: number;
  idx: Int32Array;
}

/** What one key holds: its requests and staging (send and receive per peer, same order as routes). */
interface Channel {
  key: string;
  /** The key's committed communicator. */
  comm: Comm;
  sends: TypedArray[];
  recvs: TypedArray[];
  reqs: Request[];
  ctor: new (n: number) => TypedArray;
  inFlight: boolean;
}

const TAG_SPACE = TAG_UB + 1;

/** A key's tag: the same on every rank (FNV-1a of the key), so keys need no agreement. */
function tagOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % TAG_SPACE;
}

export class HaloExchange {
  /** The private communicator the exchanges run on (committed by the constructor). */
  readonly comm: Comm;
  private readonly sendRoutes: Route[];
  private readonly recvRoutes: Route[];
  private readonly channels = new Map<string, Channel>();
  private readonly tags = new Map<number, string>();
  /** The field length every exchange uses: the first field's (or the `length` option). */
  private length: number;
  /** The smallest field length the maps allow (largest index + 1). */
  private readonly minLength: number;

  /**
   * Collective over `comm`: every rank passes its own maps. `send`: for each peer, the indices of
   * the field's cells sent to it, in order; `recv`: for each peer, the indices its cells land in,
   * in the order it sends them. `length`: the field length (default: the first field's).
   */
  constructor(comm: Comm, maps: { send: HaloMap; recv: HaloMap }, opts?: { length?: number }) {
    const call = 'new HaloExchange';
    if (maps === null || typeof maps !== 'object')
      fail('ERR_ARG', `${call}: expected { send, recv } maps (rank -> indices), got ${show(maps)}`);
    this.sendRoutes = routes(call, 'send', maps.send, comm.size);
    this.recvRoutes = routes(call, 'recv', maps.recv, comm.size);
    let max = -1;
    for (const r of [...this.sendRoutes, ...this.recvRoutes]) for (const i of r.idx) max = Math.max(max, i);
    this.minLength = max + 1;
    if (badOptions(opts)) failOptions(call, opts, 'length');
    const len = opts?.length;
    if (len !== undefined && (!Number.isInteger(len) || len < this.minLength))
      fail('ERR_ARG', `${call}: length ${show(len)} must be an integer >= ${this.minLength} (the largest index + 1)`);
    this.length = len ?? -1;
    // a private communicator: the commit protocol's request and commit (nothing declared: each
    // key's operations are made at its first start, when the field's type is known)
    this.comm = comm.idup().commit()!;
    this.comm.name = `halo(${comm.name})`;
  }

  /** Starts the exchange `key`: packs the field's send cells and starts every send and receive.
   *  ERR_PENDING if `key` is already in flight or the field's length differs. */
  start(field: TypedArray, key: string): void {
    const ch = this.channel(field, key, 'start');
    if (ch.inFlight)
      fail(
        'ERR_PENDING',
        `HaloExchange.start: key "${key}" is already in flight: finish(field, "${key}") before starting it again`,
      );
    // A gather by index, one element each: a plain loop (the core's indexed-block packing would
    // walk the same indices behind a call's set-up; a halo is tens to thousands of cells).
    const routes = this.sendRoutes;
    for (let k = 0; k < routes.length; k++) {
      const s = ch.sends[k];
      const idx = routes[k].idx;
      for (let i = 0; i < idx.length; i++) s[i] = field[idx[i]];
    }
    startAll(ch.reqs);
    ch.inFlight = true;
  }

  /** True once every send and receive of `key` has completed (finish() still unpacks). */
  test(key: string): boolean {
    const ch = this.inFlight(key, 'test');
    return testAll(ch.reqs) !== undefined;
  }

  /** Waits for `key` and unpacks the received cells into `field`. */
  finish(field: TypedArray, key: string): void {
    const ch = this.inFlight(key, 'finish');
    this.check(field, key, 'finish', ch);
    try {
      waitAll(ch.reqs);
    } finally {
      ch.inFlight = false;
    }
    const routes = this.recvRoutes;
    for (let k = 0; k < routes.length; k++) {
      const s = ch.recvs[k];
      const idx = routes[k].idx;
      for (let i = 0; i < idx.length; i++) field[idx[i]] = s[i];
    }
  }

  /** Keys started and not finished. */
  get pending(): string[] {
    return [...this.channels.values()].filter((c) => c.inFlight).map((c) => c.key);
  }

  /** Frees every key's requests and the communicator (collective, like comm.free()). ERR_PENDING
   *  while a key is in flight. */
  free(): void {
    const busy = this.pending;
    if (busy.length)
      fail(
        'ERR_PENDING',
        `HaloExchange.free: key${busy.length > 1 ? 's' : ''} ${busy.map((k) => `"${k}"`).join(', ')} still in flight: finish them first`,
      );
    for (const c of this.channels.values()) {
      for (const r of c.reqs) r.free();
      for (const b of [...c.sends, ...c.recvs]) c.comm.freeMem(b);
      c.comm.free();
    }
    this.channels.clear();
    this.comm.free();
  }

  private inFlight(key: string, call: string): Channel {
    const ch = typeof key === 'string' ? this.channels.get(key) : undefined;
    if (!ch?.inFlight)
      fail(
        'ERR_PENDING',
        `HaloExchange.${call}: key ${show(key)} was never started (or is finished): start(field, key) first`,
      );
    return ch;
  }

  private check(field: unknown, key: string, call: string, ch: Channel | null): TypedArray {
    if (!ArrayBuffer.isView(field) || field instanceof DataView)
      fail('ERR_BUFFER', `HaloExchange.${call}: the field for key "${key}" must be a TypedArray, got ${show(field)}`);
    const f = field as TypedArray;
    if (this.length < 0) {
      if (f.length < this.minLength)
        fail(
          'ERR_PENDING',
          `HaloExchange.${call}: the field for key "${key}" has ${f.length} cells, but the maps index cell ${this.minLength - 1}`,
        );
      this.length = f.length;
    } else if (f.length !== this.length)
      fail(
        'ERR_PENDING',
        `HaloExchange.${call}: the field for key "${key}" has ${f.length} cells; expected ${this.length} (every field of this exchange has the same length)`,
      );
    if (ch !== null && !(f instanceof ch.ctor))
      fail(
        'ERR_TYPE',
        `HaloExchange.${call}: the field for key "${key}" holds ${f.constructor.name} elements; key "${key}" exchanges ${ch.ctor.name} fields`,
      );
    return f;
  }

  private channel(field: TypedArray, key: string, call: string): Channel {
    if (typeof key !== 'string' || key === '')
      fail('ERR_ARG', `HaloExchange.${call}: key must be a non-empty string, got ${show(key)}`);
    const old = this.channels.get(key) ?? null;
    const f = this.check(field, key, call, old);
    if (old !== null) return old;
    const tag = tagOf(key);
    const other = this.tags.get(tag);
    if (other !== undefined)
      fail('ERR_ARG', `HaloExchange.${call}: keys "${other}" and "${key}" map to the same tag ${tag}: rename one`);
    const ctor = f.constructor as new (n: number) => TypedArray;
    const type = datatypeOf(f)!;
    // The key's operations are declared on a pending communicator and committed (collective: every
    // rank starts a new key at the same point, as it starts every key): the commit compiles them
    // into one exchange when every rank's close up (docs/guide/commit.md), else they stay separate.
    // First, every rank must be making the same key: else each would commit another key's
    // communicator, and the exchanges would wait for ever.
    const keys = new Int32Array(this.comm.size);
    this.comm.allgather(Int32Array.of(tag), keys);
    const odd = keys.findIndex((t) => t !== tag);
    if (odd >= 0)
      fail(
        'ERR_PENDING',
        `HaloExchange.${call}: key "${key}" is new here, but rank ${odd} of ${this.comm.name} started another new key at ` +
          'the same point: every rank starts its keys for the first time in the same order',
      );
    const pend = this.comm.idup();
    const reqs: Request[] = [];
    this.recvRoutes.forEach((r) =>
      reqs.push(pend.recvInit(DEFERRED, r.peer, tag, { datatype: type, count: r.idx.length })),
    );
    this.sendRoutes.forEach((r) =>
      reqs.push(pend.sendInit(DEFERRED, r.peer, tag, { datatype: type, count: r.idx.length })),
    );
    const c = pend.commit()!;
    c.name = `${this.comm.name}[${key}]`;
    const make = (n: number): TypedArray => c.alloc<TypedArray>(ctor, n);
    const recvs = this.recvRoutes.map((r) => make(r.idx.length));
    const sends = this.sendRoutes.map((r) => make(r.idx.length));
    // receives first: a start posts them before its sends (a self-send finds its receive)
    recvs.forEach((b, k) => reqs[k].register(b));
    sends.forEach((b, k) => reqs[recvs.length + k].register(b));
    const ch: Channel = { key, comm: c, sends, recvs, reqs, ctor, inFlight: false };
    this.channels.set(key, ch);
    this.tags.set(tag, key);
    return ch;
  }
}

/** A map's routes, checked: peers in range, indices non-negative integers. A PROC_NULL peer (what
 *  cartShift gives past a non-periodic edge) is checked like any and then left out: nothing is sent
 *  there, and the cells it would fill keep their values, as MPI's PROC_NULL says. */
function routes(call: string, what: string, m: unknown, size: number): Route[] {
  if (m === null || typeof m !== 'object')
    fail('ERR_ARG', `${call}: ${what} must be a Map or an object (rank -> indices), got ${show(m)}`);
  const entries: Array<[unknown, unknown]> = m instanceof Map ? [...(m as Map<unknown, unknown>)] : Object.entries(m);
  const out: Route[] = [];
  for (const [k, v] of entries) {
    const peer = Number(k);
    if (!Number.isInteger(peer) || ((peer < 0 || peer >= size) && peer !== PROC_NULL))
      fail(
        'ERR_RANK',
        `${call}: ${what} map has rank ${show(k)}: expected an integer 0 <= rank < ${size}, or PROC_NULL`,
      );
    if (!(Array.isArray(v) || ArrayBuffer.isView(v)))
      fail('ERR_ARG', `${call}: ${what} map's entry for rank ${peer} must be an array of indices, got ${show(v)}`);
    const idx = Int32Array.from(v as ArrayLike<number>);
    for (let i = 0; i < idx.length; i++) {
      const x = (v as ArrayLike<number>)[i];
      if (!Number.isInteger(x) || x < 0)
        fail('ERR_ARG', `${call}: ${what} map's index ${i} for rank ${peer} is ${show(x)}: expected an integer >= 0`);
    }
    if (peer !== PROC_NULL) out.push({ peer, idx });
  }
  out.sort((a, b) => a.peer - b.peer);
  return out;
}
