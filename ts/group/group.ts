// Groups: ordered sets of world ranks. Pure values; creating one communicates nothing.
import { fail, show } from '../errors.js';
import { hwDistGraphOf, type HwTopology } from '../hw/index.js';
import { type Comparison, CONGRUENT, IDENT, SIMILAR, UNDEFINED, UNEQUAL, PROC_NULL } from '../constants.js';

/** The world's machine and each world rank's PU. */
export interface GroupHw {
  topo: HwTopology;
  place: Int32Array;
}

export class Group {
  /** World ranks, in group rank order. */
  readonly members: Int32Array;
  /** This process's world rank (or -1 outside a world). */
  private readonly me: number;

  private constructor(
    members: ArrayLike<number>,
    me: number,
    /** The world's machine and each world rank's PU (for hwDistGraph), when the group comes from a
     *  communicator. */
    private readonly hw: GroupHw | null = null,
  ) {
    this.members = Int32Array.from(members);
    this.me = me;
  }
  /** @internal A group of these world ranks, seen from world rank `me`. */
  static of(members: ArrayLike<number>, me: number, hw: GroupHw | null = null): Group {
    return new Group(members, me, hw);
  }

  /**
   * The hardware as a distributed graph seen from the caller (the second proposal of MPI's
   * hardware-topology work): every other member as an in- and out-neighbour (group ranks), weighted by closeness on the machine
   * (1024 for two ranks on one core, less for each level further apart; hwDistGraphOf). The
   * result has the shape distGraphCreateAdjacent takes.
   */
  hwDistGraph(): { sources: number[]; sourceWeights: number[]; destinations: number[]; destWeights: number[] } {
    const r = this.rank;
    if (r === UNDEFINED) fail('ERR_RANK', 'group.hwDistGraph: the caller is not a member of the group');
    if (this.hw === null)
      fail(
        'ERR_TOPOLOGY',
        'group.hwDistGraph: the group does not come from a communicator, so its hardware is unknown',
      );
    return hwDistGraphOf(
      this.hw.topo,
      Int32Array.from(this.members, (w) => this.hw!.place[w]),
      r,
    );
  }

  get size(): number {
    return this.members.length;
  }

  /** The caller's rank in the group, or UNDEFINED when it is not a member. */
  get rank(): number {
    const i = this.members.indexOf(this.me);
    return i < 0 ? UNDEFINED : i;
  }

  private checkRanks(ranks: ArrayLike<number>, call: string, distinct = true): number[] {
    if (ranks === null || typeof ranks !== 'object' || typeof ranks.length !== 'number') {
      fail('ERR_ARG', `group.${call}: expected an array of group ranks, got ${show(ranks)}`);
    }
    const out = Array.from(ranks);
    const seen = new Set<number>();
    for (const r of out) {
      if (!Number.isInteger(r) || r < 0 || r >= this.size) {
        fail('ERR_RANK', `group.${call}: rank ${show(r)} is out of range: expected 0 <= rank < ${this.size}`);
      }
      if (distinct && seen.has(r)) fail('ERR_RANK', `group.${call}: rank ${r} appears twice; ranks must be distinct`);
      seen.add(r);
    }
    return out;
  }

  incl(ranks: ArrayLike<number>): Group {
    return new Group(
      this.checkRanks(ranks, 'incl').map((r) => this.members[r]),
      this.me,
      this.hw,
    );
  }

  excl(ranks: ArrayLike<number>): Group {
    const drop = new Set(this.checkRanks(ranks, 'excl'));
    return new Group(
      Array.from(this.members).filter((_, i) => !drop.has(i)),
      this.me,
      this.hw,
    );
  }

  /** The other group of union, intersection, difference, translateRanks and compare. */
  private otherArg(other: unknown, call: string): Group {
    if (!(other instanceof Group)) fail('ERR_ARG', `group.${call}: expected a Group, got ${show(other)}`);
    return other;
  }

  union(other: Group): Group {
    this.otherArg(other, 'union');
    const mine = new Set(this.members);
    return new Group([...this.members, ...Array.from(other.members).filter((w) => !mine.has(w))], this.me, this.hw);
  }

  intersection(other: Group): Group {
    this.otherArg(other, 'intersection');
    const theirs = new Set(other.members);
    return new Group(
      Array.from(this.members).filter((w) => theirs.has(w)),
      this.me,
      this.hw,
    );
  }

  difference(other: Group): Group {
    this.otherArg(other, 'difference');
    const theirs = new Set(other.members);
    return new Group(
      Array.from(this.members).filter((w) => !theirs.has(w)),
      this.me,
      this.hw,
    );
  }

  /** Ranks in `other` of the processes with ranks `ranks` in this group (UNDEFINED when absent). */
  translateRanks(ranks: ArrayLike<number>, other: Group): number[] {
    this.otherArg(other, 'translateRanks');
    if (ranks === null || typeof ranks !== 'object' || typeof ranks.length !== 'number') {
      fail('ERR_ARG', `group.translateRanks: expected an array of group ranks, got ${show(ranks)}`);
    }
    const out: number[] = [];
    for (const r of Array.from(ranks)) {
      if (r === PROC_NULL) {
        out.push(PROC_NULL);
        continue;
      }
      this.checkRanks([r], 'translateRanks', false);
      const i = other.members.indexOf(this.members[r]);
      out.push(i < 0 ? UNDEFINED : i);
    }
    return out;
  }

  compare(other: Group): Comparison {
    this.otherArg(other, 'compare');
    return compareMembers(this.members, other.members, true);
  }
}

/** Group comparison (sameContext true), or communicator comparison (IDENT only for one context). */
export function compareMembers(a: Int32Array, b: Int32Array, sameContext: boolean): Comparison {
  if (a.length !== b.length) return UNEQUAL;
  let sameOrder = true;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) sameOrder = false;
  if (sameOrder) return sameContext ? IDENT : CONGRUENT;
  const sa = Array.from(a).sort((x, y) => x - y);
  const sb = Array.from(b).sort((x, y) => x - y);
  return sa.every((v, i) => v === sb[i]) ? SIMILAR : UNEQUAL;
}
