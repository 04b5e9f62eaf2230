// The C-struct pair types as MPI defines them (4.1 sections 5.1.2, 6.9.4): DOUBLE_INT, LONG_INT
// (12 data bytes, extent 16), SHORT_INT (6, extent 8), FLOAT_INT (8, 8), reduced by maxloc/minloc
// in buffers of C struct arrays, pad bytes never written; a struct of the same fields matches them.
import { Datatype } from 'wasmpi';

const PAD = 0xee;
const LAYOUT = {
  FLOAT_INT: ['Float32', 4, 8],
  DOUBLE_INT: ['Float64', 8, 16],
  LONG_INT: ['BigInt64', 8, 16],
  SHORT_INT: ['Int16', 4, 8],
};

/** Rank r's value for pair i (ties on purpose: the lowest index must win). */
export const value = (r, i) => ((r * 5 + i * 3) % 7) - 3;
export const index = (r, i) => r * 100 + i;

export default function main(world) {
  const { rank, size } = world;
  const n = 37;
  const out = {};
  for (const [name, [vt, at, ext]] of Object.entries(LAYOUT)) {
    const t = Datatype[name];
    const mk = () => {
      const b = new Uint8Array(ext * n).fill(PAD);
      const dv = new DataView(b.buffer);
      for (let i = 0; i < n; i++) {
        const v = value(rank, i);
        dv[`set${vt}`](ext * i, vt === 'BigInt64' ? BigInt(v) : v, true);
        dv.setInt32(ext * i + at, index(rank, i), true);
      }
      return b;
    };
    const res = {};
    for (const op of ['maxloc', 'minloc']) {
      const r = new Uint8Array(ext * n).fill(PAD);
      world.allreduce(mk(), r, op, { datatype: t });
      const dv = new DataView(r.buffer);
      const got = [];
      let padOk = true;
      for (let i = 0; i < n; i++) {
        got.push([Number(dv[`get${vt}`](ext * i, true)), dv.getInt32(ext * i + at, true)]);
        for (let b = 0; b < ext; b++) {
          const data = b < (vt === 'Int16' ? 2 : vt === 'Float32' ? 4 : 8) || (b >= at && b < at + 4);
          if (!data && r[ext * i + b] !== PAD) padOk = false;
        }
      }
      res[op] = { got, padOk };
    }
    // point-to-point: a ring shift of the pairs, received as the C struct declared field by field
    if (size > 1) {
      const valueType = {
        Float32: Datatype.FLOAT32,
        Float64: Datatype.FLOAT64,
        BigInt64: Datatype.INT64,
        Int16: Datatype.INT16,
      }[vt];
      const s = Datatype.struct([1, 1], [0, at], [valueType, Datatype.INT32]).commit();
      const into = new Uint8Array(ext * n).fill(PAD);
      const st = world.sendrecv(mk(), (rank + 1) % size, into, (rank + size - 1) % size, {
        sendtype: t,
        recvtype: s,
      });
      const dv = new DataView(into.buffer);
      res.p2p = {
        count: st.count,
        extent: s.extent,
        first: [Number(dv[`get${vt}`](0, true)), dv.getInt32(at, true)],
        last: [Number(dv[`get${vt}`](ext * (n - 1), true)), dv.getInt32(ext * (n - 1) + at, true)],
      };
    }
    out[name] = res;
  }
  return out;
}
