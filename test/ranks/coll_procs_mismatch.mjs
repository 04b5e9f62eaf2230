// Collectives whose arguments differ between ranks (one kind of mismatch per scenario): each rank
// calls its version and returns the result it got; a rank that sees the mismatch throws. args: the
// scenario, the rank whose call differs.
const ints = (n, v) => new Int32Array(n).fill(v);

const SCENARIOS = {
  // the op: sum against max
  op: (w, odd) => {
    const y = ints(4, 0);
    w.allreduce(ints(4, w.rank + 1), y, odd ? 'max' : 'sum');
    return [...y];
  },
  // the count: 8 elements against 4
  count: (w, odd) => {
    const n = odd ? 8 : 4;
    const y = ints(n, 0);
    w.allreduce(ints(n, 1), y, 'sum');
    return [...y];
  },
  // a bcast's root: the odd rank names itself (or the last rank, when it is rank 0)
  root: (w, odd) => {
    const x = ints(4, w.rank + 1);
    w.bcast(x, odd ? w.rank || w.size - 1 : 0);
    return [...x];
  },
  // a reduction's type: float32 against int32 (same bytes)
  type: (w, odd) => {
    const C = odd ? Float32Array : Int32Array;
    const y = new C(4);
    w.allreduce(new C(4).fill(1), y, 'sum');
    return [...y];
  },
  // a movement's type signature: float64 against int32 pairs (same bytes)
  'type-move': (w, odd) => {
    const x = odd ? new Float64Array(2).fill(w.rank) : new Int32Array(4).fill(w.rank);
    const y = odd ? new Float64Array(2 * w.size) : new Int32Array(4 * w.size);
    w.allgather(x, y);
    return [...y];
  },
  // another collective: bcast against allreduce
  coll: (w, odd) => {
    const x = ints(4, w.rank + 1);
    if (odd) w.bcast(x, w.rank);
    else {
      const y = ints(4, 0);
      w.allreduce(x, y, 'sum');
      return [...y];
    }
    return [...x];
  },
};

export default function main(w, [what, odd]) {
  const r = Number(odd);
  return SCENARIOS[what](w, w.rank === r);
}
