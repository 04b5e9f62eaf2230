// wasmpi side of the commit bench's reorder figure: the committed halo exchange of
// bench/ranks/commit_halo.mjs (faces of `bytes` float64 to and from the 4 neighbours of a periodic
// dimsCreate(p, 2) grid) on two pending Cartesian communicators of one world, one requested with
// reorder: true and one with reorder: false, both committed (in an order alternated by launch),
// timed interleaved. The driver launches it with a synthetic machine and a placement
// (launch({ hw, placement })), which the reordering commit embeds the declared traffic on.
// Reports each communicator's embedding (null without reordering: the identity's cost is then the
// reordering one's quality.identity), and the rank each process got. Buffers are DEFERRED and
// registered after the commit, filled with the rank the commit gave, and every face is checked once
// per launch against the committed grid's neighbours (a wrong one throws WRONG RESULT on every
// rank). Timing loops: bench/lib/commit_timing.mjs.
import { dimsCreate, startAll, waitAll } from 'wasmpi';
import { agreeMax } from '../lib/agree.mjs';
import { measure } from '../lib/commit_timing.mjs';
import { allocFaces, declareHalo, faceSources, haloCheck } from './commit_halo.mjs';

const METHODS = ['on', 'off'];
const TAG = 900;

const qualityOf = (q) => ({
  hopBytes: q.hopBytes,
  dilation: q.dilation,
  congestion: q.congestion,
});

export default function main(world, [cfgJson]) {
  const cfg = JSON.parse(cfgJson);
  const { bytes, round } = cfg;
  const dims = dimsCreate(world.size, 2);
  const m = Math.max(1, bytes >> 3);

  const grids = {};
  const commitUs = {};
  for (const k of round % 2 === 0 ? METHODS : [...METHODS].reverse()) {
    world.barrier();
    const t0 = performance.now();
    const pend = world.icartCreate({ dims, periods: [true, true], reorder: k === 'on' });
    const reqs = declareHalo(pend, m, TAG, null);
    const c = pend.commit();
    if (c === null) throw new Error(`commit_reorder: rank ${world.rank} left out of a ${dims.join('x')} grid`);
    const f = allocFaces(c, m);
    reqs.forEach((req, i) => req.register(i < 4 ? f.r[i] : f.s[i - 4]));
    commitUs[k] = agreeMax(world, (performance.now() - t0) * 1000);
    grids[k] = { c, reqs, f, src: faceSources(c) };
  }

  const make = (method) => {
    const { c, reqs, f, src } = grids[method];
    const call = () => {
      startAll(reqs);
      waitAll(reqs);
    };
    return { call, ...haloCheck(f, m, c.rank, src, `committed halo with reorder ${method}`) };
  };
  const res = measure(world, { label: 'commit_reorder', methods: METHODS, make, ...cfg, sizes: [bytes] });

  const on = grids.on.c.embedding;
  const off = grids.off.c.embedding;
  const out = {
    dims,
    rank: { on: grids.on.c.rank, off: grids.off.c.rank },
    commitUs,
    embedding: on
      ? { mapping: Array.from(on.mapping), ...qualityOf(on.quality), identity: qualityOf(on.quality.identity) }
      : null,
    offEmbedding: off ? { mapping: Array.from(off.mapping), ...qualityOf(off.quality) } : null,
    ...res,
  };
  for (const k of METHODS) {
    for (const r of grids[k].reqs) r.free();
    for (const x of [...grids[k].f.s, ...grids[k].f.r]) grids[k].c.freeMem(x);
  }
  return out;
}
