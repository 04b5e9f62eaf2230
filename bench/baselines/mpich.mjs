// Native MPICH baselines: compile a C harness from bench/native with mpicc (once per bench run) and
// run it under mpiexec (osu_p2p.c and rma.c on 2 processes; osu_coll.c on any number). Each job is one run of
// the MPICH system in a family's interleaved rounds (bench/lib/rounds.mjs): a fresh process per
// round, its warm-up timed as the first calls, one repetition of each figure.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).status === 0;
}

const built = new Map(); // `${outDir}/${name}` -> build()'s answer

/** Builds a C harness from bench/native with mpicc, once per bench run; returns its path, or a reason it could not. */
export function buildNative(name, outDir) {
  const key = join(outDir, name);
  if (!built.has(key)) built.set(key, build(name, outDir));
  return built.get(key);
}

function build(name, outDir) {
  if (!has('mpicc') || !has('mpiexec')) return { skip: 'MPICH: mpicc not found, native baseline skipped' };
  mkdirSync(outDir, { recursive: true });
  const src = fileURLToPath(new URL(`../native/${name}.c`, import.meta.url));
  const exe = join(outDir, name);
  const r = spawnSync('mpicc', ['-O3', '-march=native', src, '-o', exe], { encoding: 'utf8' });
  if (r.status !== 0) return { skip: `MPICH: mpicc failed on ${name}.c: ${r.stderr.trim()}` };
  return { exe };
}

const jsonLines = (text) =>
  (text ?? '')
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));

/** Runs `exe` on `ranks` processes (with `env` added to this process's environment); returns its JSON lines. */
export function runNative(exe, ranks, args, { timeoutMs = 600_000, env } = {}) {
  const r = spawnSync('mpiexec', ['-n', String(ranks), exe, ...args.map(String)], {
    encoding: 'utf8',
    timeout: timeoutMs,
    ...(env ? { env: { ...process.env, ...env } } : {}),
  });
  if (r.status !== 0) {
    const err = new Error(
      `mpiexec -n ${ranks} ${exe} failed: ${r.error?.code === 'ETIMEDOUT' ? `timed out after ${timeoutMs / 1000} s` : r.stderr || r.error}`,
    );
    err.partial = jsonLines(r.stdout); // the lines printed before it failed
    throw err;
  }
  return jsonLines(r.stdout);
}

/**
 * One round of the p2p family on MPICH (osu_p2p.c on 2 processes): { fresh, run, first, n } as
 * bench/ranks/osu_p2p.mjs gives them (run: lists of `repeats` repetitions), or { skip }.
 */
export function mpichP2P({ sizes, repeats, quick, fresh, outDir, env, timeoutMs }) {
  const b = buildNative('osu_p2p', outDir);
  if (b.skip) return { skip: b.skip };
  const rows = runNative(b.exe, 2, [repeats, quick ? 1 : 0, fresh, ...sizes], { env, timeoutMs });
  const out = { run: { lat: {}, bw: {}, bibw: {} }, first: { lat: {}, bw: {}, bibw: {} }, n: { lat: {}, bw: {} } };
  for (const row of rows) {
    if (row.fresh !== undefined) {
      out.fresh = row.fresh;
      continue;
    }
    out.n.lat[row.size] = row.n;
    out.first.lat[row.size] = row.latFirst;
    out.run.lat[row.size] = row.lat;
    if (row.size > 0) {
      out.n.bw[row.size] = row.nw;
      out.first.bw[row.size] = row.bwFirst;
      out.first.bibw[row.size] = row.bibwFirst;
      out.run.bw[row.size] = row.bw;
      out.run.bibw[row.size] = row.bibw;
    }
  }
  return out;
}

/**
 * One run of the collective harness (osu_coll.c) on `ranks` processes. plan: [[coll, [bytes...]], ...].
 * Returns { [coll]: { [bytes]: { first, firstN, runs, iters } } } (us per call: the first `firstN`
 * calls, and `repeats` timed repetitions), or { skip } when MPICH is missing (with `unavailable`) or
 * the run failed before printing anything (a run that fails part-way keeps the figures it printed,
 * with `error`).
 */
export function mpichColl({ ranks, plan, repeats, budgetMs, maxIters, firstN, outDir, timeoutMs, env }) {
  const b = buildNative('osu_coll', outDir);
  if (b.skip) return { skip: b.skip, unavailable: true };
  let rows;
  let error;
  try {
    rows = runNative(
      b.exe,
      ranks,
      [repeats, budgetMs, maxIters, firstN, ...plan.map(([c, sizes]) => `${c}:${sizes.join(',')}`)],
      { timeoutMs, env },
    );
  } catch (e) {
    rows = e.partial ?? [];
    error = e.message.split('\n')[0];
    if (!rows.length) return { skip: `MPICH: ${error}` };
  }
  const out = {};
  for (const [c] of plan) out[c] = {};
  for (const row of rows)
    out[row.coll][row.size] = { first: row.first, firstN: row.firstN, runs: row.runs, iters: row.iters };
  return error ? { ...out, error } : out;
}

/**
 * One run of the one-sided harness (rma.c) on 2 processes. plan: [[test, [bytes...]], ...] (tests
 * rma.c knows). Returns { cold: { test: us }, first: { test: { size } }, n, run: { test: { size:
 * [repeats] } } } in each test's unit (bench/lib/rma_plan.mjs unitOf), or { skip }; a run that
 * fails part-way keeps what it printed, with `error`.
 */
export function mpichRma({ plan, repeats, quick, outDir, timeoutMs }) {
  const b = buildNative('rma', outDir);
  if (b.skip) return { skip: b.skip };
  let rows;
  let error;
  try {
    rows = runNative(b.exe, 2, [repeats, quick ? 1 : 0, ...plan.map(([t, sizes]) => `${t}:${sizes.join(',')}`)], {
      timeoutMs,
    });
  } catch (e) {
    rows = e.partial ?? [];
    error = e.message.split('\n')[0];
    if (!rows.length) return { skip: `MPICH: ${error}` };
  }
  const out = { cold: {}, first: {}, n: {}, run: {} };
  for (const row of rows) {
    if (row.cold !== undefined) out.cold[row.test] = row.cold;
    (out.first[row.test] ??= {})[row.size] = row.first;
    (out.n[row.test] ??= {})[row.size] = row.n;
    (out.run[row.test] ??= {})[row.size] = row.runs;
  }
  return error ? { ...out, error } : out;
}
