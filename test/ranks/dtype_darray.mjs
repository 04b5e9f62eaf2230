// Datatype.darray between real ranks (test/dtype_darray.test.mjs asserts). For each case (the
// arguments of one darray call but size and rank, which are the world's), every rank describes its
// piece of a global array with darray and:
// - gather: sends its piece from a global-sized buffer (its elements in place, the rest garbage)
//   to rank 0, which receives each rank's piece into one global buffer with that rank's darray
//   type and returns the whole array;
// - scatter: rank 0 sends each rank its piece from the global array with that rank's type; the
//   rank receives it into a global-sized buffer with its own type (what lies outside its type map
//   must stay as it was) and returns the buffer;
// - packed: rank 0 sends each rank its piece, which the rank receives as plain contiguous elements
//   and returns (the type map's order, seen through a message);
// - allgatherv: every rank sends its piece (sendtype darray) and receives every rank's packed
//   piece; it unpacks piece r with rank r's type into a global buffer and returns it.
// Element i of the global array (in the array's linear order) is VALUE(i); an element no piece
// wrote is SENTINEL.
import { Datatype, unpack, waitAll } from 'wasmpi';

const SENTINEL = -1;
const VALUE = (i) => 1000 + i;

export default function main(world, [json]) {
  const cases = JSON.parse(json);
  const { rank: me, size: p } = world;
  const out = [];
  for (const c of cases) {
    const base = Datatype[c.base];
    const Ctor = base.ctor;
    const per = base.size / Ctor.BYTES_PER_ELEMENT; // elements of Ctor per item of base
    const total = c.gsizes.reduce((a, b) => a * b, 1);
    const typeOf = (r) =>
      Datatype.darray(p, r, c.gsizes, c.distribs, c.dargs, c.psizes, base, { order: c.order }).commit();
    const types = Array.from({ length: p }, (_, r) => typeOf(r));
    const mine = types[me];
    const localItems = mine.size / base.size;
    /** A global-sized buffer: element k of item i is VALUE(i) * per + k where `own(i)`, else `fill`. */
    const global = (fill, own = () => true) => {
      const a = new Ctor(total * per).fill(fill);
      for (let i = 0; i < total; i++) if (own(i)) for (let k = 0; k < per; k++) a[i * per + k] = VALUE(i) * per + k;
      return a;
    };
    // which global items this rank holds, learnt only from its own type (unpack into sentinels)
    const probe = new Ctor(total * per).fill(SENTINEL);
    unpack(new Ctor(localItems * per).fill(7), probe, 1, mine);
    const owned = (i) => probe[i * per] === 7;
    const res = {};

    // gather to rank 0
    const g = global(-5, owned);
    const toRoot = world.isend(g, 0, 1, { datatype: mine, count: 1 });
    if (me === 0) {
      const whole = new Ctor(total * per).fill(SENTINEL);
      for (let r = 0; r < p; r++) world.recv(whole, r, 1, { datatype: types[r], count: 1 });
      res.gather = Array.from(whole);
    }
    toRoot.wait();

    // scatter from rank 0, into the rank's type and into plain elements
    const full = global(0);
    const sends = [];
    if (me === 0) {
      for (let r = 0; r < p; r++) {
        sends.push(world.isend(full, r, 2, { datatype: types[r], count: 1 }));
        sends.push(world.isend(full, r, 3, { datatype: types[r], count: 1 }));
      }
    }
    const into = new Ctor(total * per).fill(SENTINEL);
    world.recv(into, 0, 2, { datatype: mine, count: 1 });
    res.scatter = Array.from(into);
    const packed = new Ctor(localItems * per);
    world.recv(packed, 0, 3, { datatype: base, count: localItems });
    res.packed = Array.from(packed);
    waitAll(sends);

    // allgatherv: every piece, packed, to every rank (counts in items of base)
    const counts = types.map((t) => t.size / base.size);
    const all = new Ctor(counts.reduce((a, b) => a + b, 0) * per);
    world.allgatherv(full, all, counts, null, { sendtype: mine, sendcount: 1, recvtype: base });
    const rebuilt = new Ctor(total * per).fill(SENTINEL);
    let at = 0;
    for (let r = 0; r < p; r++) {
      unpack(all.subarray(at * per, (at + counts[r]) * per), rebuilt, 1, types[r]);
      at += counts[r];
    }
    res.allgatherv = Array.from(rebuilt);
    out.push(res);
    world.barrier();
  }
  return out;
}
