// One declared operation of a pending communicator and the checks a declaration passes before the
// commit: which arguments are DEFERRED (buffers, counts in the options, nothing else), that a peer
// or root is an integer, that a fixed-size call's deferred buffer has its type and count. Also what
// a declaration tells the other ranks: the bytes it moves and its shape (everything but peer and
// root), compared across positions when a commit moves declarations with them.
import { fail, show } from '../errors.js';
import { DEFERRED } from '../constants.js';
import { Request, type Active } from '../request/request.js';
import type { Plan } from '../coll/exec/start.js';
import { Datatype, datatypeOf } from '../datatype/type.js';
import { sendSide, recvSide, type Side } from '../coll/api/sides.js';
import type { Member } from './exchange.js';
import { COUNT_KEYS, type CallInfo, type SideName } from './call_info.js';
import type { DeclName } from './calls.gen.js';

export type Opts = Record<string, unknown>;

export const isDeferred = (v: unknown) => v === DEFERRED;

export class Decl {
  handle!: Request;
  /** The request made on the committed communicator, once every deferred argument is known. */
  inner: Request | null = null;
  /** The plan a commit compiled for it (taken by the inner request's *Init). */
  plan: Plan | null = null;
  /** The arguments with the commit's peer and root. */
  final: unknown[] | null = null;
  /** A point-to-point operation of the committed exchange (exchange.ts), when the commit made one. */
  member: Member | null = null;
  /** How the inner request starts (taken once: a start makes nothing). */
  innerStart: (() => Active) | null = null;
  freed = false;

  constructor(
    readonly name: DeclName,
    readonly info: CallInfo,
    readonly args: unknown[],
    /** Positional arguments declared DEFERRED (buffers), in order. */
    readonly bufs: number[],
    /** Option fields declared DEFERRED (counts). */
    readonly counts: string[],
  ) {}

  bind(inner: Request): void {
    this.inner = inner;
    this.innerStart = Request.parts(inner).start;
  }

  opts(): Opts | undefined {
    const o = this.info.opts >= 0 ? this.args[this.info.opts] : undefined;
    return o !== undefined && o !== null && typeof o === 'object' ? (o as Opts) : undefined;
  }
}

/** A declaration of `name` with `args`, checked (`call` names it in errors). */
export function checkDecl(call: string, name: DeclName, info: CallInfo, args: unknown[]): Decl {
  const bufs: number[] = [];
  args.forEach((a, i) => {
    if (!isDeferred(a)) return;
    if (info.bufs.some(([b]) => b === i)) bufs.push(i);
    else
      fail(
        'ERR_ARG',
        `${call}: argument ${i + 1} is DEFERRED, but only buffers (and counts in the options) can be deferred`,
      );
  });
  const o = info.opts >= 0 ? args[info.opts] : undefined;
  const counts: string[] = [];
  if (o !== undefined && o !== null && typeof o === 'object') {
    for (const [k, v] of Object.entries(o)) {
      if (!isDeferred(v)) continue;
      if ((COUNT_KEYS as readonly string[]).includes(k)) counts.push(k);
      else
        fail('ERR_ARG', `${call}: option ${k} is DEFERRED, but only counts (${COUNT_KEYS.join(', ')}) can be deferred`);
    }
  }
  for (const [at, what] of [
    [info.peer, info.p2p === 'recv' ? 'source' : 'dest'],
    [info.root, 'root'],
  ] as const) {
    if (at >= 0 && at < args.length && !Number.isInteger(args[at]))
      fail('ERR_RANK', `${call}: ${what} ${show(args[at])} is not a rank: expected an integer`);
  }
  const d = new Decl(name, info, args.slice(), bufs, counts);
  // a fixed-size call's deferred buffers need their type and count (the commit compiles it with
  // them); the v and w forms take their sizes from count arrays, checked when registered
  for (const i of info.fixed ? bufs : []) {
    const side = info.bufs.find(([b]) => b === i)![1];
    const { type: t, count: n } = sideOf(d.opts(), side, info);
    if (!(t instanceof Datatype))
      fail(
        'ERR_ARG',
        `${call}: a DEFERRED buffer needs its datatype in the options (${typeKeys(side, info)}), got ${show(t)}`,
      );
    if (!isDeferred(n) && !(Number.isInteger(n) && (n as number) >= 0))
      fail(
        'ERR_COUNT',
        `${call}: a DEFERRED buffer needs its count in the options (${countKeys(side, info)}: an integer >= 0 or DEFERRED), got ${show(n)}`,
      );
  }
  return d;
}

/** A buffer's type and count from the options, as the call reads them (the collectives' sides:
 *  ts/coll/api/sides.ts; point-to-point and bcast: `datatype`, `count`). Unchecked: a count may be
 *  DEFERRED, and checkDecl checks the rest. */
export function sideOf(o: Opts | undefined, side: SideName, info: CallInfo): Side {
  if (info.p2p || side === 'both') return { type: o?.datatype as Datatype, count: o?.count as number };
  return side === 'send' ? sendSide(o) : recvSide(o);
}

const typeKeys = (side: SideName, info: CallInfo) =>
  info.p2p || side === 'both' ? '{ datatype }' : `{ datatype } or { ${side}type }`;
const countKeys = (side: SideName, info: CallInfo) =>
  info.p2p || side === 'both' ? '{ count }' : `{ count } or { ${side}count }`;

/** The bytes a declaration moves per peer, when known (-1 otherwise). */
export function bytesOf(d: Decl): number {
  const o = d.opts();
  const side = d.info.bufs[0]?.[1] ?? 'both';
  const { type: t, count: n } = sideOf(o, side, d.info);
  if (t instanceof Datatype) return Number.isInteger(n) && !t.isDerived ? (n as number) * t.size : -1;
  const b = d.args[d.info.bufs[0]?.[0] ?? -1];
  if (ArrayBuffer.isView(b)) return n === undefined ? b.byteLength : Number.isInteger(n) ? n * datatypeOf(b)!.size : -1;
  return -1;
}

/** FNV-1a of a string: a declaration's shape, compared across ranks. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** What must be the same across positions for their declarations to move with them, hashed. */
export function shapeOf(d: Decl): number {
  const o = d.opts();
  const parts: string[] = [d.name];
  d.args.forEach((a, i) => {
    if (i === d.info.peer || i === d.info.root || i === d.info.opts) return;
    if (a === DEFERRED) parts.push('D');
    else if (ArrayBuffer.isView(a)) parts.push(`${a.constructor.name}${(a as unknown as { length: number }).length}`);
    else if (typeof a === 'number' || typeof a === 'string') parts.push(String(a));
    else parts.push(typeof a);
  });
  if (o !== undefined)
    for (const [k, v] of Object.entries(o)) parts.push(`${k}=${v instanceof Datatype ? v.toString() : String(v)}`);
  return hash(parts.join('|'));
}
