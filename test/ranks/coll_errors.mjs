// Erroneous collective calls: bad arguments refused on the calling rank, and mismatches across
// ranks that fail without hanging. Returns the codes it observed.
import { IN_PLACE } from 'wasmpi';
import { codeOf, sumTo } from './_shared.mjs';

export default function main(world) {
  const { rank: me, size: p } = world;
  const out = {};
  const keep = Float64Array.from({ length: 8 }, (_, i) => me * 10 + i);
  const r8 = new Float64Array(8);
  out.rootHigh = codeOf(() => world.bcast(keep, p));
  out.rootNeg = codeOf(() => world.reduce(keep, r8, 'sum', -1));
  out.rootFrac = codeOf(() => world.gather(keep, new Float64Array(8 * p), 0.5));
  out.opType = codeOf(() => world.allreduce(new Float32Array(4), new Float32Array(4), 'land'));
  out.opUnknown = codeOf(() => world.allreduce(keep, r8, 'avg'));
  out.types = codeOf(() => world.allreduce(new Float32Array(4), new Float64Array(4), 'sum'));
  out.short = codeOf(() => world.allreduce(keep, new Float64Array(4), 'sum'));
  out.shortGather = codeOf(() => world.allgather(keep, new Float64Array(8 * p - 1)));
  out.alg = codeOf(() => world.allreduce(keep, r8, 'sum', { algorithm: 'no-such-algorithm' }));
  // IN_PLACE at a non-root: only the non-roots call (the check comes before any communication).
  const root = p - 1;
  out.inplaceNonRoot = me === root ? 'ERR_BUFFER' : codeOf(() => world.reduce(IN_PLACE, null, 'sum', root));
  out.inplaceScatter = me === 0 ? 'ERR_BUFFER' : codeOf(() => world.scatter(null, IN_PLACE, 0));
  // After the failed calls a correct one works and the inputs are intact.
  world.allreduce(keep, r8, 'sum');
  out.after =
    Array.from(r8).every((v, i) => v === sumTo(p, (q) => q * 10 + i)) && keep.every((v, i) => v === me * 10 + i);
  // Across ranks: mismatched counts, then different collectives, each on its own communicator.
  if (p > 1) {
    const c1 = world.dup();
    out.counts = codeOf(() => c1.allreduce(new Float64Array(me === 0 ? 4 : 8), new Float64Array(8), 'sum'));
    const c2 = world.dup();
    out.colls = codeOf(() =>
      me === 0 ? c2.bcast(new Float64Array(8), 0) : c2.allreduce(new Float64Array(8), new Float64Array(8), 'sum'),
    );
    // The world communicator still works.
    const b = new Float64Array(3);
    if (me === 0) b.set([1, 2, 3]);
    world.bcast(b, 0);
    out.afterMismatch = b.join(',') === '1,2,3';
  }
  return out;
}
