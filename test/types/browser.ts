// Type checks of the browser entry (compiled with lib es2022 only: no DOM, no Node types).
import { init, IN_PLACE, version, type Comm } from 'wasmpi';

export async function page(): Promise<string> {
  const world: Comm = await init();
  const x = new Int32Array(2);
  world.allreduce(IN_PLACE, x, 'bor');
  const v: number[] = world.gatherValue(world.rank, 0) ?? [];
  // @ts-expect-error launch is Node's (the browser entry has no launch yet)
  const { launch } = await import('wasmpi');
  return `${version} ${v.length} ${String(launch)}`;
}
