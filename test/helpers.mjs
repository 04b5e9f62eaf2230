// Launch helpers for the multi-rank tests.
import * as assert from 'uvu/assert';
import { launch, WasmpiError } from 'wasmpi';

export const SIZES = [1, 2, 3, 4, 5, 7, 8];

/** Runs test/ranks/<file> on `ranks` ranks with args; resolves to the ranks' return values. */
export async function run(file, ranks, args = [], opts = {}) {
  const res = await launch(new URL(`./ranks/${file}`, import.meta.url), { ranks, args, timeoutMs: 60_000, ...opts });
  return res.map((r) => r.value);
}

/** Runs and expects the launch to fail; resolves to the rejection. */
export async function runFailing(file, ranks, args = [], opts = {}) {
  try {
    await launch(new URL(`./ranks/${file}`, import.meta.url), { ranks, args, timeoutMs: 60_000, ...opts });
  } catch (e) {
    return e;
  }
  throw new Error(`expected the launch of ${file} ${args.join(' ')} on ${ranks} ranks to fail`);
}

/** The errors of a failed launch, by rank. */
export function byRank(err) {
  const m = new Map();
  for (const { rank, error } of err.errors ?? []) m.set(rank, error);
  return m;
}

/** Runs `fn`, which must throw a WasmpiError with `code` whose message names each of `names`;
 *  returns the error. */
export function raises(fn, code, ...names) {
  try {
    fn();
  } catch (e) {
    assert.instance(e, WasmpiError, String(e));
    assert.is(e.code, code, e.message);
    for (const n of names) assert.ok(e.message.includes(n), `"${e.message}" should name ${n}`);
    return e;
  }
  assert.unreachable(`expected ${code}`);
}
