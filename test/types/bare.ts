// Type checks of the Node entry with lib es2022 alone: no @types/node, no DOM (test/package.test.mjs
// compiles this file against the packed package, skipLibCheck false). A consumer without those
// libraries: the declarations name no platform type (launch's entry is any object with an href), a
// user op is typed for the one TypedArray it reduces, a communicator's topology narrows on `kind`.
// The line after each ts-expect-error directive must be an error: a mistake the types catch.
import {
  launch,
  init,
  Op,
  Request,
  Status,
  Topology,
  HwTopology,
  embed,
  reduceLocal,
  waitAllAsync,
  waitAnyAsync,
  type Comm,
  type CommTopology,
  type RankResult,
} from 'wasmpi';

export async function program(): Promise<RankResult[]> {
  // a URL object where the platform has one; here anything with an href
  const entry: { readonly href: string } = { href: 'file:///app/rank.mjs' };
  // @ts-expect-error an entry is a path or a URL
  await launch(42, { ranks: 2 });
  return launch(entry, { ranks: 2 });
}

export async function rank(): Promise<number[]> {
  const world: Comm = await init();
  const add = Op.create((inout: Float64Array, input: Float64Array) => {
    for (let i = 0; i < inout.length; i++) inout[i] += input[i];
  });
  const any = Op.create((inout, input) => console.log(inout.length, input.length), { commutative: false });
  // @ts-expect-error both arrays are of one TypedArray type
  Op.create((inout: Float64Array, input: Int32Array) => inout.set(input));
  // @ts-expect-error the function takes TypedArrays
  Op.create((inout: number[], input: number[]) => inout.push(...input));
  const x = new Float64Array(4);
  world.allreduce(x, new Float64Array(4), add);
  reduceLocal(x, new Float64Array(4), 'max');
  reduceLocal(x, new Float64Array(4), any, { count: 2 });
  // @ts-expect-error 'avg' is not an op
  reduceLocal(x, new Float64Array(4), 'avg');

  const grid = world.cartCreate({ dims: [world.size], periods: true });
  const t: CommTopology | null | undefined = grid?.topology;
  // @ts-expect-error a topology of unknown kind has no dims
  console.log(t?.dims);
  let shape: number[] = [];
  if (t?.kind === 'cart') shape = [...t.dims, t.ndims];
  else if (t?.kind === 'graph') shape = Array.from(t.index);
  else if (t?.kind === 'dist-graph') shape = [t.weighted ? 1 : 0];

  const g = Request.fromPromise(Promise.resolve(new Status(0, 1, 2, 8)));
  const held = Request.fromPromise(new Promise<string>(() => {}), {
    status: (v) => new Status(0, v.length, 0, 0),
    cancel: () => true,
  });
  const [st] = await waitAllAsync([g, world.ibarrier()]);
  const { index } = await waitAnyAsync([held, world.ibarrier()], { signal: AbortSignal.timeout(100) });
  const e = embed(Topology.cartesian({ dims: [2, 2] }), HwTopology.fromSynthetic('core:2 pu:2'));
  return [...shape, st.count, index, e.mapping[0]];
}

// what the file uses of the platform, declared here: lib es2022 has neither
declare const console: { log(...args: unknown[]): void };
declare const AbortSignal: { timeout(ms: number): import('wasmpi').AbortSignalLike };
