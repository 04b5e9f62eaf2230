// abort(code), MPI_Abort: a rank ends its whole world at once. The rank marks itself failed with a
// text that names it and the code (its peers quote that text in their ERR_PROC_FAILED), then
// aborts the world in shared memory (ts/core/abort.ts), which wakes every rank blocked in any call
// of this process: each fails fast with ERR_PROC_FAILED naming the aborting rank and its code. The
// other processes of a job hear of it from their network side, which sees the aborting rank's
// failure text and aborts its own process's world the same way (ts/host/node/net.ts); the host's
// launch turns the world's end into one error, ERR_ABORT, that carries the code
// (ts/host/world_run.ts), and `wasmpi run` exits with it.
//
// Here, not in rank.ts: Comm's own method calls it, and rank.ts imports Comm (a cycle otherwise).
import { abortExitStatus, abortText, abortWorldFor } from '../core/abort.js';
import { host } from '../core/thread.js';
import { fail, show, WasmpiError } from '../errors.js';
import type { RankWorld } from './world.js';

/**
 * abort(code) (MPI_Abort): ends every rank of the world, this one included; never returns. `code`
 * is an integer (else ERR_ARG, and nothing is aborted): the exit status of `wasmpi run` (and of
 * mpiexec's job), clamped to 1..255; launch rejects with ERR_ABORT carrying it as `abortCode`. In a
 * launched rank this throws that ERR_ABORT (the launch collects it); in a rank that is its
 * process's main thread (a program that called `init()` at its top level) the process prints the
 * abort and exits with the clamped code.
 */
export function rankAbort(w: RankWorld, code: unknown): never {
  if (!Number.isSafeInteger(code))
    fail('ERR_ARG', `abort: code must be an integer (the job's exit status, 1..255), got ${show(code)}`);
  const c = code as number;
  const text = abortText(w.rank, c);
  // this rank first: a peer blocked on it reads this text as the reason, and the failure order
  // kept in shared memory makes it the root cause of the world's end
  w.t.fail(text);
  w.finalized = true;
  abortWorldFor(w.core, text);
  const err = new WasmpiError('ERR_ABORT', text);
  err.rank = w.rank;
  err.abortCode = c;
  const p = (globalThis as { process?: { exit?(code: number): never } }).process;
  if (host()?.threadId() === 0 && typeof p?.exit === 'function') {
    // no launcher to report to: the process ends here, as MPI_Abort ends it (a job's process
    // manager hears of it from the host's exit hook, which asks it to end the job)
    console.error(`wasmpi: ${text}: the world is aborted`);
    p.exit(abortExitStatus(c));
  }
  throw err;
}
