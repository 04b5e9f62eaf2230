// Native MPICH baselines: compile a C harness from bench/native with mpicc and run it under mpiexec
// (osu_p2p.c on 2 processes; osu_coll.c on any number).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).status === 0;
}

/** Builds a C harness from bench/native; returns its path, or a reason it could not. */
export function buildNative(name, outDir) {
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

/** Runs `exe` on `ranks` processes; returns its JSON lines. */
export function runNative(exe, ranks, args, { timeoutMs = 600_000 } = {}) {
  const r = spawnSync('mpiexec', ['-n', String(ranks), exe, ...args.map(String)], {
    encoding: 'utf8',
    timeout: timeoutMs,
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

export function mpichP2P({ sizes, repeats, quick, outDir }) {
  const b = buildNative('osu_p2p', outDir);
  if (b.skip) return { skip: b.skip };
  const rows = runNative(b.exe, 2, [repeats, quick ? 1 : 0, ...sizes]);
  const out = { lat: {}, bw: {}, bibw: {} };
  for (const row of rows) {
    out.lat[row.size] = row.lat;
    if (row.size > 0) {
      out.bw[row.size] = row.bw;
      out.bibw[row.size] = row.bibw;
    }
  }
  return out;
}

/**
 * The collective harness (osu_coll.c) on `ranks` processes. plan: [[coll, [bytes...]], ...].
 * Returns { [coll]: { [bytes]: us } }, or { skip } when MPICH is missing (with `unavailable`) or the run failed
 * before printing anything (a run that fails part-way keeps the figures it printed, with `error`).
 */
const built = new Map(); // outDir -> buildNative's answer, so one bench run compiles osu_coll.c once

export function mpichColl({ ranks, plan, repeats, budgetMs, maxIters, outDir, timeoutMs }) {
  if (!built.has(outDir)) built.set(outDir, buildNative('osu_coll', outDir));
  const b = built.get(outDir);
  if (b.skip) return { skip: b.skip, unavailable: true };
  let rows;
  let error;
  try {
    rows = runNative(
      b.exe,
      ranks,
      [repeats, budgetMs, maxIters, ...plan.map(([c, sizes]) => `${c}:${sizes.join(',')}`)],
      { timeoutMs },
    );
  } catch (e) {
    rows = e.partial ?? [];
    error = e.message.split('\n')[0];
    if (!rows.length) return { skip: `MPICH: ${error}` };
  }
  const out = {};
  for (const [c] of plan) out[c] = {};
  for (const row of rows) out[row.coll][row.size] = row.us;
  return error ? { ...out, error } : out;
}
