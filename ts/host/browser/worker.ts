// A rank's Web Worker (launch in ts/host/browser/launch.ts starts one per rank): joins the world
// over the shared memory it is sent, runs the rank's entry module, and posts back its outcome.
import { setThreadId } from './host.js';
import { attachRank, markFailed } from '../../rank.js';
import { escaped, runEntry, type RankOutcome, type RankTaskBase } from '../rank_entry.js';
import { serializeError } from '../errors.js';
import { WasmpiError } from '../../errors.js';

/** What launch sends each rank's worker. */
export type BrowserRankTask = RankTaskBase;
export type BrowserRankOutcome = RankOutcome;

interface WorkerScope {
  onmessage: ((ev: { data: BrowserRankTask }) => void) | null;
  postMessage(m: BrowserRankOutcome): void;
}
const scope = globalThis as unknown as WorkerScope;

addEventListener('unhandledrejection', (ev) => {
  ev.preventDefault();
  escaped('a promise was rejected and nothing handled the rejection', ev.reason);
});
addEventListener('error', (ev) => {
  ev.preventDefault();
  escaped('an exception was thrown from a callback and nothing caught it', ev.error ?? ev.message);
});

scope.onmessage = (ev) => {
  scope.onmessage = null; // one task per worker
  void run(ev.data);
};

/** A bare import ('wasmpi') a worker cannot resolve: import maps do not apply in workers. */
function unresolved(e: unknown, entry: string): Error {
  const err = e as Error;
  if (!(err instanceof TypeError) || !/resolve module specifier/i.test(err.message)) return err;
  return new WasmpiError(
    'ERR_ARG',
    `rank module ${entry}: ${err.message} A rank runs in a Web Worker, where the page's import map does not ` +
      "apply: import the package by its URL (e.g. '/node_modules/wasmpi/dist/browser.mjs') or bundle the rank module",
  );
}

async function run(task: BrowserRankTask): Promise<void> {
  const { rank } = task;
  setThreadId(rank + 1);
  let out: BrowserRankOutcome;
  try {
    const world = attachRank(task.module, task.memory, rank, { cores: task.cores, pending: task.pending });
    out = { ok: true, value: await runEntry(task.entry, world, task.args) };
  } catch (e) {
    const err = unresolved(e, task.entry);
    markFailed(`${err?.name ?? 'Error'}: ${err?.message ?? String(e)}`);
    out = { ok: false, error: serializeError(err, rank) };
  }
  try {
    scope.postMessage(out);
  } catch (e) {
    // a value the structured clone cannot copy (a function, a class instance with private state)
    const why = `rank ${rank} returned a value that cannot be sent back from its worker: ${(e as Error).message}`;
    markFailed(why);
    scope.postMessage({ ok: false, error: { name: 'WasmpiError', code: 'ERR_ARG', message: why, rank } });
  }
}
