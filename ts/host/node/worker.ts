// A rank's thread (a tinypool worker running one long task): joins the world, runs the user's
// entry module, and turns every way of ending (return, throw, process.exit) into a rank state that
// the other ranks see at once.
import { threadId } from 'node:worker_threads';
import './host.js';
import { attachRank, finalize, markFailed } from '../../rank.js';
import { serializeError, type SerializedError } from './errors.js';
import type { CostParams } from '../../coll/select/params.js';
import { makeTuning } from '../../coll/select/choose.js';
import { fail, show } from '../../errors.js';

export interface RankTask {
  module: WebAssembly.Module;
  memory: WebAssembly.Memory;
  rank: number;
  entry: string;
  args: string[];
  cores: number;
  /** Collective cost parameters (cached or measured at launch). */
  params?: CostParams;
}

/** A rank's entry module may export a default function: it gets the world and the launch's args. */
type RankMain = (world: ReturnType<typeof attachRank>, args: string[]) => unknown;

export type RankOutcome = { ok: true; value: unknown } | { ok: false; error: SerializedError };

export default async function runRank(task: RankTask): Promise<RankOutcome> {
  const { rank } = task;
  const onExit = (code: number) => markFailed(`rank ${rank} called process.exit(${code}) before finishing`);
  process.on('exit', onExit);
  try {
    const tuning = makeTuning(task.params ?? null, process.env.WASMPI_TUNE);
    tuning.params = { ...tuning.params, cores: task.cores };
    const spinUs = process.env.WASMPI_SPIN_US ? Number(process.env.WASMPI_SPIN_US) : undefined;
    if (spinUs !== undefined && !(spinUs >= 0))
      fail('ERR_ARG', `WASMPI_SPIN_US must be a number of microseconds >= 0, got ${show(process.env.WASMPI_SPIN_US)}`);
    const world = attachRank(task.module, task.memory, rank, { cores: task.cores, tuning, spinUs });
    const mod = (await import(task.entry)) as { default?: RankMain };
    let value: unknown;
    if (typeof mod.default === 'function') value = await mod.default(world, task.args);
    finalize();
    return { ok: true, value };
  } catch (e) {
    const err = e as Error;
    markFailed(`${err?.name ?? 'Error'}: ${err?.message ?? String(e)}`);
    return { ok: false, error: serializeError(e, rank) };
  } finally {
    process.off('exit', onExit);
  }
}

export { threadId };
