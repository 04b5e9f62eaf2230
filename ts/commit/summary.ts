// What each rank tells the others of its declarations at commit, and how it travels: a rank's
// summary is flattened into int32 words for the gather (topo.gatherLists) and read back into named
// fields here, so no other module counts words.
//
// Layout: word 0 holds the flags (1: the rank is a member of the topology; 2: it lets the commit
// fuse), word 1 the number of declarations, then WORDS per declaration: its call, peer, root,
// bytes, shape and tag.
import { CALLS, DECL_NAMES, type DeclName } from './calls.gen.js';
import type { CallInfo } from './call_info.js';
import { bytesOf, shapeOf, type Decl } from './decl.js';

/** A declaration as the other ranks see it. */
export interface DeclSummary {
  name: DeclName;
  info: CallInfo;
  /** The point-to-point peer as declared (0 when not an integer), or NONE. */
  peer: number;
  /** The root as declared (0 when not an integer), or NONE. */
  root: number;
  /** Bytes per peer, or -1 when not known at commit. */
  bytes: number;
  /** The hash of everything but peer and root (decl.ts, shapeOf). */
  shape: number;
  /** The point-to-point tag, or -1. */
  tag: number;
}

/** One rank's summary. */
export interface RankSummary {
  /** The rank is a member of the topology (commit() makes it a communicator). */
  member: boolean;
  /** It passed commit({ fuse: true }) (or nothing). */
  fuse: boolean;
  decls: DeclSummary[];
}

/** No peer or root in a declaration's summary. */
export const NONE = -3;
const MEMBER = 1;
const FUSE = 2;
const HEAD = 2;
const WORDS = 6;

const num = (v: unknown, dflt: number) => (typeof v === 'number' && Number.isInteger(v) ? v : dflt);

/** This rank's summary as words. */
export function encodeSummary(member: boolean, fuse: boolean, decls: readonly Decl[]): number[] {
  const out = [(member ? MEMBER : 0) | (fuse ? FUSE : 0), decls.length];
  for (const d of decls) {
    const { peer, root, tag, p2p } = d.info;
    out.push(
      DECL_NAMES.indexOf(d.name),
      peer >= 0 ? num(d.args[peer], 0) : NONE,
      root >= 0 ? num(d.args[root], 0) : NONE,
      bytesOf(d),
      shapeOf(d),
      p2p ? num(d.args[tag], p2p === 'send' ? 0 : -1) : -1,
    );
  }
  return out;
}

/** A rank's summary from its words. */
export function decodeSummary(w: ArrayLike<number>): RankSummary {
  const decls: DeclSummary[] = [];
  for (let i = 0; i < w[1]; i++) {
    const o = HEAD + WORDS * i;
    const name = DECL_NAMES[w[o]];
    decls.push({
      name,
      info: CALLS[name],
      peer: w[o + 1],
      root: w[o + 2],
      bytes: w[o + 3],
      shape: w[o + 4],
      tag: w[o + 5],
    });
  }
  return { member: (w[0] & MEMBER) !== 0, fuse: (w[0] & FUSE) !== 0, decls };
}

/** The same declarations, peers and roots aside (a position's declarations may then move with it). */
export function sameShapes(a: RankSummary, b: RankSummary): boolean {
  if (a.decls.length !== b.decls.length) return false;
  return a.decls.every((x, i) => {
    const y = b.decls[i];
    return x.name === y.name && x.bytes === y.bytes && x.shape === y.shape && x.tag === y.tag;
  });
}
