// A rank's thread (a tinypool worker running one long task): joins the world, runs the user's
// entry module, and turns every way of ending (return, throw, process.exit) into a rank state that
// the other ranks see at once.
import { threadId } from 'node:worker_threads';
import './host.js';
import { attachRank, markFailed } from '../../rank.js';
import { escaped, runEntry, type RankOutcome, type RankTaskBase } from '../rank_entry.js';
import { serializeError } from '../errors.js';
import type { CostParams } from '../../coll/select/params.js';
import type { HwJSON } from '../../hw/index.js';
import { makeTuning } from '../../coll/select/choose.js';
import { fail, show } from '../../errors.js';

export interface RankTask extends RankTaskBase {
  /** Collective cost parameters (cached or measured at launch). */
  params?: CostParams;
  /** The machine and every rank's PU (launch's hw and placement). */
  hw?: { json: HwJSON; place: Int32Array };
  /** The process of each world rank, when the world spans several processes. */
  procOf?: Int32Array;
  /** procOf is simulated (WASMPI_SIM_PROCS): the ranks share this process. */
  simulated?: boolean;
  /** Threads that want this machine's cores (a job's ranks and network sides on it). */
  busy?: number;
}

export type { RankOutcome };

// for the thread's whole life: one left to the runtime ends the thread, under the pool's feet
process.on('unhandledRejection', (e) => escaped('a promise was rejected and nothing handled the rejection', e));
process.on('uncaughtException', (e) => escaped('an exception was thrown from a callback and nothing caught it', e));

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
      busy: task.busy,
      tuning,
      spinUs,
      pending: task.pending,
      hw: task.hw,
      procOf: task.procOf,
      simulated: task.simulated,
    });
    return { ok: true, value: await runEntry(task.entry, world, task.args) };
  } catch (e) {
    const err = e as Error;
    markFailed(`${err?.name ?? 'Error'}: ${err?.message ?? String(e)}`);
    return { ok: false, error: serializeError(e, rank) };
  } finally {
    process.off('exit', onExit);
  }
}

export { threadId };
