// Collective calls whose arguments differ across ranks: every kind (root, count, op, type
// signature, another collective) for every collective, blocking, nonblocking (i*) and persistent
// (*Init), then root, count and op mismatches under every algorithm. Each runs on one duplicate of
// COMM_WORLD, followed by a correct allreduce on it (the communicator stays usable), and the rank
// records what its call raised. The test checks that every rank failed, with the code and words.
import { Datatype, WasmpiError } from 'wasmpi';

const F64 = (n, v = 0) => new Float64Array(n).fill(v);

/**
 * The cases: [name, kind, call] where call(me, p) gives [method, ...args] for this rank; rank 0
 * (or rank 1, `odd`) is the one whose arguments differ. Buffers are sized for each rank's own
 * arguments, so that no rank fails its local checks.
 */
function cases(p) {
  const n = 4;
  const odd = (me) => me === 1 % p; // the rank whose call differs (rank 1)
  const counts = (me) => Array.from({ length: p }, (_, q) => (odd(me) && q === 0 ? n + 1 : n));
  const tot = (c) => c.reduce((a, b) => a + b, 0);
  const T = (me) => (odd(me) ? Int32Array : Float32Array); // a type of the same size as float32
  return [
    // root
    ['bcast', 'root', (me) => ['bcast', F64(n, me), odd(me) ? 1 : 0]],
    ['reduce', 'root', (me) => ['reduce', F64(n, 1), F64(n), 'sum', odd(me) ? 1 : 0]],
    ['gather', 'root', (me) => ['gather', F64(n, me), F64(n * p), odd(me) ? 1 : 0]],
    ['scatter', 'root', (me) => ['scatter', F64(n * p, me), F64(n), odd(me) ? 1 : 0]],
    ['gatherv', 'root', (me) => ['gatherv', F64(n, me), F64(n * p), Array(p).fill(n), null, odd(me) ? 1 : 0]],
    ['scatterv', 'root', (me) => ['scatterv', F64(n * p, me), Array(p).fill(n), null, F64(n), odd(me) ? 1 : 0]],
    // count (block sizes, the v-variants' counts)
    ['bcast', 'count', (me) => ['bcast', F64(odd(me) ? n + 1 : n), 0]],
    ['reduce', 'count', (me) => ['reduce', F64(odd(me) ? n + 1 : n), F64(n + 1), 'sum', 0]],
    ['allreduce', 'count', (me) => ['allreduce', F64(odd(me) ? n + 1 : n), F64(n + 1), 'sum']],
    ['allgather', 'count', (me) => ['allgather', F64(odd(me) ? n + 1 : n), F64((odd(me) ? n + 1 : n) * p)]],
    ['alltoall', 'count', (me) => ['alltoall', F64((odd(me) ? n + 1 : n) * p), F64((odd(me) ? n + 1 : n) * p)]],
    ['gather', 'count', (me) => ['gather', F64(odd(me) ? n + 1 : n), F64(n * p), 0]],
    ['scatter', 'count', (me) => ['scatter', F64(n * p), F64(odd(me) ? n + 1 : n), 0]],
    ['reduceScatterBlock', 'count', (me) => ['reduceScatterBlock', F64((odd(me) ? n + 1 : n) * p), F64(n + 1), 'sum']],
    ['reduceScatter', 'count', (me) => ['reduceScatter', F64(tot(counts(me))), F64(n + 1), counts(me), 'sum']],
    ['scan', 'count', (me) => ['scan', F64(odd(me) ? n + 1 : n), F64(n + 1), 'sum']],
    ['exscan', 'count', (me) => ['exscan', F64(odd(me) ? n + 1 : n), F64(n + 1), 'sum']],
    ['gatherv', 'count', (me) => ['gatherv', F64(odd(me) ? n + 1 : n), F64(n * p), Array(p).fill(n), null, 0]],
    // scatterv's receivers give their own count: every one n + 1 of the root's n, then rank 1 alone
    ['scatterv', 'count', (me) => ['scatterv', F64(n * p), Array(p).fill(n), null, F64(me === 0 ? n : n + 1), 0]],
    ['scatterv', 'count', (me) => ['scatterv', F64(n * p), Array(p).fill(n), null, F64(odd(me) ? n + 1 : n), 0]],
    ['allgatherv', 'count', (me) => ['allgatherv', F64(counts(me)[me]), F64(tot(counts(me))), counts(me), null]],
    [
      'alltoallv',
      'count',
      // rank 1 expects n + 1 elements from rank 0, which sends it n
      (me) => {
        const rc = counts(me);
        return ['alltoallv', F64(n * p), Array(p).fill(n), null, F64(tot(rc)), rc, null];
      },
    ],
    // op
    ['reduce', 'op', (me) => ['reduce', F64(n, 1), F64(n), odd(me) ? 'max' : 'sum', 0]],
    ['allreduce', 'op', (me) => ['allreduce', F64(n, 1), F64(n), odd(me) ? 'max' : 'sum']],
    ['reduceScatterBlock', 'op', (me) => ['reduceScatterBlock', F64(n * p), F64(n), odd(me) ? 'max' : 'sum']],
    ['reduceScatter', 'op', (me) => ['reduceScatter', F64(n * p), F64(n), Array(p).fill(n), odd(me) ? 'max' : 'sum']],
    ['scan', 'op', (me) => ['scan', F64(n, 1), F64(n), odd(me) ? 'max' : 'sum']],
    ['exscan', 'op', (me) => ['exscan', F64(n, 1), F64(n), odd(me) ? 'max' : 'sum']],
    // type signature: int32 against float32 (the same bytes), and two derived types
    ['bcast', 'type', (me) => ['bcast', new (T(me))(n), 0]],
    ['allreduce', 'type', (me) => ['allreduce', new (T(me))(n), new (T(me))(n), 'sum']],
    ['allgather', 'type', (me) => ['allgather', new (T(me))(n), new (T(me))(n * p)]],
    ['alltoall', 'type', (me) => ['alltoall', new (T(me))(n * p), new (T(me))(n * p)]],
    ['gather', 'type', (me) => ['gather', new (T(me))(n), new Float32Array(n * p), 0]],
    ['scatter', 'type', (me) => ['scatter', new Float32Array(n * p), new (T(me))(n), 0]],
    ['reduceScatterBlock', 'type', (me) => ['reduceScatterBlock', new (T(me))(n * p), new (T(me))(n), 'sum']],
    ['scan', 'type', (me) => ['scan', new (T(me))(n), new (T(me))(n), 'sum']],
    ['gatherv', 'type', (me) => ['gatherv', new (T(me))(n), new Float32Array(n * p), Array(p).fill(n), null, 0]],
    ['allgatherv', 'type', (me) => ['allgatherv', new (T(me))(n), new (T(me))(n * p), Array(p).fill(n), null]],
    [
      'bcast',
      'type',
      // derived types of the same size: (int32, float64) pairs against (float64, int32) pairs
      (me) => {
        const t = odd(me) ? PAIR_IF : PAIR_FI;
        return ['bcast', new Uint8Array(32), 0, { datatype: t, count: 2 }];
      },
    ],
    // another collective
    ['bcast/allreduce', 'collective', (me) => (odd(me) ? ['allreduce', F64(n), F64(n), 'sum'] : ['bcast', F64(n), 0])],
    ['barrier/bcast', 'collective', (me) => (odd(me) ? ['bcast', F64(n), 0] : ['barrier'])],
    [
      'gather/scatter',
      'collective',
      (me) => (odd(me) ? ['scatter', F64(n * p), F64(n), 0] : ['gather', F64(n), F64(n * p), 0]),
    ],
    [
      'allgather/alltoall',
      'collective',
      (me) => (odd(me) ? ['alltoall', F64(n * p), F64(n * p)] : ['allgather', F64(n), F64(n * p)]),
    ],
    [
      'reduceScatter/allreduce',
      'collective',
      (me) =>
        odd(me)
          ? ['allreduce', F64(n * p), F64(n * p), 'sum']
          : ['reduceScatter', F64(n * p), F64(n), Array(p).fill(n), 'sum'],
    ],
  ];
}

