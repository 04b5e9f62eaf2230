// HaloExchange with PROC_NULL peers (test/halo.test.mjs): a non-periodic chain of ranks from
// cartCreate, each field [left halo, m cells, right halo], peers from cartShift (PROC_NULL at the
// two ends). Returns the field after one exchange, the peers, and the error of a map with rank -3.
import { HaloExchange } from 'wasmpi';

export default function main(world, [m = '4']) {
  const n = Number(m);
  const chain = world.cartCreate({ dims: [world.size], periods: [false] });
  const { source: left, dest: right } = chain.cartShift(0, 1);
  const field = new Float64Array(n + 2).fill(-1);
  for (let i = 1; i <= n; i++) field[i] = chain.rank * 100 + i;
  // an object keyed by rank: at a one-rank chain both ends are the one key PROC_NULL
  const send = { [left]: [1], [right]: [n] };
  const recv = { [left]: [0], [right]: [n + 1] };
  const halo = new HaloExchange(chain, { send, recv });
  halo.start(field, 'u');
  halo.finish(field, 'u');
  halo.free();
  let bad = null;
  try {
    new HaloExchange(chain, { send: { [-3]: [1] }, recv: {} });
  } catch (e) {
    bad = { code: e.code, message: e.message };
  }
  return { left, right, field: Array.from(field), bad };
}
