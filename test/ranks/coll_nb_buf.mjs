// Nonblocking, persistent and erroneous collective calls. Mismatches are collected and returned.
import { IN_PLACE, waitAll } from 'wasmpi';
import { codeOf, cmp, f, sumTo, vec } from './_shared.mjs';

async function nb(world) {
  const { rank: me, size: p } = world;
  const errs = [];
  const d1 = world.dup();
  const d2 = world.dup();
  const n = 50;
  for (const kind of ['plain', 'alloc']) {
    const A = (len) => (kind === 'alloc' ? world.alloc(Float64Array, len) : new Float64Array(len));
    // Several in flight on different communicators and on the same one; completed in another order.
    const s1 = A(n);
    s1.set(vec(n, (i) => f(me, i)));
    const o1 = A(n);
    const s2 = A(n);
    s2.set(vec(n, (i) => f(me, i, 1)));
    const o2 = A(p * n);
    const b3 = A(n);
    if (me === 0) b3.set(vec(n, (i) => f(0, i, 2)));
    const s5 = A(n);
    s5.set(vec(n, (i) => f(me, i, 3)));
    const o5 = A(n);
    const s6 = A(n);
    s6.set(vec(n, (i) => f(me, i, 4)));
    const o6 = A(n);
    const r1 = world.iallreduce(s1, o1, 'sum');
    const r2 = d1.iallgather(s2, o2);
    const r3 = d2.ibcast(b3, 0);
    const r4 = world.ibarrier();
    const r5 = world.ireduce(s5, me === p - 1 ? o5 : null, 'max', p - 1);
    const r6 = d1.iscan(s6, o6, 'sum');
    waitAll([r6, r5, r3, r4, r2, r1]);
    cmp(
      errs,
      `${kind} iallreduce`,
      o1,
      vec(n, (i) => sumTo(p, (q) => f(q, i))),
    );
    cmp(
      errs,
      `${kind} iallgather`,
      o2,
      vec(p * n, (j) => f(Math.floor(j / n), j % n, 1)),
    );
    cmp(
      errs,
      `${kind} ibcast`,
      b3,
      vec(n, (i) => f(0, i, 2)),
    );
    if (me === p - 1)
      cmp(
        errs,
        `${kind} ireduce max`,
        o5,
        vec(n, (i) => Math.max(...Array.from({ length: p }, (_, q) => f(q, i, 3)))),
      );
    cmp(
      errs,
      `${kind} iscan`,
      o6,
      vec(n, (i) => sumTo(me + 1, (q) => f(q, i, 4))),
    );
    // Same communicator, all the other i-forms, waited in reverse start order.
    const a7 = A(p * n);
    a7.set(vec(p * n, (j) => me * 1000 + j));
    const o7 = A(p * n);
    const g8 = A(n);
    g8.set(vec(n, (i) => f(me, i, 5)));
    const o8 = A(p * n);
    const s9 = A(p * n);
    if (me === 0) s9.set(vec(p * n, (j) => j * 2));
    const o9 = A(n);
    const rs = A(p * n);
    rs.set(vec(p * n, (j) => f(me, j)));
    const o10 = A(n);
    const ex = A(n);
    ex.set(vec(n, (i) => f(me, i, 6)));
    const o11 = A(n);
    const ip = A(n);
    ip.set(vec(n, (i) => f(me, i, 7)));
    const reqs = [
      world.ialltoall(a7, o7),
      world.igather(g8, me === 1 % p ? o8 : null, 1 % p),
      world.iscatter(me === 0 ? s9 : null, o9, 0),
      world.ireduceScatterBlock(rs, o10, 'sum'),
      world.iexscan(ex, o11, 'sum'),
      world.iallreduce(IN_PLACE, ip, 'sum'),
    ];
    waitAll(reqs.slice().reverse());
    cmp(
      errs,
      `${kind} ialltoall`,
      o7,
      vec(p * n, (j) => Math.floor(j / n) * 1000 + me * n + (j % n)),
    );
    if (me === 1 % p)
      cmp(
        errs,
        `${kind} igather`,
        o8,
        vec(p * n, (j) => f(Math.floor(j / n), j % n, 5)),
      );
    cmp(
      errs,
      `${kind} iscatter`,
      o9,
      vec(n, (i) => (me * n + i) * 2),
    );
    cmp(
      errs,
      `${kind} ireduceScatterBlock`,
      o10,
      vec(n, (i) => sumTo(p, (q) => f(q, me * n + i))),
    );
    if (me > 0)
      cmp(
        errs,
        `${kind} iexscan`,
        o11,
        vec(n, (i) => sumTo(me, (q) => f(q, i, 6))),
      );
    cmp(
      errs,
      `${kind} iallreduce IN_PLACE`,
      ip,
      vec(n, (i) => sumTo(p, (q) => f(q, i, 7))),
    );
    // await on a request (never blocks the thread).
    const o12 = A(n);
    await d2.iallreduce(s1, o12, 'sum', { algorithm: 'shm-slice' });
    cmp(
      errs,
      `${kind} await iallreduce`,
      o12,
      vec(n, (i) => sumTo(p, (q) => f(q, i))),
    );
    const b13 = A(n);
    if (me === p - 1) b13.fill(3.25);
    await Promise.all([world.ibcast(b13, p - 1), d1.ibarrier()]);
    cmp(errs, `${kind} await ibcast`, b13, new Float64Array(n).fill(3.25));
  }
  return { cases: 2 * 15, errs };
}

function persistent(world) {
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

function errors(world) {
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

export default async function main(world, [what]) {
  if (what === 'nb') return nb(world);
  if (what === 'persistent') return persistent(world);
  if (what === 'errors') return errors(world);
  throw new Error(`unknown scenario ${what}`);
}
