// Type checks of the browser entry (compiled with lib es2022 only: no DOM, no Node types).
import { init, launch, IN_PLACE, version, type Comm, type RankResult } from 'wasmpi';

export async function page(): Promise<string> {
  const world: Comm = await init();
  const x = new Int32Array(2);
  world.allreduce(IN_PLACE, x, 'bor');
  const v: number[] = world.gatherValue(world.rank, 0) ?? [];
  return `${version} ${v.length}`;
}

export async function launched(): Promise<number> {
  const res: RankResult[] = await launch('./rank.mjs', {
    ranks: 4,
    args: ['x'],
    timeoutMs: 1000,
    wasm: '/wasm/wasmpi.wasm',
  });
  await init({ wasm: new Uint8Array(8) });
  // @ts-expect-error ranks is required
  await launch('./rank.mjs', {});
  return res.length;
}
