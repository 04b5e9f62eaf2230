import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, sameByLabel } from './helpers.mjs';
import { f, vec, seen, plain, blockAt, sumTo } from './ranks/_shared.mjs';
import { algorithmsOf } from './algorithms.mjs';
import { COUNTS, startVal as val, INPLACE_N, LEAK_ROUNDS } from './ranks/coll_pr_buf.mjs';

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

/** What the in-place scenario leaves in rank me's result buffer at each start, by label. */
function inplaceExpected(me, p) {
  const n = INPLACE_N;
  const exp = {};
  const v = (len, fn) => seen(vec(len, fn));
  for (const kind of ['plain', 'alloc'])
    for (let t = 1; t <= 3; t++) {
      const at = (name, value) => (exp[`${kind} ${name} start ${t}`] = value);
      const sum = (k, x) => v(n, (i) => sumTo(k, (q) => val(q, x(i), t)));
      const own = (i) => i;
      const gathered = v(p * n, (j) => val(Math.floor(j / n), j % n, t));
      for (const root of [...new Set([0, p - 1])])
        for (const alg of algorithmsOf('reduce'))
          for (const op of ['sum', 'user op'])
            at(`reduceInit(IN_PLACE at the root) root ${root} ${alg} ${op}`, me === root ? sum(p, own) : null);
      for (const alg of algorithmsOf('allreduce')) at(`allreduceInit(IN_PLACE) ${alg}`, sum(p, own));
      for (const alg of algorithmsOf('scan')) at(`scanInit(IN_PLACE) ${alg}`, sum(me + 1, own));
      for (const alg of algorithmsOf('exscan'))
        at(`exscanInit(IN_PLACE) ${alg}`, me === 0 ? v(n, (i) => val(0, i, t)) : sum(me, own));
      const block = sum(p, (i) => me * n + i);
      for (const alg of algorithmsOf('reduce_scatter')) at(`reduceScatterBlockInit(IN_PLACE) ${alg}`, block);
      at('reduceScatterInit(IN_PLACE)', block);
      at('allgatherInit(IN_PLACE)', gathered);
      at('allgathervInit(IN_PLACE)', gathered);
      at('gatherInit(IN_PLACE at the root)', me === 0 ? gathered : null);
      at('gathervInit(IN_PLACE at the root)', me === 0 ? gathered : null);
      at(
        'scatterInit(IN_PLACE at the root)',
        v(n, (i) => val(me, i, t)),
      );
      at(
        'scattervInit(IN_PLACE at the root)',
        v(n, (i) => val(me, i, t)),
      );
      at(
        'alltoallInit(IN_PLACE)',
        v(p * n, (j) => val(Math.floor(j / n), me * n + (j % n), t)),
      );
      at(
        'bcastInit',
        v(n, (i) => val(p - 1, i, t)),
      );
    }
  return exp;
}

// Each launch runs the starts scenario; on 1, 2, 3 and 5 ranks the in-place one, on 1 and 3 the
// freed communicator and the shared heap too.
const INPLACE_SIZES = [1, 2, 3, 5];
const MORE_SIZES = [1, 3];
const launches = new Map();
const launch = (n) => {
  const names = ['starts'];
  if (INPLACE_SIZES.includes(n)) names.push('inplace');
  if (MORE_SIZES.includes(n)) names.push('freed', 'leak');
  if (!launches.has(n)) launches.set(n, run('coll_pr_buf.mjs', n, names));
  return launches.get(n);
};

for (const n of [1, 2, 3, 4, 5]) {
  test(`*Init collectives started three times with new buffer contents on ${n} rank(s)`, async () => {
    (await launch(n)).forEach((got, me) => sameByLabel(got.starts, expected(me, n), `rank ${me} of ${n}`));
  });
}

// Regression: persistent collectives read their buffers once at init instead of at every start().
for (const n of INPLACE_SIZES) {
  test(`persistent collectives read their buffers at every start() (reduceInit IN_PLACE at the root and every other in-place form), on ${n} rank(s)`, async () => {
    (await launch(n)).forEach((got, me) => sameByLabel(got.inplace, inplaceExpected(me, n), `rank ${me} of ${n}`));
  });
}

for (const n of MORE_SIZES) {
  test(`comm.free() completes pending collectives; a persistent request of a freed communicator raises ERR_COMM at start(), on ${n} rank(s)`, async () => {
    for (const r of await launch(n))
      assert.equal(r.freed, { pendingDone: true, result: (n * (n + 1)) / 2, start: 'ERR_COMM', call: 'ERR_COMM' });
  });
}

const BOUND = 512 * 1024; // bytes the shared heap may grow by over a loop (the leaks were megabytes)
// Regression: a freed persistent collective's schedule stayed in the shared heap.
for (const n of MORE_SIZES) {
  test(`${LEAK_ROUNDS} persistent allreduceInit + start + wait + free do not grow the shared heap, on ${n} rank(s)`, async () => {
    for (const { leak } of await launch(n)) {
      assert.equal(leak.result, plain(new Float64Array(4).fill((n * (n + 1)) / 2)), 'the allreduce result');
      assert.ok(
        leak.grew <= BOUND,
        `the shared heap grew by ${leak.grew} bytes over ${LEAK_ROUNDS} rounds (bound ${BOUND})`,
      );
    }
  });
}

test.run();
