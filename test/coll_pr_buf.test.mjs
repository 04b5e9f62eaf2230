import { test } from 'uvu';
import { run, sameByLabel } from './helpers.mjs';
import { f, vec, seen, blockAt, sumTo } from './ranks/_shared.mjs';
import { COUNTS } from './ranks/coll_pr_buf.mjs';

/** What each start of test/ranks/coll_pr_buf.mjs leaves in rank me's receive buffer, by label. */
function expected(me, p) {
  const exp = {};
  const root = p - 1;
  for (const n of COUNTS)
    for (const kind of ['plain', 'alloc']) {
      const L = `${kind} n=${n}`;
      const v = (len, fn) => seen(vec(len, fn));
      for (let t = 0; t < 3; t++) {
        const sum = (k, u) => v(n, (i) => sumTo(k, (q) => f(q, i, u)));
        const gathered = v(p * n, (j) => f(Math.floor(j / n), j % n, t));
        Object.assign(exp, {
          [`${L} barrierInit start ${t}`]: 'completed',
          [`${L} bcastInit start ${t}`]: v(n, (i) => f(root, i, t)),
          [`${L} allreduceInit start ${t}`]: sum(p, t),
          [`${L} allreduceInit IN_PLACE start ${t}`]: sum(p, t + 10),
          [`${L} reduceInit start ${t}`]: me === root ? sum(p, t) : undefined,
          [`${L} allgatherInit start ${t}`]: gathered,
          [`${L} alltoallInit start ${t}`]: v(p * n, (j) => blockAt(Math.floor(j / n), me, j % n, t)),
          [`${L} gatherInit start ${t}`]: me === 0 ? gathered : undefined,
          [`${L} scatterInit start ${t}`]: v(n, (i) => blockAt(0, me, i, t)),
          [`${L} reduceScatterBlockInit start ${t}`]: v(n, (i) => sumTo(p, (q) => blockAt(q, me, i, t))),
          [`${L} scanInit start ${t}`]: sum(me + 1, t),
          [`${L} exscanInit start ${t}`]: me > 0 ? sum(me, t) : undefined, // rank 0: undefined in MPI
        });
      }
    }
  return exp;
}

for (const n of [1, 2, 3, 4]) {
  test(`*Init collectives started three times with new buffer contents on ${n} rank(s)`, async () => {
    const res = await run('coll_pr_buf.mjs', n);
    res.forEach((got, me) => sameByLabel(got, expected(me, n), `rank ${me} of ${n}`));
  });
}

test.run();
