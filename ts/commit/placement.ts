// Where a commit places each position of the new communicator: the identity, or with reorder the
// embedding on the hardware of the declared traffic (or of the topology when nothing is declared).
import { embed, type EmbedGraph, type Embedding, type Topology } from '../topology/index.js';
import { embedTarget, hwOf } from '../comm/hw.js';
import type { CommBase } from '../comm/base.js';
import { sameShapes, type RankSummary } from './summary.js';

export interface Placement {
  /** Position k goes to parent rank order[k]. */
  order: Int32Array;
  embedding: Embedding | null;
}

/**
 * The placement of a commit over `parent` with topology `t` (or none), given every rank's
 * summary. `positions`: declarations were made at positions of a topology given as a whole, so a
 * position's declarations move with it, which needs every member to have declared the same shapes
 * (else the identity).
 */
export function placement(
  parent: CommBase,
  t: Topology | null,
  all: RankSummary[],
  reorder: boolean,
  positions: boolean,
): Placement {
  const n = t?.size ?? parent.size;
  const id = Int32Array.from({ length: parent.size }, (_, i) => i);
  if (!reorder || n < 2) return { order: id, embedding: null };
  if (positions) for (let r = 1; r < n; r++) if (!sameShapes(all[r], all[0])) return { order: id, embedding: null };
  const g = traffic(all, n, t);
  const e = embed(g ?? (t as EmbedGraph), embedTarget(hwOf(parent.w), parent.members));
  return { order: e.mapping, embedding: e };
}

/** The declared traffic as a graph: point-to-point sends (or, where only receives are declared,
 *  their reverse) and the topology's edges for the neighbourhood collectives, weighted by bytes
 *  (1 where unknown). Null when nothing is declared. */
function traffic(all: RankSummary[], n: number, t: Topology | null): EmbedGraph | null {
  const w = new Map<number, number>();
  const add = (a: number, b: number, x: number) => {
    if (a === b || a < 0 || b < 0 || a >= n || b >= n) return;
    const k = a * n + b;
    w.set(k, (w.get(k) ?? 0) + Math.max(1, x));
  };
  for (let r = 0; r < n && r < all.length; r++) {
    for (const { info, peer, bytes } of all[r].decls) {
      if (info.p2p === 'send') add(r, peer, bytes);
      else if (info.p2p === 'recv') add(peer, r, bytes);
      else if (info.neighborhood && t !== null) for (const q of t.neighbors(r).destinations) add(r, q, bytes);
    }
  }
  if (w.size === 0) return null;
  const edges: Array<readonly [number, number, number]> = [];
  for (const [k, x] of w) edges.push([Math.floor(k / n), k % n, x] as const);
  return { size: n, edges: () => edges };
}
