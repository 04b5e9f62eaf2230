// Persistent collectives (*Init) started three times with new buffer contents. Mismatches are
// collected and returned.
import { IN_PLACE } from 'wasmpi';
import { cmp, f, sumTo, vec } from './_shared.mjs';

export default function main(world) {
  const { rank: me, size: p } = world;
  const errs = [];
  let cases = 0;
  for (const n of [5, 3000]) {
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
          if (name === 'bcast')
            cmp(
              errs,
              `${L} bcastInit start ${t}`,
              bc,
              vec(n, (i) => f(root, i, t)),
            );
          if (name === 'allreduce')
            cmp(
              errs,
              `${L} allreduceInit start ${t}`,
              rv,
              vec(n, (i) => sumTo(p, (q) => f(q, i, t))),
            );
          if (name === 'inplace')
            cmp(
              errs,
              `${L} allreduceInit IN_PLACE start ${t}`,
              ip,
              vec(n, (i) => sumTo(p, (q) => f(q, i, t + 10))),
            );
          if (name === 'reduce' && me === root)
            cmp(
              errs,
              `${L} reduceInit start ${t}`,
              rr,
              vec(n, (i) => sumTo(p, (q) => f(q, i, t))),
            );
          cases++;
        }
        req.free();
      }
      for (const [name, mk] of Object.entries(more)) {
        const req = mk();
        for (let t = 0; t < 3; t++) {
          sv.set(vec(n, (i) => f(me, i, t)));
          sb.set(vec(p * n, (j) => me * 100 + Math.floor(j / n) * 10 + t + (j % n) * 1000));
          rv.fill(-1);
          req.start();
          req.wait();
          const blk = (q, b, i) => q * 100 + b * 10 + t + i * 1000;
          if (name === 'allgather')
            cmp(
              errs,
              `${L} allgatherInit start ${t}`,
              rb,
              vec(p * n, (j) => f(Math.floor(j / n), j % n, t)),
            );
          if (name === 'alltoall')
            cmp(
              errs,
              `${L} alltoallInit start ${t}`,
              rb,
              vec(p * n, (j) => blk(Math.floor(j / n), me, j % n)),
            );
          if (name === 'gather' && me === 0)
            cmp(
              errs,
              `${L} gatherInit start ${t}`,
              rb,
              vec(p * n, (j) => f(Math.floor(j / n), j % n, t)),
            );
          if (name === 'scatter')
            cmp(
              errs,
              `${L} scatterInit start ${t}`,
              rv,
              vec(n, (i) => blk(0, me, i)),
            );
          if (name === 'reduceScatterBlock')
            cmp(
              errs,
              `${L} reduceScatterBlockInit start ${t}`,
              rv,
              vec(n, (i) => sumTo(p, (q) => blk(q, me, i))),
            );
          if (name === 'scan')
            cmp(
              errs,
              `${L} scanInit start ${t}`,
              rv,
              vec(n, (i) => sumTo(me + 1, (q) => f(q, i, t))),
            );
          if (name === 'exscan' && me > 0)
            cmp(
              errs,
              `${L} exscanInit start ${t}`,
              rv,
              vec(n, (i) => sumTo(me, (q) => f(q, i, t))),
            );
          cases++;
        }
        req.free();
      }
    }
  }
  return { cases, errs };
}