let PAIR_IF, PAIR_FI;

/** Runs [method, ...args] in a form; returns what it raised: 'CODE: message', or 'no error'. */
function attempt(c, form, [method, ...args]) {
  try {
    if (form === 'blocking') c[method](...args);
    else if (form === 'nonblocking') c[`i${method}`](...args).wait();
    else {
      const r = c[`${method}Init`](...args);
      try {
        r.start();
        r.wait();
      } finally {
        r.free();
      }
    }
  } catch (e) {
    return e instanceof WasmpiError ? `${e.code}: ${e.message}` : `not a WasmpiError: ${e?.stack ?? e}`;
  }
  return 'no error';
}

/** A correct allreduce on c: whether its result is right (the communicator still works). */
function works(c) {
  const me = c.rank,
    p = c.size;
  const r = F64(3);
  c.allreduce(Float64Array.of(me, 1, -me), r, 'sum');
  return r[0] === (p * (p - 1)) / 2 && r[1] === p && r[2] === -r[0];
}

export default async function main(world, [algs]) {
  const me = world.rank,
    p = world.size;
  PAIR_IF = Datatype.struct([1, 1], [0, 4], [Datatype.INT32, Datatype.FLOAT64]).commit();
  PAIR_FI = Datatype.struct([1, 1], [0, 8], [Datatype.FLOAT64, Datatype.INT32]).commit();
  const c = world.dup();
  const out = [];
  const record = (name, kind, form, got) => out.push({ name, kind, form, got, after: works(c) });

  for (const form of ['blocking', 'nonblocking', 'persistent']) {
    for (const [name, kind, call] of cases(p)) record(name, kind, form, attempt(c, form, call(me, p)));
  }
  // root, count and op mismatches under every algorithm of the collectives that have several
  const odd = me === 1;
  const n = 8;
  for (const [coll, names] of Object.entries(JSON.parse(algs))) {
    for (const algorithm of names) {
      const o = { algorithm };
      const calls = {
        bcast: [
          ['root', ['bcast', F64(n), odd ? 1 : 0, o]],
          ['count', ['bcast', F64(odd ? n + 1 : n), 0, o]],
        ],
        reduce: [
          ['root', ['reduce', F64(n, 1), F64(n), 'sum', odd ? 1 : 0, o]],
          ['op', ['reduce', F64(n, 1), F64(n), odd ? 'max' : 'sum', 0, o]],
        ],
        allreduce: [
          ['count', ['allreduce', F64(odd ? n + 1 : n), F64(n + 1), 'sum', o]],
          ['op', ['allreduce', F64(n, 1), F64(n), odd ? 'max' : 'sum', o]],
        ],
        allgather: [['count', ['allgather', F64(odd ? n + 1 : n), F64((odd ? n + 1 : n) * p), o]]],
        alltoall: [['count', ['alltoall', F64((odd ? n + 1 : n) * p), F64((odd ? n + 1 : n) * p), o]]],
        gather: [
          ['root', ['gather', F64(n), F64(n * p), odd ? 1 : 0, o]],
          ['count', ['gather', F64(odd ? n + 1 : n), F64(n * p), 0, o]],
        ],
        scatter: [
          ['root', ['scatter', F64(n * p), F64(n), odd ? 1 : 0, o]],
          ['count', ['scatter', F64(n * p), F64(odd ? n + 1 : n), 0, o]],
        ],
        reduce_scatter: [
          ['count', ['reduceScatterBlock', F64((odd ? n + 1 : n) * p), F64(n + 1), 'sum', o]],
          ['op', ['reduceScatterBlock', F64(n * p), F64(n), odd ? 'max' : 'sum', o]],
        ],
        scan: [
          ['count', ['scan', F64(odd ? n + 1 : n), F64(n + 1), 'sum', o]],
          ['op', ['scan', F64(n), F64(n), odd ? 'max' : 'sum', o]],
        ],
        exscan: [['op', ['exscan', F64(n), F64(n), odd ? 'max' : 'sum', o]]],
        barrier: [],
      }[coll];
      for (const [kind, call] of calls) record(`${coll} ${algorithm}`, kind, 'blocking', attempt(c, 'blocking', call));
    }
  }
  // a large bcast (the slice path by default) with different roots
  record('bcast 800 KB', 'root', 'blocking', attempt(c, 'blocking', ['bcast', F64(100_000), odd ? 1 : 0]));
  c.free();
  // COMM_WORLD is untouched
  const b = F64(3);
  if (me === 0) b.set([1, 2, 3]);
  world.bcast(b, 0);
  return { results: out, world: b.join(',') === '1,2,3' };
}
