// wasmpi side of the commit bench's allreduce: float32 'sum' of `bytes` per rank, two ways timed
// interleaved in one world:
//   commit: the commit protocol: world.idup() -> PendingComm; on it, for every size,
//           allreduceInit(DEFERRED, DEFERRED, 'sum', { datatype: FLOAT32, count }); one commit()
//           (which compiles each declared allreduce to its schedule); then comm.alloc buffers given
//           with req.register(send, recv); a call is req.start() + req.wait();
//   plain:  world.allreduce(send, recv, 'sum') on the same buffers, blocking.
// Element i of rank r's send buffer holds (i % 61) + 256 * r + 1, so every element of the sum is
// p * ((i % 61) + 1) + 256 * p(p-1)/2 (exact in float32); each way's result is checked once per
// launch (a wrong one throws WRONG RESULT on every rank). The commit's setup (idup + declarations +
// commit() + alloc + register) is timed too, the slowest rank's. Timing loops, calls back to back
// (IMB style), the slowest rank's mean per call: bench/lib/commit_timing.mjs.
import { DEFERRED, Datatype } from 'wasmpi';
import { agreeMax } from '../lib/agree.mjs';
import { measure } from '../lib/commit_timing.mjs';

const METHODS = ['commit', 'plain'];

export default function main(world, [cfgJson]) {
  const cfg = JSON.parse(cfgJson);
  const { sizes } = cfg;
  const p = world.size;
  const countOf = (bytes) => Math.max(1, bytes >> 2);

  world.barrier();
  const t0 = performance.now();
  const pend = world.idup();
  const decl = sizes.map((b) =>
    pend.allreduceInit(DEFERRED, DEFERRED, 'sum', { datatype: Datatype.FLOAT32, count: countOf(b) }),
  );
  const cc = pend.commit();
  const bufs = {};
  const reqs = {};
  sizes.forEach((b, k) => {
    const s = cc.alloc(Float32Array, countOf(b));
    const r = cc.alloc(Float32Array, countOf(b));
    decl[k].register(s, r);
    bufs[b] = { s, r };
    reqs[b] = decl[k];
  });
  const setup = { commit: agreeMax(world, (performance.now() - t0) * 1000) };

  const make = (method, bytes) => {
    const { s, r } = bufs[bytes];
    const n = countOf(bytes);
    const me = cc.rank;
    const req = reqs[bytes];
    const call =
      method === 'commit'
        ? () => {
            req.start();
            req.wait();
          }
        : () => world.allreduce(s, r, 'sum');
    return {
      call,
      prepare: () => {
        for (let i = 0; i < n; i++) s[i] = (i % 61) + 256 * me + 1;
        r.fill(-1);
      },
      check: () => {
        for (let i = 0; i < n; i++) {
          const want = p * ((i % 61) + 1) + (256 * p * (p - 1)) / 2;
          if (r[i] !== want)
            return `${method === 'commit' ? 'committed allreduceInit' : 'world.allreduce'} of ${n} float32 on ${p} ranks: rank ${me} element ${i} is ${r[i]}, want ${want}`;
        }
        return undefined;
      },
    };
  };

  const res = measure(world, { label: 'commit_allreduce', methods: METHODS, make, ...cfg });
  for (const b of sizes) {
    reqs[b].free();
    cc.freeMem(bufs[b].s);
    cc.freeMem(bufs[b].r);
  }
  return { setup, ...res };
}
