// Point-to-point with derived datatypes (the dtype family's p2p table): rank 0 sends one item of a
// case's datatype (a vector of 64 B blocks, the y and x faces of a 256^3 array) from a buffer in
// shared memory, rank 1 receives it and answers with an empty message; GB/s of the packed bytes per
// round trip. Variants, all in this run: the derived send received contiguous (the receiver packs
// straight from the sender's buffer: one copy), received with the same derived type (packed into a
// temporary block, then unpacked), what users do without derived types (pack() into a contiguous
// buffer, send that), and a contiguous send of the same bytes (the floor: one copy of the bytes).
// One launch is one run in the dtype family's interleaved rounds: per case, each variant's first
// `firstN` round trips timed (and checked), then `reps` repetitions of the four variants
// interleaved (lib/rank_rate.mjs).
import * as W from 'wasmpi';
import { rankRates } from '../lib/rank_rate.mjs';
import { dtypeCases, makeType, reference, sameDoubles } from '../lib/dtype_cases.mjs';

const SPECS = ['vec:64:1048576', 'face:256:y', 'face:256:x'];

export default function main(world, [cfgJson]) {
  const { reps, ms, firstN } = JSON.parse(cfgJson);
  const me = world.rank;
  const cases = dtypeCases().filter((c) => SPECS.includes(c.spec));
  const maxDoubles = Math.max(...cases.map((c) => c.doubles));
  const maxBytes = Math.max(...cases.map((c) => c.bytes));
  const src = world.alloc(Float64Array, maxDoubles);
  const tmp = world.alloc(Float64Array, maxBytes / 8);
  const dst = world.alloc(Float64Array, maxBytes / 8);
  for (let i = 0; i < maxDoubles; i++) src[i] = me === 0 ? i : -1;
  const none = new Uint8Array(0);
  const ident = me === 1 ? Float64Array.from({ length: maxDoubles }, (_, i) => i) : null;
  const out = {};
  for (const c of cases) {
    const T = makeType(W, c);
    const s = src.subarray(0, c.doubles),
      t = tmp.subarray(0, c.bytes / 8),
      d = dst.subarray(0, c.bytes / 8);
    if (me === 0) W.pack(s, 1, T, t); // the contiguous send's bytes: the same data, packed
    const variants = {
      derivedToContig: [() => world.send(s, 1, 1, { datatype: T, count: 1 }), () => world.recv(d, 0, 1)],
      derivedToDerived: [
        () => world.send(s, 1, 1, { datatype: T, count: 1 }),
        () => world.recv(s, 0, 1, { datatype: T, count: 1 }),
      ],
      packThenSend: [
        () => {
          W.pack(s, 1, T, t);
          world.send(t, 1, 1);
        },
        () => world.recv(d, 0, 1),
      ],
      contig: [() => world.send(t, 1, 1), () => world.recv(d, 0, 1)],
    };
    const rounds = Object.fromEntries(
      Object.entries(variants).map(([name, [send, recv]]) => [
        name,
        me === 0
          ? () => {
              send();
              world.recv(none, 1, 2);
            }
          : () => {
              recv();
              world.send(none, 0, 2);
            },
      ]),
    );
    // rank 1 checks what it received against the reference layout of rank 0's data (src[i] = i)
    const afterFirst = (name) => {
      const got = name === 'derivedToDerived' ? reference(c, s) : d;
      if (me === 1 && !sameDoubles(got, reference(c, ident.subarray(0, c.doubles)))) {
        throw new Error(`dtype p2p bench: ${name} of ${c.spec} delivered wrong bytes`);
      }
    };
    out[c.spec] = rankRates(world, rounds, c.bytes, { ms, reps, firstN, afterFirst });
  }
  return out;
}
