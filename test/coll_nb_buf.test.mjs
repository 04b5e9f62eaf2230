import { test } from 'uvu';
import { run, sameByLabel } from './helpers.mjs';
import { f, vec, plain, a2aAt, sumTo } from './ranks/_shared.mjs';
import { N } from './ranks/coll_nb_buf.mjs';
import { fold, OPS } from './mpi_ref.mjs';

/** What each call of test/ranks/coll_nb_buf.mjs leaves in rank me's buffers, by label. */
function expected(me, p) {
  const n = N;
  const v = (len, fn) => plain(vec(len, fn));
  const sum = (k, t) => v(n, (i) => sumTo(k, (q) => f(q, i, t)));
  const exp = {};
  for (const kind of ['plain', 'alloc']) {
    Object.assign(exp, {
      [`${kind} iallreduce`]: sum(p, 0),
      [`${kind} iallgather`]: v(p * n, (j) => f(Math.floor(j / n), j % n, 1)),
      [`${kind} ibcast`]: v(n, (i) => f(0, i, 2)),
      [`${kind} ireduce max`]: me === p - 1 ? v(n, (i) => fold(OPS.max, 0, p, (q) => f(q, i, 3))) : undefined,
      [`${kind} iscan`]: sum(me + 1, 4),
      [`${kind} ialltoall`]: v(p * n, (j) => a2aAt(Math.floor(j / n), me * n + (j % n))),
      [`${kind} igather`]: me === 1 % p ? v(p * n, (j) => f(Math.floor(j / n), j % n, 5)) : undefined,
      [`${kind} iscatter`]: v(n, (i) => f(0, me * n + i, 8)),
      [`${kind} ireduceScatterBlock`]: v(n, (i) => sumTo(p, (q) => f(q, me * n + i))),
      [`${kind} iexscan`]: me > 0 ? sum(me, 6) : undefined, // rank 0: undefined in MPI
      [`${kind} iallreduce IN_PLACE`]: sum(p, 7),
      [`${kind} await iallreduce`]: sum(p, 0),
      [`${kind} await ibcast`]: v(n, () => 3.25),
    });
  }
  return exp;
}

for (const n of [1, 2, 3, 5]) {
  test(`i* collectives in flight on several communicators, waited out of order and awaited, on ${n} rank(s)`, async () => {
    const res = await run('coll_nb_buf.mjs', n);
    res.forEach((got, me) => sameByLabel(got, expected(me, n), `rank ${me} of ${n}`));
  });
}

test.run();
