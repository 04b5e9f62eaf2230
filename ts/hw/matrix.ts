// A topology by measurement: a rank-to-rank latency matrix clustered into levels, the only way to
// see the hardware from a browser (no sysfs, no hwloc). The method:
//   1. symmetrize: d(i, j) = (m[i][j] + m[j][i]) / 2 (ping-pong halves differ by noise);
//   2. average-linkage agglomerative clustering (UPGMA): repeatedly merge the two clusters with the
//      smallest mean pairwise distance; the merge heights never decrease;
//   3. split the sorted merge heights into bands wherever a height exceeds the previous one by more
//      than `ratio` (default 1.5): latencies of one kind of sharing (same core, same package, ...)
//      sit close together, different kinds far apart;
//   4. each band but the top is a level of the tree (its objects: the clusters once the band's
//      merges are done); the top band is the machine; the ranks are the leaves (PUs, osIndex = rank).
// Tree edge weights make distance(i, j) the mean merge height of the band that joins i and j.
import { fail, show } from '../errors.js';
import { isTypeName } from './spec.js';
import type { HwNodeSpec, HwSpec } from './types.js';

/** Options of HwTopology.fromMatrix. */
export interface HwMatrixOptions {
  /** Merge heights more than this factor apart start a new level (default 1.5; > 1). */
  ratio?: number;
  /** Type names for the levels found, top to bottom (default `group0`, `group1`, ...). */
  types?: readonly string[];
}

/** Clusters a latency matrix into a topology description. */
export function parseMatrix(matrix: readonly (readonly number[])[], opts: HwMatrixOptions = {}): HwSpec {
  // Array.isArray narrows to any[]: keep the declared type for the arithmetic below
  const latency = matrix;
  if (!Array.isArray(matrix) || !latency.length)
    fail('ERR_ARG', `latency matrix is ${show(latency)}: expected a non-empty square array of arrays of numbers`);
  const n = latency.length;
  latency.forEach((row: unknown, i) => {
    if (!Array.isArray(row) && !(ArrayBuffer.isView(row) && 'length' in row))
      fail('ERR_ARG', `latency matrix row ${i} is ${show(row)}: expected an array of ${n} numbers`);
    const r = row as ArrayLike<unknown>;
    if (r.length !== n)
      fail('ERR_ARG', `latency matrix row ${i} has ${r.length} entries: expected ${n} (the matrix must be square)`);
    for (let j = 0; j < n; j++) {
      const v = r[j];
      if (i !== j && (typeof v !== 'number' || !Number.isFinite(v) || v < 0))
        fail('ERR_ARG', `latency matrix entry [${i}][${j}] is ${show(v)}: expected a finite number >= 0`);
    }
  });
  const ratio = opts.ratio ?? 1.5;
  if (typeof ratio !== 'number' || !(ratio > 1) || !Number.isFinite(ratio))
    fail('ERR_ARG', `fromMatrix ratio is ${show(ratio)}: expected a finite number > 1`);

  // UPGMA over a working distance matrix (Lance-Williams update for the average)
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) d[i * n + j] = i === j ? 0 : (latency[i][j] + latency[j][i]) / 2;
  const size = new Array<number>(n).fill(1);
  const alive = new Array<boolean>(n).fill(true);
  const merges: Array<{ a: number; b: number; h: number }> = [];
  for (let step = 1; step < n; step++) {
    let best = Infinity;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < n; i++) {
      if (!alive[i]) continue;
      for (let j = i + 1; j < n; j++)
        if (alive[j] && d[i * n + j] < best) {
          best = d[i * n + j];
          bi = i;
          bj = j;
        }
    }
    merges.push({ a: bi, b: bj, h: best });
    for (let k = 0; k < n; k++) {
      if (!alive[k] || k === bi || k === bj) continue;
      const v = (size[bi] * d[bi * n + k] + size[bj] * d[bj * n + k]) / (size[bi] + size[bj]);
      d[bi * n + k] = d[k * n + bi] = v;
    }
    size[bi] += size[bj];
    alive[bj] = false;
  }

  // bands of merge heights (merges are already in height order: UPGMA is monotone)
  const bands: Array<{ end: number; mean: number }> = []; // end: merges[0..end) done
  let start = 0;
  for (let m = 1; m <= merges.length; m++) {
    if (m === merges.length || merges[m].h > merges[m - 1].h * ratio || (merges[m - 1].h === 0 && merges[m].h > 0)) {
      const hs = merges.slice(start, m).map((x) => x.h);
      bands.push({ end: m, mean: hs.reduce((s, h) => s + h, 0) / hs.length });
      start = m;
    }
  }
  const levels = Math.max(0, bands.length - 1);
  const types: readonly string[] = opts.types ?? Array.from({ length: levels }, (_, k) => `group${k}`);
  if (!Array.isArray(opts.types ?? []) || types.length !== levels)
    fail(
      'ERR_ARG',
      `fromMatrix types is ${show(opts.types)}: the matrix has ${levels} level(s) between machine and ranks, expected that many names`,
    );
  for (const t of types)
    if (!isTypeName(t) || t === 'machine' || t === 'pu' || types.indexOf(t) !== types.lastIndexOf(t))
      fail('ERR_ARG', `fromMatrix type ${show(t)}: expected distinct lower-case names other than machine and pu`);

  // the partition after each band (union-find over the merges); bands[k] from the bottom
  const parentOf = Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parentOf[x] !== x) x = parentOf[x] = parentOf[parentOf[x]];
    return x;
  };
  const partitions: number[][][] = [];
  let done = 0;
  for (let k = 0; k < levels; k++) {
    for (; done < bands[k].end; done++) parentOf[find(merges[done].b)] = find(merges[done].a);
    const groups = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const r = find(i);
      if (!groups.has(r)) groups.set(r, []);
      groups.get(r)!.push(i);
    }
    partitions.push([...groups.values()]);
  }

  // the tree top down: level k (from the top) is partitions[levels - 1 - k]
  const build = (members: number[], depth: number): HwNodeSpec[] => {
    if (depth === levels) return members.map((r) => ({ type: 'pu', osIndex: r }));
    const part = partitions[levels - 1 - depth];
    const inside = new Set(members);
    return part
      .filter((g) => inside.has(g[0]))
      .sort((x, y) => x[0] - y[0])
      .map((g) => ({ type: types[depth], children: build(g, depth + 1) }));
  };
  const root: HwNodeSpec = {
    type: 'machine',
    children: build(
      Array.from({ length: n }, (_, i) => i),
      0,
    ),
  };

  // distance between leaves joined at band k = 2 * (sum of edge weights up to it) = band k's mean
  const weights: Record<string, number> = {};
  let below = 0;
  for (let k = 0; k < bands.length; k++) {
    const type = k === bands.length - 1 ? 'machine' : types[levels - 1 - k];
    weights[type] = (bands[k].mean - below) / 2;
    below = bands[k].mean;
  }
  return { root, weights };
}
