// Native MPICH baseline: compiles bench/native/osu_p2p.c with mpicc and runs it on 2 processes.
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

/** Runs `exe` on `ranks` processes; returns its JSON lines. */
export function runNative(exe, ranks, args) {
  const r = spawnSync('mpiexec', ['-n', String(ranks), exe, ...args.map(String)], { encoding: 'utf8', timeout: 600_000 });
  if (r.status !== 0) throw new Error(`mpiexec ${exe} failed: ${r.stderr || r.error}`);
  return r.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

export function mpichP2P({ sizes, repeats, quick, outDir }) {
  const b = buildNative('osu_p2p', outDir);
  if (b.skip) return { skip: b.skip };
  const rows = runNative(b.exe, 2, [repeats, quick ? 1 : 0, ...sizes]);
  const out = { lat: {}, bw: {}, bibw: {} };
  for (const row of rows) {
    out.lat[row.size] = row.lat;
    if (row.size > 0) { out.bw[row.size] = row.bw; out.bibw[row.size] = row.bibw; }
  }
  return out;
}
