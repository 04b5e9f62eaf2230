// A rank's thread (a tinypool worker running one long task): joins the world, runs the user's
// entry module, and turns every way of ending (return, throw, process.exit) into a rank state that
// the other ranks see at once.
import { threadId } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import './host.js';
import { attachRank, finalize, initCalled, markFailed } from '../../rank.js';
import { serializeError, type SerializedError } from './errors.js';
import type { CostParams } from '../../coll/select/params.js';
import type { HwJSON } from '../../hw/index.js';
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
  /** What finalize() does with requests the rank left active. */
  pending?: 'error' | 'warn';
  /** The machine and every rank's PU (launch's hw and placement). */
  hw?: { json: HwJSON; place: Int32Array };
}

/** A rank's entry module may export a default function: it gets the world and the launch's args. */
type RankMain = (world: ReturnType<typeof attachRank>, args: string[]) => unknown;

export type RankOutcome = { ok: true; value: unknown } | { ok: false; error: SerializedError };

/** Why a rank module cannot run: it has no callable default export and did not call init(). */
function entryMistake(entry: string, mod: Record<string, unknown>): string {
  const file = entry.startsWith('file:') ? fileURLToPath(entry) : entry;
  const names = Object.keys(mod).filter((k) => k !== 'default');
  const exports = names.length ? `it exports ${names.join(', ')}` : 'it exports nothing';
  const how =
    'a rank module exports its entry as `export default function main(world, args) { ... }`, ' +
    'or calls `const world = await init()` at its top level';
  if (mod.default !== undefined)
    return `rank module ${file}: its default export is ${show(mod.default)}, expected a function main(world, args) (${exports})`;
  if (typeof mod.main === 'function')
    return `rank module ${file} has no default export and does not call init(): it exports a function named main; export it as the default (\`export default main\`)`;
  return `rank module ${file} has no default export and does not call init() (${exports}): ${how}`;
}

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
    const world = attachRank(task.module, task.memory, rank, {
      cores: task.cores,
      tuning,
      spinUs,
      pending: task.pending,
      hw: task.hw,
    });
    const mod = (await import(task.entry)) as Record<string, unknown>;
    let value: unknown;
    if (typeof mod.default === 'function') value = await (mod.default as RankMain)(world, task.args);
    else if (mod.default !== undefined || !initCalled()) fail('ERR_ARG', entryMistake(task.entry, mod));
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
