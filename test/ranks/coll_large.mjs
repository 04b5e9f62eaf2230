// Large allreduces (1 to 6 MB, sizes not divisible by the rank count) through shm-slice, in place
// and not, in shared memory and staged, checked element by element against the sum computed here.
import { IN_PLACE } from 'wasmpi';
export default function main(world) {
  const p = world.size,
    me = world.rank;
  const errs = [];
  for (const n of [(1 << 18) * p + 5, (3 << 18) * p + 37, 700001]) {
    for (const inplace of [false, true]) {
      for (const shared of [true, false]) {
        const s = shared ? world.alloc(Float32Array, n) : new Float32Array(n);
        const r = shared ? world.alloc(Float32Array, n) : new Float32Array(n);
        for (let i = 0; i < n; i++) s[i] = ((i * 7 + me * 13) % 101) - 50;
        if (inplace) r.set(s);
        world.allreduce(inplace ? IN_PLACE : s, r, 'sum', { algorithm: 'shm-slice' });
        for (let i = 0; i < n; i++) {
          let want = 0;
          for (let q = 0; q < p; q++) want += ((i * 7 + q * 13) % 101) - 50;
          if (r[i] !== want) {
            errs.push(`n=${n} inplace=${inplace} shared=${shared} i=${i}: ${r[i]} != ${want}`);
            break;
          }
        }
      }
    }
  }
  return errs;
}
