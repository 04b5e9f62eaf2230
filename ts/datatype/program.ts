// commit: lowering a type tree to the byte-level program the core's engine runs (docs/internals/datatypes.md,
// "The compiled program"): little-endian i32 words, root node at word 0, children after their
// parents. Children whose data is one run merge into their parent's block as a BYTES node, so the
// innermost loop of a vector of doubles copies 8 bytes per block; regularly spaced blocks of equal
// length become a VECTOR whatever constructor made them; identical subtrees are written once.
import { fail } from '../errors.js';
import type { TreeNode } from './tree.js';
import { BYTES, VECTOR, BLOCKINDEXED, INDEXED, STRUCT } from '../core/abi.js';

interface Block<T> {
  b: number;
  d: number;
  c: T;
}

/** Writes the program of a tree whose nodes are T (Datatype). */
class Emitter<T extends TreeNode<T>> {
  readonly w: number[] = [];
  private readonly memo = new Map<string, number>();

  constructor(readonly t: T) {}

  private reserve(n: number): number {
    const at = this.w.length;
    for (let i = 0; i < n; i++) this.w.push(0);
    return at;
  }

  private put(at: number, ...words: number[]): void {
    for (let i = 0; i < words.length; i++) {
      const v = words[i];
      if ((v | 0) !== v) {
        fail(
          'ERR_ARG',
          `commit of ${this.t.name}: its layout needs the offset or length ${v}, beyond the ` +
            '32-bit range of the compiled program (wasm32 memory holds 4 GiB)',
        );
      }
      this.w[at + i] = v;
    }
  }

  bytes(ext: number, n: number): number {
    const key = `b${ext}:${n}`;
    let at = this.memo.get(key);
    if (at === undefined) {
      at = this.reserve(4);
      this.put(at, BYTES, ext, n, n);
      this.memo.set(key, at);
    }
    return at;
  }

  /** A node placing `inner` (reserved by `make` after the wrapper) `off` bytes from the origin. */
  private shifted(ext: number, size: number, off: number, make: () => number): number {
    if (off === 0) return make();
    const at = this.reserve(7);
    const inner = make();
    this.put(at, BLOCKINDEXED, ext, size, 1, 1, inner, off);
    return at;
  }

  node(t: T, ext = t.extent): number {
    const key = `${t.id}:${ext}`;
    let at = this.memo.get(key);
    if (at === undefined) {
      at = this.emit(t, ext);
      this.memo.set(key, at);
    }
    return at;
  }

  private emit(t: T, ext: number): number {
    const size = t.size;
    if (size === 0) return this.bytes(ext, 0);
    if (t.run) return this.shifted(ext, size, t.trueLb, () => this.bytes(t.trueLb === 0 ? ext : size, size));
    const l = t.layout!;
    if (l.k === 'alias') return this.node(l.child, ext);
    if (l.k === 'strided') {
      const { child: c, count, blocklen: bl, stride } = l;
      if (c.run && (bl === 1 || c.extent === c.size)) {
        const run = bl * c.size;
        return this.shifted(ext, size, c.trueLb, () => {
          const at = this.reserve(7);
          this.put(at, VECTOR, ext, size, count, 1, stride, this.bytes(run, run));
          return at;
        });
      }
      const at = this.reserve(7);
      this.put(at, VECTOR, ext, size, count, bl, stride, this.node(c));
      return at;
    }
    const blocks: Block<T>[] = [];
    for (let k = 0; k < l.children.length; k++) {
      if (l.blocklens[k] > 0 && l.children[k].size > 0)
        blocks.push({ b: l.blocklens[k], d: l.displs[k], c: l.children[k] });
    }
    const c = blocks[0].c;
    if (blocks.every((x) => x.c === c)) return this.sameChild(ext, size, blocks, c);
    const n = blocks.length;
    const at = this.reserve(4 + 3 * n);
    this.put(at, STRUCT, ext, size, n);
    blocks.forEach((x, k) => {
      if (x.c.run && (x.b === 1 || x.c.extent === x.c.size)) {
        const run = x.b * x.c.size;
        this.put(at + 4 + 3 * k, 1, x.d + x.c.trueLb, this.bytes(run, run));
      } else {
        this.put(at + 4 + 3 * k, x.b, x.d, this.node(x.c));
      }
    });
    return at;
  }

