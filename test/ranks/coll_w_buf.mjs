// alltoallw in its three forms, declared on a pending communicator, in place, and with bad
// arguments. Layout (test/coll_w_buf.test.mjs computes what each rank must receive): rank j
// sends rank i ints(j, i) int32 values from its block i (16 ints at byte 64 i), as a strided
// vector type (2 ints at stride 2 per item) when i is odd and as contiguous INT32 when i is even;
// rank i receives them from j as INT32 when j is odd and as contiguous(2, INT32) items when j is
// even, into block j at byte 64 (p - 1 - j) of its receive buffer.
import { DEFERRED, Datatype, IN_PLACE, WasmpiError } from 'wasmpi';

/** Int32 values rank j sends rank i (0, 2 or 4: some pairs send nothing). */
export const ints = (j, i) => 2 * ((i + 2 * j + 1) % 3);

const I32 = Datatype.INT32;
const STRIDED = Datatype.vector(2, 1, 2, I32).commit(); // elements 0 and 2 of three
const PAIR = Datatype.contiguous(2, I32).commit();

/** The w arguments of rank `me` of `p` over buffers `send`, `recv`. */
export function wArgs(me, p, send, recv) {
  const sc = [];
  const st = [];
  const rc = [];
  const rt = [];
  for (let i = 0; i < p; i++) {
    const odd = i % 2 === 1;
    st.push(odd ? STRIDED : I32);
    sc.push(odd ? ints(me, i) / 2 : ints(me, i));
    rt.push(odd ? I32 : PAIR);
    rc.push(odd ? ints(i, me) : ints(i, me) / 2);
  }
  const sd = Array.from({ length: p }, (_, i) => 64 * i);
  const rd = Array.from({ length: p }, (_, j) => 64 * (p - 1 - j));
  return [send, sc, sd, st, recv, rc, rd, rt];
}

function fill(send, me, round) {
  for (let k = 0; k < send.length; k++) send[k] = 1_000_000 * round + 10_000 * me + 100 * (k >> 4) + (k & 15);
}

const code = (f) => {
  try {
    f();
  } catch (e) {
    return e instanceof WasmpiError ? `${e.code}: ${e.message}` : `not a WasmpiError: ${e}`;
  }
  return 'no error';
};

export default async function main(world, [what]) {
  const p = world.size;
  const me = world.rank;
  const send = new Int32Array(16 * p);
  const recv = new Int32Array(16 * p);
  if (what === 'forms') {
    const out = [];
    const round = (r, f) => {
      fill(send, me, r);
      recv.fill(-1);
      return f();
    };
    round(0, () => world.alltoallw(...wArgs(me, p, send, recv)));
    out.push(Array.from(recv));
    await round(1, () => world.ialltoallw(...wArgs(me, p, send, recv)));
    out.push(Array.from(recv));
    const req = world.alltoallwInit(...wArgs(me, p, send, recv));
    for (const r of [2, 3]) {
      round(r, () => req.start());
      req.wait();
      out.push(Array.from(recv));
    }
    req.free();
    // declared on a pending communicator with both buffers DEFERRED, registered after the commit
    const pend = world.idup();
    const a = wArgs(me, p, DEFERRED, DEFERRED);
    const dreq = pend.alltoallwInit(...a);
    const c = pend.commit();
    dreq.register(send, recv);
    round(4, () => dreq.start());
    dreq.wait();
    out.push(Array.from(recv));
    dreq.free();
    c.free();
    return { rank: me, out };
  }
  if (what === 'inplace') {
    // block j of rank r's buffer goes to rank j, which receives it into block r
    const buf = new Int32Array(2 * p);
    for (let j = 0; j < p; j++) buf.set([100 * me + j, -(100 * me + j)], 2 * j);
    const counts = Array(p).fill(2);
    const displs = Array.from({ length: p }, (_, j) => 8 * j);
    const types = Array(p).fill(I32);
    world.alltoallw(IN_PLACE, null, null, null, buf, counts, displs, types);
    return { rank: me, buf: Array.from(buf) };
  }
  // bad arguments: each is refused on the calling rank before anything is sent
  const a = wArgs(me, p, send, recv);
  const with_ = (k, v) => a.map((x, i) => (i === k ? v : x));
  return {
    rank: me,
    shortCounts: code(() => world.alltoallw(...with_(1, a[1].slice(1)))),
    negCount: code(() =>
      world.alltoallw(
        ...with_(
          5,
          a[5].map((x, i) => (i === p - 1 ? -1 : x)),
        ),
      ),
    ),
    longDispls: code(() => world.alltoallw(...with_(6, [...a[6], 0]))),
    shortTypes: code(() => world.ialltoallw(...with_(3, a[3].slice(1)))),
    notType: code(() =>
      world.alltoallwInit(
        ...with_(
          7,
          a[7].map(() => 'int32'),
        ),
      ),
    ),
    notBuffer: code(() => world.alltoallw(...with_(4, [1, 2, 3]))),
  };
}
