// What a rank's thread does once it is a rank, on every host: imports the user's entry module and
// runs its default export with the world and the launch's args (or lets a module that called
// `await init()` at its top level run as it is), then finalizes.
import { finalize, initCalled, markFailed } from '../rank.js';
import type { Comm } from '../comm/comm.js';
import { fail, show } from '../errors.js';
import type { SerializedError } from './errors.js';

/** What every host's launch sends each rank's thread. */
export interface RankTaskBase {
  module: WebAssembly.Module;
  memory: WebAssembly.Memory;
  rank: number;
  /** The URL of the rank's entry module. */
  entry: string;
  args: string[];
  cores: number;
  /** What finalize() does with requests the rank left active. */
  pending?: 'error' | 'warn';
}

/** What a rank's thread posts back: its value, or its error as plain data (structured clone drops
 *  an error's code and rank). */
export type RankOutcome = { ok: true; value: unknown } | { ok: false; error: SerializedError };

/** A rank's entry module may export a default function: it gets the world and the launch's args. */
type RankMain = (world: Comm, args: string[]) => unknown;

// An error that escaped the rank's program: a promise rejected with no handler, or a throw from a
// callback (a timer, an event) that nothing caught. Each host's thread hands these to escaped().
// The rank fails with the first, as with a throw from its entry: its peers see it failed at once,
// and runEntry rejects with it even while the program still awaits something. Left to the
// runtime, a rejection after the program's last await went unseen (the rank had already reported
// its value) and one in a worker could take down the thread pool's own handler.
let escapedError: Error | null = null;
let onEscape: ((e: Error) => void) | null = null;

/** Reports an error that escaped the rank's program (`how`: what happened to it). */
export function escaped(how: string, e: unknown): void {
  if (escapedError) return;
  const what = e instanceof Error ? `${e.name}: ${e.message}` : show(e);
  const err = new Error(`${how}: ${what}`, { cause: e });
  if (e instanceof Error && e.stack) err.stack = `Error: ${err.message}\n${e.stack.split('\n').slice(1).join('\n')}`;
  escapedError = err;
  markFailed(err.message);
  onEscape?.(err);
}

/** One turn of the event loop: the runtimes report a promise left rejected without a handler once
 *  the microtasks have drained, before the next task. */
const nextTurn = () => new Promise<void>((r) => setTimeout(r, 0));

/** Runs `entry` as this rank's program; what its default export returned. */
export async function runEntry(entry: string, world: Comm, args: string[]): Promise<unknown> {
  const mod = (await import(/* @vite-ignore */ entry)) as Record<string, unknown>;
  let value: unknown;
  if (typeof mod.default === 'function') {
    // an error that escaped while the module loaded fails the rank at once, not when main returns
    const escape = new Promise<never>((_, reject) => {
      if (escapedError) reject(escapedError);
      else onEscape = reject;
    });
    try {
      value = await Promise.race([(mod.default as RankMain)(world, args), escape]);
    } finally {
      onEscape = null;
    }
  } else if (mod.default !== undefined || !initCalled()) fail('ERR_ARG', entryMistake(entry, mod));
  await nextTurn();
  if (escapedError) throw escapedError;
  finalize();
  return value;
}

/** Why a rank module cannot run: it has no callable default export and did not call init(). */
function entryMistake(entry: string, mod: Record<string, unknown>): string {
  const file = entry.startsWith('file:') ? decodeURIComponent(new URL(entry).pathname) : entry;
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
