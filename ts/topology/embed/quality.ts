// The figures of a placement: hopBytes (weight x distance summed over the edges, what embed
// minimises), dilation (the distance an edge spans) and, when the target routes messages,
// congestion (the weight crossing each link). `cost` is hopBytes alone on the problem's arrays,
// the figure every algorithm compares; `quality` is the full report, which embed gives for its
// result and embedQuality for a placement a user brings. Cost: O(E) for cost; O(E) calls of
// target.distance, plus O(E·path) for congestion, for quality.
import { fail, show } from '../../errors.js';
import { type Graph, checkedDistance, readGraph, readTarget, slotsOf } from './check.js';
import type { Problem } from './problem.js';
import type { EmbedGraph, EmbedQuality, EmbedTarget } from './types.js';
import type { HwTopology } from '../../hw/topology.js';

/**
 * The quality of a given placement (`mapping[r]` = slot of rank r, distinct slots): hopBytes,
 * dilation and, when the target has `route`, congestion. Errors as embed's, and ERR_ARG for a
 * mapping of the wrong length, with a slot outside 0..slots-1 or a slot given twice. The target may
 * be a hardware topology, as for embed (slots: its PUs).
 */
export function embedQuality(
  virtual: EmbedGraph,
  target: EmbedTarget | HwTopology,
  mapping: ArrayLike<number>,
): EmbedQuality {
  const slots = slotsOf(virtual, target, 'embedQuality');
  const g = readGraph(virtual);
  const s = readTarget(slots, g.n);
  if (mapping == null || typeof mapping.length !== 'number')
    fail('ERR_ARG', `embedQuality: mapping must be an array of ${g.n} slots, got ${show(mapping)}`);
  if (mapping.length !== g.n)
    fail('ERR_ARG', `embedQuality: mapping has ${mapping.length} entries; expected one per rank (${g.n})`);
  const owner = new Int32Array(s).fill(-1);
  for (let r = 0; r < g.n; r++) {
    const q = mapping[r];
    if (!Number.isInteger(q) || q < 0 || q >= s)
      fail('ERR_ARG', `embedQuality: mapping[${r}] = ${show(q)}; expected a slot in 0..${s - 1}`);
    if (owner[q] >= 0) fail('ERR_ARG', `embedQuality: ranks ${owner[q]} and ${r} are both mapped to slot ${q}`);
    owner[q] = r;
  }
  return quality(g, slots, mapping, (a, b) => checkedDistance(slots, a, b));
}

export function cost(p: Problem, m: ArrayLike<number>): number {
  const { s, dist, off, nb, wOut, self } = p;
  let h = 0;
  for (let u = 0; u < p.n; u++) {
    const mu = m[u] * s;
    h += self[u] * dist[mu + m[u]];
    for (let i = off[u]; i < off[u + 1]; i++) h += wOut[i] * dist[mu + m[nb[i]]];
  }
  return h;
}

export function quality(
  g: Graph,
  target: EmbedTarget,
  m: ArrayLike<number>,
  distance: (a: number, b: number) => number,
): EmbedQuality {
  let hopBytes = 0;
  let max = 0;
  for (let e = 0; e < g.ea.length; e++) {
    const d = distance(m[g.ea[e]], m[g.eb[e]]);
    hopBytes += g.ew[e] * d;
    if (d > max) max = d;
  }
  const dilation = { max, mean: g.total > 0 ? hopBytes / g.total : 0 };
  if (target.route === undefined) return { hopBytes, dilation, congestion: null };
  const load = new Map<number, number>();
  for (let e = 0; e < g.ea.length; e++) {
    const [a, b] = [m[g.ea[e]], m[g.eb[e]]];
    const links: unknown = target.route(a, b);
    if (links == null || typeof (links as { length?: unknown }).length !== 'number')
      fail('ERR_TOPOLOGY', `embed: target.route(${a}, ${b}) = ${show(links)}; expected an array of link ids`);
    const path = links as ArrayLike<number>;
    for (let i = 0; i < path.length; i++) load.set(path[i], (load.get(path[i]) ?? 0) + g.ew[e]);
  }
  let cmax = 0;
  let sum = 0;
  for (const l of load.values()) {
    sum += l;
    if (l > cmax) cmax = l;
  }
  return { hopBytes, dilation, congestion: { max: cmax, mean: load.size > 0 ? sum / load.size : 0 } };
}
