// What MPI gives in test/ranks/p2p_buf.mjs's scenarios, from the inputs' generators: every test
// that runs those scenarios (in one process, across processes, high in the heap) checks its ranks'
// results with `checkP2p`.
import * as assert from 'uvu/assert';
import { PROC_NULL } from 'wasmpi';
import { plain, sketch, describe, TYPED, fillFor, valueOf, largeAt, floodLen } from '../ranks/_shared.mjs';
import { LARGE_LENS, LARGE_KINDS, FLOOD } from '../ranks/p2p_buf.mjs';
import { range } from '../mpi_ref.mjs';

const ringSum = (n) => (n * (n - 1)) / 2;

/** What rank `me` of `size` returns from scenario `name`. */
export function expectP2p(name, me, size) {
  const prev = (me + size - 1) % size;
  switch (name) {
    case 'ring':
      // rank 0 holds the token after 100 laps; rank r last added itself in lap 99.
      return me === 0 ? 100 * ringSum(size) : 99 * ringSum(size) + (me * (me + 1)) / 2;
    case 'alltoall':
      return range(size).map((s) => {
        const ctor = TYPED[(s + me) % TYPED.length];
        return [s, 100 + s, 5 + s, plain(fillFor(ctor, 5 + s, s * 31 + me))];
      });
    case 'order': {
      const tag2 = [];
      for (let i = 2; i < 60; i += 3) tag2.push([i, 2]);
      const rest = range(60)
        .filter((i) => i % 3 !== 2)
        .map((i) => [i, i % 3]);
      return [...tag2, ...rest];
    }
    case 'types':
      return {
        statuses: TYPED.map((T) => [7, 7 * T.BYTES_PER_ELEMENT]),
        values: TYPED.map((T) => plain(fillFor(T, 7, prev))),
        empty: [0, prev],
        short: [3, [1, 2, 3, -1, -1, -1, -1, -1, -1, -1]],
      };
    case 'large':
      return LARGE_LENS.flatMap((n) =>
        LARGE_KINDS.map(() => sketch(Float64Array.from({ length: n }, (_, i) => largeAt(prev, i)))),
      );
    case 'anysource':
      return me === 0 ? range(size - 1).map((i) => [i + 1, 41 + i, i + 1, (i + 1) * (i + 1)]) : null;
    case 'probe':
      return [prev, 3 + prev, 4 * (3 + prev), 3 + prev, 3 + prev, null];
    case 'ssend':
      return size >= 2 && me === 1 ? [false, 42, 43] : null;
    case 'sendrecv':
      return [prev, ...sketch(new Float64Array(5000).fill(prev))];
    case 'replace': {
      const from2 = (me + size - 2) % size;
      const small = range(12).map((i) => (i % 2 === 0 ? 100 * prev + i : 100 * me + i));
      return [
        [prev, 20_000, ...sketch(new Float64Array(20_000).fill(prev))],
        [prev, 1, ...small], // count: items of the vector type
        [from2, 11, from2, -from2],
        ['ERR_ARG', true], // sendrecv's per-side keys refused
      ];
    }
    case 'value':
      return describe(valueOf(prev));
    case 'procnull':
      return [PROC_NULL, 0, 0];
    case 'self':
      return [me, ...sketch(new Float64Array(100_000).fill(me + 0.5))];
    case 'flood': {
      if (size < 2 || me !== 1) return null;
      const got = [];
      for (let t = 3; t >= 0; t--) for (let i = t; i < FLOOD; i += 4) got.push([floodLen(i), i, i]);
      return got;
    }
    case 'bytes':
      return [16, 1.5, prev];
    default:
      throw new Error(`no expectation for scenario ${name}`);
  }
}

/** Checks what every rank returned from the scenarios `names` (results: by rank, by name). The
 *  sources of ANY_SOURCE receives are compared in rank order (their arrival order is free). */
export function checkP2p(results, names, size) {
  assert.is(results.length, size);
  results.forEach((got, me) => {
    for (const name of new Set(names)) {
      let value = got[name];
      if (name === 'anysource' && Array.isArray(value)) value = [...value].sort((a, b) => a[0] - b[0]);
      assert.equal(value, expectP2p(name, me, size), `${name}, rank ${me} of ${size}`);
    }
  });
}
