// A world's abort in the shared layout: the word G_ABORT (0 while the world runs; 1 when its
// launcher stopped it, at a timeout or its AbortSignal; ABORT_BY_RANK when a rank called
// abort(code), MPI_Abort) and the text at G_TEXT that says why, which waiting ranks quote in their
// ERR_PROC_FAILED. A rank's abort text has one form, `rank R called abort with code C`, written by
// the rank (ts/comm/abort.ts) and read back here by the launcher (ts/host/world_run.ts), by a
// process's network side, which aborts its own process's world when a remote rank's failure is
// such a text (ts/host/node/net.ts), and by a job's exit hook (ts/host/node/job.ts).
import { G_ABORT, G_TEXT, G_TEXT_BYTES } from './abi.js';
import type { Core } from './core.js';
import { globalAddr, globalAt } from './layout.js';
import { readText, writeText } from './text.js';

/** G_ABORT's value when a rank called abort (1: the launcher stopped the world). */
export const ABORT_BY_RANK = 2;

/** The text of rank `rank`'s abort(code): its failure text and the world's abort text. */
export function abortText(rank: number, code: number): string {
  return `rank ${rank} called abort with code ${code}`;
}

/** The rank and code of an abort text; null for any other text. */
export function parseAbortText(text: string): { rank: number; code: number } | null {
  const m = /^rank (\d+) called abort with code (-?\d+)$/.exec(text);
  return m ? { rank: Number(m[1]), code: Number(m[2]) } : null;
}

/** The rank abort that ended the world of `core` (its rank, code and text), or null when no rank
 *  aborted it: set in this process by the rank itself, or by the network side for a rank of
 *  another process. */
export function worldAbort(core: Core): { rank: number; code: number; text: string } | null {
  if (Atomics.load(core.i32, globalAt(G_ABORT)) !== ABORT_BY_RANK) return null;
  const text = readText(core, globalAddr(G_TEXT), G_TEXT_BYTES);
  const a = parseAbortText(text);
  return a ? { ...a, text } : null;
}

/** Aborts the world of `core` for the rank abort `text` names, unless it was stopped or aborted
 *  already (the first one's text stands): every rank blocked in a call wakes and fails. */
export function abortWorldFor(core: Core, text: string): void {
  if (Atomics.load(core.i32, globalAt(G_ABORT)) !== 0) return;
  writeText(core, globalAddr(G_TEXT), G_TEXT_BYTES, text);
  core.x.abortWorld(ABORT_BY_RANK);
}

/** The exit status that carries an abort's code: the code clamped to 1..255 (a process's status
 *  has 8 bits, and a code of 0, or of 256, must not read as success). */
export function abortExitStatus(code: number): number {
  return Math.min(255, Math.max(1, code));
}
