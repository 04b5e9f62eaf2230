// The facts of a derived type (MPI 4.1 section 5.1), computed once when it is made. A type is a
// set of copies of child types at byte shifts; the accumulator folds in one run of copies at a
// time (copy (k, j) at `at + k * stride + j * child.extent`) and keeps:
// - size: data bytes; trueLb/trueUb: the least and greatest data byte (0, 0 when there is none);
// - lb/ub markers (resized puts one of each; they are sticky: once a type map holds a marker, its
//   lb is the least lb marker and its ub the greatest ub marker, MPI 4.1 section 5.1.7); without
//   markers lb/ub are the data bounds, so an empty child without markers contributes nothing;
// - run: the data bytes are one run, in type-map order (what pack may copy as one block);
// - baseType: the one base type of the data's leaves (of all leaves when there is no data);
// - align: the largest alignment of the data's leaves (a base type's size, a pair's field's), which a
//   struct pads its extent to (struct.ts: MPI's epsilon, as C's sizeof and MPICH do).
import type { TreeFacts, TreeNode } from './tree.js';

/** Merges base types: undefined (none yet), one type, or null (mixed). */
function mergeBase<T>(a: T | null | undefined, b: T | null): T | null | undefined {
  if (a === undefined) return b;
  return a === b ? a : null;
}

/** Folds in the runs of copies of the children of a type whose nodes are T (Datatype). */
export class FactsAcc<T extends TreeNode<T>> {
  size = 0;
  private dlo = Infinity;
  private dhi = -Infinity;
  private mlo = Infinity;
  private mhi = -Infinity;
  private marked = false;
  private run = true;
  private any = false;
  private end = 0;
  private dataBase: T | null | undefined = undefined;
  private allBase: T | null | undefined = undefined;
  private align = 1;

  /** Adds `count` blocks `stride` bytes apart from `at`, each `blocklen` copies of `c`. */
  add(c: T, at: number, count: number, stride: number, blocklen: number): void {
    this.allBase = mergeBase(this.allBase, c.baseType);
    if (count <= 0 || blocklen <= 0) return;
    const e = c.extent;
    const lo = Math.min(0, (count - 1) * stride) + Math.min(0, (blocklen - 1) * e);
    const hi = Math.max(0, (count - 1) * stride) + Math.max(0, (blocklen - 1) * e);
    if (c.marked) {
      this.marked = true;
      this.mlo = Math.min(this.mlo, at + c.lb + lo);
      this.mhi = Math.max(this.mhi, at + c.ub + hi);
    }
    if (c.size === 0) return;
    this.dataBase = mergeBase(this.dataBase, c.baseType);
    if (c.align > this.align) this.align = c.align;
    this.size += count * blocklen * c.size;
    this.dlo = Math.min(this.dlo, at + c.trueLb + lo);
    this.dhi = Math.max(this.dhi, at + c.trueUb + hi);
    // copies in type-map order: block by block, copy by copy
    const bytes = blocklen * c.size;
    const blockRun = c.run && (blocklen === 1 || e === c.size);
    const start = at + c.trueLb;
    if (!blockRun || (count > 1 && stride !== bytes) || (this.any && start !== this.end)) this.run = false;
    this.end = start + count * bytes;
    this.any = true;
  }

  facts(): TreeFacts<T> {
    const data = this.size > 0;
    const trueLb = data ? this.dlo : 0;
    const trueUb = data ? this.dhi : 0;
    return {
      size: this.size,
      trueLb,
      trueUb,
      lb: this.marked ? this.mlo : trueLb,
      ub: this.marked ? this.mhi : trueUb,
      run: data ? this.run : true,
      marked: this.marked,
      baseType: this.dataBase !== undefined ? this.dataBase : (this.allBase ?? null),
      align: this.align,
    };
  }
}

/** Appends `times` repetitions of `sig` to `out`, merging equal neighbours. */
function pushSig<T>(out: [T, number][], sig: [T, number][], times: number): void {
  if (times <= 0 || sig.length === 0) return;
  const reps = sig.length === 1 ? 1 : times;
  const mul = sig.length === 1 ? times : 1;
  for (let r = 0; r < reps; r++) {
    for (const [t, n] of sig) {
      const last = out[out.length - 1];
      if (last?.[0] === t) last[1] += n * mul;
      else out.push([t, n * mul]);
    }
  }
}

/** The run-length encoded signature: base types of the type map in order. */
export function signatureOf<T extends TreeNode<T>>(t: T): [T, number][] {
  const l = t.layout;
  if (l === null) return [[t, 1]];
  const out: [T, number][] = [];
  if (l.k === 'alias') pushSig(out, l.child.signature, 1);
  else if (l.k === 'strided') pushSig(out, l.child.signature, l.count * l.blocklen);
  else for (let k = 0; k < l.children.length; k++) pushSig(out, l.children[k].signature, l.blocklens[k]);
  return out;
}
