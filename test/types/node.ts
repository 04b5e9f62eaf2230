// Type checks of the Node entry as a consumer sees it (test/package.test.mjs compiles this file
// against the packed package with lib es2022, @types/node and skipLibCheck false). The line after
// each ts-expect-error directive must be an error: a mistake the types catch.
// @ts-expect-error resolveOp is internal (not exported)
import { resolveOp } from 'wasmpi';
import {
  launch,
  init,
  Op,
  Datatype,
  IN_PLACE,
  WasmpiError,
  waitAll,
  type Comm,
  type LaunchOptions,
  type RankResult,
  type Request,
  type Status,
  type OpName,
  type AlgorithmNames,
} from 'wasmpi';

export async function program(): Promise<number[]> {
  const ac = new AbortController();
  const opts: LaunchOptions = { ranks: 3, args: ['x'], timeoutMs: 5000, signal: ac.signal, pendingRequests: 'warn' };
  const res: RankResult[] = await launch(new URL('./rank.mjs', import.meta.url), opts);
  // @ts-expect-error pendingRequests is 'error' or 'warn'
  await launch('./rank.mjs', { ranks: 2, pendingRequests: 'loud' });
  // @ts-expect-error ranks is required
  await launch('./rank.mjs', {});
  return res.map((r) => r.rank);
}

export async function rank(): Promise<void> {
  const world: Comm = await init();
  const x = new Float64Array(4);
  world.allreduce(IN_PLACE, x, 'sum');
  world.allreduce(x, new Float64Array(4), Op.max, { algorithm: 'ring' });
  // @ts-expect-error 'add' is not an op
  world.allreduce(x, new Float64Array(4), 'add');
  // @ts-expect-error 'rnig' is not an allreduce algorithm
  world.allreduce(x, new Float64Array(4), 'sum', { algorithm: 'rnig' });
  // @ts-expect-error bruck is an allgather algorithm, not a bcast one
  world.bcast(x, 0, { algorithm: 'bruck' });
  world.allgather(x.subarray(0, 1), x, { algorithm: 'bruck' });
  const n: number = world.allreduceValue(world.rank, 'sum');
  const best = world.allreduceValue({ rank: world.rank, t: 1 }, (a, b) => (b.t < a.t ? b : a));
  const r: number = best.rank;
  // @ts-expect-error the fold must return the values' type
  world.allreduceValue({ t: 1 }, () => 'x');
  const all: string[] = world.allgatherValue('hi');
  const mine: number = world.scatterValue(world.rank === 0 ? [1, 2, 3] : null, 0);
  const req: Request = world.iallreduce(x, new Float64Array(4), 'sum');
  const st: Status = await req;
  const again: Status = await world.ibarrier().waitAsync({ signal: AbortSignal.timeout(100) });
  waitAll([world.ibarrier()]);
  const column = Datatype.vector(4, 1, 4, Datatype.FLOAT64).commit();
  world.send(x, 0, 1, { datatype: column, count: 1 });
  const name: OpName = 'minloc';
  const alg: AlgorithmNames['alltoall'] = 'pairwise';
  try {
    world.recv(x, 0);
  } catch (e) {
    if (e instanceof WasmpiError && e.code === 'ERR_TRUNCATE') console.log(e.message);
  }
  // @ts-expect-error internals are not part of the API
  world.w;
  // @ts-expect-error the context id is internal
  world.ctx;
  // @ts-expect-error so are the world ranks of the members (comm.group has them)
  world.members;
  // @ts-expect-error communicators are made by init() and dup/split/..., not constructed
  new (world.constructor as typeof import('wasmpi').Comm)();
  console.log(n, r, all, mine, st.count, again.source, name, alg, resolveOp);
}
