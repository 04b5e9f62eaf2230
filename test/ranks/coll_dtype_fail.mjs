// A derived-type collective whose packing fails on one rank when the run starts (its ordinary
// buffer was detached after a persistent request was made): that rank gets the packing error, every
// peer fails fast (ERR_ARG, not a hang), and the communicator still works afterwards.
import { Datatype, IN_PLACE } from 'wasmpi';

const code = (f) => {
  try {
    f();
    return 'no error';
  } catch (e) {
    return e.code ?? String(e);
  }
};

export default async function main(world) {
  const me = world.rank;
  const col = Datatype.vector(4, 1, 3, Datatype.FLOAT64).commit();
  const comm = world.dup();
  const m = new Float64Array(12).fill(me + 1);
  const out = new Float64Array(4);
  const req = comm.allreduceInit(m, out, 'sum', { sendtype: col, sendcount: 1, recvtype: Datatype.FLOAT64 });
  const before = code(() => {
    req.start();
    req.wait();
  });
  const first = [...out];
  if (me === 1) structuredClone(m.buffer, { transfer: [m.buffer] }); // m is now detached
  const failed = code(() => {
    req.start();
    req.wait();
  });
  // the communicator goes on: a derived-type allreduce on it, and one on COMM_WORLD
  const m2 = new Float64Array(12).fill(me + 1);
  const o2 = new Float64Array(4);
  const after = code(() => comm.allreduce(m2, o2, 'sum', { sendtype: col, sendcount: 1, recvtype: Datatype.FLOAT64 }));
  const x = new Float64Array(1).fill(1);
  world.allreduce(IN_PLACE, x, 'sum');
  return { before, first, failed, after, afterSum: [...o2], world: x[0] };
}
