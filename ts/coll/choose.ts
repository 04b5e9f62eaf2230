// Algorithm choice for one call: the per-call `{ algorithm }` wins when it applies; otherwise the
// default rule (small messages through scratch with one synchronization, large ones in place).
import { fail, show } from '../errors.js';
import { algorithmsOf, AlgInfo, CollName } from './registry.js';

/** Bytes up to which the one-synchronization (scratch) algorithms win on this machine class. */
const FLAT_MAX: Partial<Record<CollName, number>> = {
  allreduce: 16 * 1024, bcast: 16 * 1024, reduce: 16 * 1024, allgather: 16 * 1024, alltoall: 16 * 1024,
};

export function chooseAlgorithm(coll: CollName, p: number, bytes: number, inPlace: boolean, requested: unknown, where: string): AlgInfo {
  const algs = algorithmsOf(coll);
  const fits = (a: AlgInfo) => (inPlace ? a.inPlace : true) && bytes <= a.maxBytes;
  if (requested !== undefined) {
    const a = algs.find((x) => x.name === requested);
    if (!a) {
      fail('ERR_ARG', `${where}: algorithm ${show(requested)} is not known for ${coll}: expected one of ` +
        algs.map((x) => `'${x.name}'`).join(', '));
    }
    if (fits(a!)) return a!;
  }
  const flatMax = FLAT_MAX[coll];
  const total = coll === 'allgather' || coll === 'alltoall' ? bytes * p : bytes;
  const ordered = flatMax !== undefined && total > flatMax ? [...algs].reverse() : algs;
  return ordered.find(fits) ?? algs[0];
}
