// Nonblocking collectives (i*) in flight on several communicators, waited out of order and
// awaited. Every rank returns what each call left in its buffers, by label.
import { IN_PLACE, waitAll } from 'wasmpi';
import { f, vec, plain, a2aAt } from './_shared.mjs';

export const N = 50;

export default async function main(world) {
  const { rank: me, size: p } = world;
  const got = {};
  const keep = (label, a) => (got[label] = plain(a));
  const d1 = world.dup();
  const d2 = world.dup();
  const n = N;
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
    keep(`${kind} iallreduce`, o1);
    keep(`${kind} iallgather`, o2);
    keep(`${kind} ibcast`, b3);
    keep(`${kind} ireduce max`, o5);
    keep(`${kind} iscan`, o6);
    // Same communicator, all the other i-forms, waited in reverse start order.
    const a7 = A(p * n);
    a7.set(vec(p * n, (j) => a2aAt(me, j)));
    const o7 = A(p * n);
    const g8 = A(n);
    g8.set(vec(n, (i) => f(me, i, 5)));
    const o8 = A(p * n);
    const s9 = A(p * n);
    if (me === 0) s9.set(vec(p * n, (j) => f(0, j, 8)));
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
    keep(`${kind} ialltoall`, o7);
    keep(`${kind} igather`, o8);
    keep(`${kind} iscatter`, o9);
    keep(`${kind} ireduceScatterBlock`, o10);
    keep(`${kind} iexscan`, o11);
    keep(`${kind} iallreduce IN_PLACE`, ip);
    // await on a request (never blocks the thread).
    const o12 = A(n);
    await d2.iallreduce(s1, o12, 'sum', { algorithm: 'shm-slice' });
    keep(`${kind} await iallreduce`, o12);
    const b13 = A(n);
    if (me === p - 1) b13.fill(3.25);
    await Promise.all([world.ibcast(b13, p - 1), d1.ibarrier()]);
    keep(`${kind} await ibcast`, b13);
  }
  return got;
}
