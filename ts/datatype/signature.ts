// Type signatures on the wire. A message header has one word for its type (H_DTYPE): a base type's
// code when every element of the message is of that one base type (a plain TypedArray, or a derived
// type whose leaves are all one type: a vector of float64 travels as float64), else a tag made of a
// 30-bit hash of the message's element sequence (0x40000000 | hash, so it is never a base code).
//
// The hash is a polynomial over the expanded sequence of base-type leaves (pair types whole), so it
// does not depend on how the sender and the receiver group the elements into items: H(A.B) =
// H(A) * X^|B| + H(B), a run of n copies of S is H(S) * (1 + X^|S| + ... + X^((n-1)|S|)). It is
// computed on the type tree (never expanding it), once per type, and for a receive, once per prefix
// length the receiver sees (the message may be shorter than the receive buffer).
import type { Datatype } from './type.js';

const P = (1n << 61n) - 1n; // a Mersenne prime
const X = 1000003n;
const BYTE_CODE = 11;
export const SIG_HASH = 0x40000000;

/** The hash of an element sequence: its length, hash, and its one base type (undefined when empty,
 *  null when mixed). */
interface Sig {
  len: bigint;
  h: bigint;
  base: Datatype | null | undefined;
}

const EMPTY: Sig = { len: 0n, h: 0n, base: undefined };

function pow(x: bigint, e: bigint): bigint {
  let r = 1n;
  x %= P;
  while (e > 0n) {
    if (e & 1n) r = (r * x) % P;
    x = (x * x) % P;
    e >>= 1n;
  }
  return r;
}

/** 1 + x + ... + x^(n-1) mod P, and x^n. */
function geo(x: bigint, n: bigint): [bigint, bigint] {
  if (n === 0n) return [0n, 1n];
  if (n & 1n) {
    const [g, p] = geo(x, n - 1n);
    return [(g * x + 1n) % P, (p * x) % P];
  }
  const [g, p] = geo(x, n >> 1n);
  return [(g * (1n + p)) % P, (p * p) % P];
}

function mergeBase(a: Datatype | null | undefined, b: Datatype | null | undefined): Datatype | null | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a === b ? a : null;
}

function concat(a: Sig, b: Sig): Sig {
  if (b.len === 0n) return a;
  if (a.len === 0n) return b;
  return { len: a.len + b.len, h: (a.h * pow(X, b.len) + b.h) % P, base: mergeBase(a.base, b.base) };
}

function repeat(s: Sig, n: number): Sig {
  if (n <= 0 || s.len === 0n) return EMPTY;
  if (n === 1) return s;
  const [g] = geo(pow(X, s.len), BigInt(n));
  return { len: s.len * BigInt(n), h: (s.h * g) % P, base: s.base };
}

const whole = new WeakMap<Datatype, Sig>();

/** The signature hash of one item of `t`. */
function sigOf(t: Datatype): Sig {
  let s = whole.get(t);
  if (s) return s;
  const l = t.layout;
  if (l === null) s = { len: 1n, h: BigInt(t.code), base: t };
  else if (l.k === 'alias') s = sigOf(l.child);
  else if (l.k === 'strided') s = repeat(sigOf(l.child), l.count * l.blocklen);
  else {
    s = EMPTY;
    for (let k = 0; k < l.children.length; k++) s = concat(s, repeat(sigOf(l.children[k]), l.blocklens[k]));
  }
  whole.set(t, s);
  return s;
}

/** The signature of the first `bytes` bytes of the (endless) repetition of `t`; null when they end
 *  inside a base element. */
function prefixOf(t: Datatype, bytes: number): Sig | null {
  if (bytes === 0) return EMPTY;
  if (t.size === 0) return null;
  const q = Math.floor(bytes / t.size);
  const r = bytes - q * t.size;
  const head = repeat(sigOf(t), q);
  if (r === 0) return head;
  const tail = partial(t, r);
  return tail === null ? null : concat(head, tail);
}

/** The signature of the first `r` (0 < r < t.size) bytes of one item of `t`. */
function partial(t: Datatype, r: number): Sig | null {
  const l = t.layout;
  if (l === null) return null; // inside a base element
  if (l.k === 'alias') return partial(l.child, r);
  if (l.k === 'strided') return prefixOf(l.child, r);
  let s = EMPTY;
  for (let k = 0; k < l.children.length && r > 0; k++) {
    const c = l.children[k];
    const blk = l.blocklens[k] * c.size;
    if (blk === 0) continue;
    if (r >= blk) {
      s = concat(s, repeat(sigOf(c), l.blocklens[k]));
      r -= blk;
      continue;
    }
    const p = prefixOf(c, r);
    return p === null ? null : concat(s, p);
  }
  return s;
}

function tagOf(s: Sig): number {
  if (s.len === 0n) return BYTE_CODE;
  if (s.base) return s.base.code;
  return SIG_HASH | Number(s.h & 0x3fffffffn);
}

const sendTags = new WeakMap<Datatype, Map<number, number>>();

/** The header type word of a message of `count` items of `t`. */
export function messageTag(t: Datatype, count: number): number {
  if (t.layout === null) return t.code;
  const s = sigOf(t);
  if (s.base) return s.base.code;
  let m = sendTags.get(t);
  if (!m) sendTags.set(t, (m = new Map<number, number>()));
  let tag = m.get(count);
  if (tag === undefined) {
    tag = tagOf(repeat(s, count));
    if (m.size > 64) m.clear();
    m.set(count, tag);
  }
  return tag;
}

/** The type word a receive of `t` compares with (the one base type), or -1 when `t` mixes base
 *  types: then `accepts` decides. */
export function recvTag(t: Datatype): number {
  if (t.layout === null) return t.code;
  const s = sigOf(t);
  return s.base ? s.base.code : s.len === 0n ? BYTE_CODE : -1;
}

const recvTags = new WeakMap<Datatype, Map<number, number>>();

/** True when a message with header type word `tag` and `bytes` bytes may be received as items of
 *  `t` (a type that mixes base types): its elements are the first ones of the receive's signature. */
export function accepts(t: Datatype, tag: number, bytes: number): boolean {
  if (tag === BYTE_CODE) return true;
  let m = recvTags.get(t);
  if (!m) recvTags.set(t, (m = new Map<number, number>()));
  let want = m.get(bytes);
  if (want === undefined) {
    const p = prefixOf(t, bytes);
    want = p === null ? -1 : tagOf(p);
    if (m.size > 64) m.clear();
    m.set(bytes, want);
  }
  return want === tag || (bytes === 0 && want === BYTE_CODE);
}

/** For error messages: what a header type word says about the message's elements. */
export function describeTag(tag: number, byCode: (c: number) => Datatype | undefined): string {
  if (tag & SIG_HASH) return `elements of mixed types (signature hash 0x${(tag & 0x3fffffff).toString(16)})`;
  return `${byCode(tag)?.name ?? `type ${tag}`} elements`;
}

/** For error messages: a type's signature, shortened. */
export function showSignature(t: Datatype): string {
  const sig = t.signature;
  const parts = sig.slice(0, 6).map(([b, n]) => (n === 1 ? b.name : `${b.name} x${n}`));
  if (sig.length > 6) parts.push(`... (${sig.length} runs)`);
  return `[${parts.join(', ')}]`;
}
