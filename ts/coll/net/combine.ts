// Local reduction of two vectors in the world's memory: the core's kernels for predefined ops, the
// user's function on typed views for user ops. `lo` is the lower-rank operand (MPI's order).
import { fail } from '../../errors.js';
import type { Core } from '../../core/core.js';
import type { Datatype } from '../../datatype/type.js';
import type { Op } from '../op.js';

/** dst = lo OP hi for `count` elements; dst may be lo or hi. Addresses in the world's memory. */
export type Combine = (dst: number, lo: number, hi: number, count: number) => void;

export function combiner(core: Core, op: Op, type: Datatype, where: string): Combine {
  if (!op.isUser) {
    return (dst, lo, hi, count) => {
      if (count > 0 && core.x.reduce3(op.code, type.code, dst, lo, hi, count) < 0)
        fail('ERR_OP', `${where}: the reduction kernels reject op ${op.name} on ${type.name}`);
    };
  }
  const fn = op.fn!;
  const ctor = type.ctor!;
  const lanes = type.pairElements ?? 1;
  return (dst, lo, hi, count) => {
    if (count === 0) return;
    const buf = core.buffer();
    const n = count * lanes;
    const input = new ctor(buf, lo, n);
    if (dst === hi) {
      fn(new ctor(buf, hi, n), input);
      return;
    }
    // the function writes its inout operand: a copy of hi, then placed at dst
    const inout = new ctor(buf, hi, n).slice();
    fn(inout, input);
    new Uint8Array(buf, dst, inout.byteLength).set(new Uint8Array(inout.buffer, 0, inout.byteLength));
  };
}