  /** Blocks of one child type: VECTOR when regular, else BLOCKINDEXED or INDEXED. */
  private sameChild(ext: number, size: number, blocks: Block<T>[], c: T): number {
    let merge = c.run && blocks.every((x) => x.b === 1 || c.extent === c.size);
    const n = blocks.length;
    // merged: block k is one run of b_k * c.size bytes at d_k + c.trueLb
    const len = (x: Block<T>) => (merge ? x.b * c.size : x.b);
    const at0 = (x: Block<T>) => (merge ? x.d + c.trueLb : x.d);
    const equal = blocks.every((x) => len(x) === len(blocks[0]));
    if (equal) {
      const L = len(blocks[0]);
      const child = () => (merge ? this.bytes(L, L) : this.node(c));
      const step = n > 1 ? at0(blocks[1]) - at0(blocks[0]) : 0;
      if (n > 1 && blocks.every((x, k) => at0(x) === at0(blocks[0]) + k * step)) {
        return this.shifted(ext, size, at0(blocks[0]), () => {
          const at = this.reserve(7);
          this.put(at, VECTOR, ext, size, n, merge ? 1 : L, step, child());
          return at;
        });
      }
      const at = this.reserve(6 + n);
      this.put(at, BLOCKINDEXED, ext, size, n, merge ? 1 : L, child());
      this.put(at + 6, ...blocks.map(at0));
      return at;
    }
    // unequal blocks: the engine copies b_k children of a BYTES child with extent == size as one run
    merge = merge && c.extent === c.size;
    const at = this.reserve(5 + 2 * n);
    this.put(at, INDEXED, ext, size, n, merge ? this.bytes(c.size, c.size) : this.node(c));
    blocks.forEach((x, k) => this.put(at + 5 + 2 * k, x.b, merge ? x.d + c.trueLb : x.d));
    return at;
  }
}

/** The program of `t` (docs/internals/datatypes.md). */
export function compileType<T extends TreeNode<T>>(t: T): Int32Array {
  const e = new Emitter(t);
  e.node(t);
  return Int32Array.from(e.w);
}

/** A readable listing of a program, one node per line (for tests and debugging). */
export function showProgram(p: Int32Array): string {
  const names: Record<number, string> = {
    [BYTES]: 'BYTES',
    [VECTOR]: 'VECTOR',
    [BLOCKINDEXED]: 'BLOCKINDEXED',
    [INDEXED]: 'INDEXED',
    [STRUCT]: 'STRUCT',
  };
  const lines: string[] = [];
  let q = 0;
  while (q < p.length) {
    const kind = p[q];
    const n = p[q + 3];
    const words =
      kind === BYTES
        ? 4
        : kind === VECTOR
          ? 7
          : kind === BLOCKINDEXED
            ? 6 + n
            : kind === INDEXED
              ? 5 + 2 * n
              : 4 + 3 * n;
    lines.push(`${q}: ${names[kind] ?? kind} [${Array.from(p.subarray(q + 1, q + words)).join(', ')}]`);
    q += words;
  }
  return lines.join('\n');
}

const runs = new WeakMap<Int32Array, number>();

/**
 * The length of the innermost contiguous runs of a program (the first path from the root to a
 * BYTES leaf; a STRUCT's shortest field run): what the engine copies per block.
 */
export function innermostRun(p: Int32Array): number {
  let r = runs.get(p);
  if (r === undefined) runs.set(p, (r = runAt(p, 0, 0)));
  return r;
}

function runAt(p: Int32Array, at: number, depth: number): number {
  if (depth > 64) return 1;
  switch (p[at]) {
    case BYTES:
      return p[at + 3];
    case VECTOR:
      return runAt(p, p[at + 6], depth + 1);
    case BLOCKINDEXED:
      return runAt(p, p[at + 5], depth + 1);
    case INDEXED:
      return runAt(p, p[at + 4], depth + 1);
    default: {
      // STRUCT: its shortest field with data
      let m = Infinity;
      for (let k = 0; k < p[at + 3]; k++) {
        const w = at + 4 + 3 * k;
        const n = runAt(p, p[w + 2], depth + 1);
        if (p[w] > 0 && n > 0) m = Math.min(m, n);
      }
      return Number.isFinite(m) ? m : 1;
    }
  }
}
