// A rank module in TypeScript (type annotations, a type-only import, an interface): it runs where
// the runtime runs TypeScript, and elsewhere launch refuses it once, before any rank starts
// (test/launch_mistakes.test.mjs). Rank 0 prints the sum of the ranks.
import type { Comm } from 'wasmpi';

interface Seen {
  rank: number;
  sum: number;
}

export default function main(world: Comm): Seen {
  const out = new Int32Array(1);
  world.allreduce(new Int32Array([world.rank]), out, 'sum');
  if (world.rank === 0) console.log(`typescript ranks: ${world.size}, sum ${out[0]}`);
  return { rank: world.rank, sum: out[0] };
}
