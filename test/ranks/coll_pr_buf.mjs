// Persistent collectives (*Init) started three times with new buffer contents. Every rank returns
// what each start left in its receive buffer, by label.
import { IN_PLACE } from 'wasmpi';
import { f, vec, seen, blockAt } from './_shared.mjs';

export const COUNTS = [5, 3000];

export default function main(world) {
  const { rank: me, size: p } = world;
  const got = {};
  for (const n of COUNTS) {
    for (const kind of ['plain', 'alloc']) {
      const A = (len) => (kind === 'alloc' ? world.alloc(Float64Array, len) : new Float64Array(len));
      const L = `${kind} n=${n}`;
      const sv = A(n),
        rv = A(n),
        sb = A(p * n),
        rb = A(p * n),
        ip = A(n),
        bc = A(n),
        rr = A(n);
      const root = p - 1;
      const reqs = {
        barrier: world.barrierInit(),
        bcast: world.bcastInit(bc, root),
        allreduce: world.allreduceInit(sv, rv, 'sum'),
        inplace: world.allreduceInit(IN_PLACE, ip, 'sum'),
        reduce: world.reduceInit(sv, me === root ? rr : null, 'sum', root),
      };
      const more = {
        allgather: () => world.allgatherInit(sv, rb),
        alltoall: () => world.alltoallInit(sb, rb),
        gather: () => world.gatherInit(sv, me === 0 ? rb : null, 0),
        scatter: () => world.scatterInit(me === 0 ? sb : null, rv, 0),
        reduceScatterBlock: () => world.reduceScatterBlockInit(sb, rv, 'sum'),
        scan: () => world.scanInit(sv, rv, 'sum'),
        exscan: () => world.exscanInit(sv, rv, 'sum'),
      };
      for (const [name, req] of Object.entries(reqs)) {
        for (let t = 0; t < 3; t++) {
          sv.set(vec(n, (i) => f(me, i, t)));
          ip.set(vec(n, (i) => f(me, i, t + 10)));
          bc.set(me === root ? vec(n, (i) => f(root, i, t)) : new Float64Array(n));
          req.start();
          req.wait();
          if (name === 'barrier') got[`${L} barrierInit start ${t}`] = 'completed';
          if (name === 'bcast') got[`${L} bcastInit start ${t}`] = seen(bc);
          if (name === 'allreduce') got[`${L} allreduceInit start ${t}`] = seen(rv);
          if (name === 'inplace') got[`${L} allreduceInit IN_PLACE start ${t}`] = seen(ip);
          if (name === 'reduce') got[`${L} reduceInit start ${t}`] = seen(rr);
        }
        req.free();
      }
      for (const [name, mk] of Object.entries(more)) {
        const req = mk();
        for (let t = 0; t < 3; t++) {
          sv.set(vec(n, (i) => f(me, i, t)));
          sb.set(vec(p * n, (j) => blockAt(me, Math.floor(j / n), j % n, t)));
          rv.fill(-1);
          req.start();
          req.wait();
          if (name === 'allgather') got[`${L} allgatherInit start ${t}`] = seen(rb);
          if (name === 'alltoall') got[`${L} alltoallInit start ${t}`] = seen(rb);
          if (name === 'gather') got[`${L} gatherInit start ${t}`] = seen(rb);
          if (name === 'scatter') got[`${L} scatterInit start ${t}`] = seen(rv);
          if (name === 'reduceScatterBlock') got[`${L} reduceScatterBlockInit start ${t}`] = seen(rv);
          if (name === 'scan') got[`${L} scanInit start ${t}`] = seen(rv);
          if (name === 'exscan') got[`${L} exscanInit start ${t}`] = seen(rv);
        }
        req.free();
      }
    }
  }
  return got;
}
