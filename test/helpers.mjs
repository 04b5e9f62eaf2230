// Launch helpers for the multi-rank tests.
import * as assert from 'uvu/assert';
import { launch, WasmpiError } from 'wasmpi';

export const SIZES = [1, 2, 3, 4, 5, 7, 8];

/** The launch timeout of every test launch that is not about timeouts: a limit for a hang, far
 *  above (ten times and more) what the slowest launch takes on a loaded 2-core machine. */
export const LAUNCH_LIMIT_MS = 600_000;
/** The limit for a child process a test runs (the CLI, a runtime, npm): the same reasoning. */
export const CHILD_LIMIT_MS = 600_000;

/** Runs test/ranks/<file> on `ranks` ranks with args; resolves to the ranks' return values. */
export async function run(file, ranks, args = [], opts = {}) {
  const res = await launch(new URL(`./ranks/${file}`, import.meta.url), {
    ranks,
    args,
    timeoutMs: LAUNCH_LIMIT_MS,
    ...opts,
  });
  return res.map((r) => r.value);
}

/** Runs and expects the launch to fail; resolves to the rejection. */
export async function runFailing(file, ranks, args = [], opts = {}) {
  try {
    await launch(new URL(`./ranks/${file}`, import.meta.url), { ranks, args, timeoutMs: LAUNCH_LIMIT_MS, ...opts });
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

/** mulberry32: a small seeded PRNG returning floats in [0, 1), so random tests reproduce. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Each kind of mismatch (test/ranks/coll_procs_mismatch.mjs): the code and the words that name it.
export const MISMATCHES = {
  op: ['ERR_ARG', /gave op (max|sum), this rank op (sum|max)/],
  count: ['ERR_ARG', /sent \d+ bytes where this rank expected \d+/],
  root: ['ERR_ARG', /gave root \d+, this rank root \d+/],
  type: ['ERR_TYPE', /reduces (float32|int32), this rank (int32|float32)/],
  'type-move': ['ERR_TYPE', /blocks have another type signature/],
  coll: ['ERR_ARG', /called (bcast|allreduce), this rank (allreduce|bcast)/],
};

/** The words of the shared-memory check, which a process's own ranks meet first. */
const SHM_WORDS = /does not match this one|another type signature/;

/** A failed job's errors: some rank names the mismatch (in the words of the check between
 *  processes, or also of the shared-memory one when `shm`), every other failed rank failed on it. */
export function assertMismatch(what, errs, where, shm) {
  const [code, words] = MISMATCHES[what];
  const all = [...errs].map(([r, e]) => `rank ${r}: ${e.code} ${e.message}`).join('\n');
  const names = (m) => words.test(m) || (shm && SHM_WORDS.test(m));
  assert.ok(
    [...errs.values()].some((e) => e.code === code && names(e.message)),
    `${where}: no rank reported ${code} naming the mismatch:\n${all}`,
  );
  for (const [r, e] of errs) assert.ok([code, 'ERR_PROC_FAILED'].includes(e.code), `${where}, rank ${r}: ${all}`);
}

/** Compares what a rank returned, by label, with what MPI gives, by label: the same labels, and
 *  equal values under each (a label whose expected value is undefined, which MPI leaves free, is
 *  not compared). `where` names the rank and the scenario in a failure. */
export function sameByLabel(got, exp, where) {
  assert.equal(Object.keys(got ?? {}).sort(), Object.keys(exp).sort(), `${where}: the cases it ran`);
  for (const [label, want] of Object.entries(exp))
    if (want !== undefined) assert.equal(got[label], want, `${where}: ${label}`);
}
