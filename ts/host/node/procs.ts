// `wasmpi run -n N --procs P`: a job of P processes on this machine, the N ranks split among them
// (worker threads inside each, TCP between them), started here with a process manager of our own
// (pmi_server.ts); `--mpiexec` hands the same job to MPICH's Hydra instead, whose launchers (ssh,
// Slurm, a host file) reach other machines.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Duplex } from 'node:stream';
import { PmiServer } from './pmi_server.js';

/** How many ranks each of `procs` processes runs: N / P, the first N mod P one more. */
export function split(ranks: number, procs: number): number[] {
  return Array.from({ length: procs }, (_, p) => Math.floor(ranks / procs) + (p < ranks % procs ? 1 : 0));
}

/** The command line of one process: this CLI's run, with its share of the ranks. */
function procArgv(share: number, runArgs: string[]): string[] {
  return [...process.execArgv, process.argv[1], 'run', '-n', String(share), ...runArgs];
}

const SIGNALLED = 128;

/** Runs the job on this machine; the exit code: 0 when every process exited 0; a process's abort's
 *  code (PMI's cmd=abort), or the one code every failing process exited with (a rank's abort(code)
 *  ends every process with it); else 1. */
export async function runProcs(ranks: number, procs: number, runArgs: string[]): Promise<number> {
  const shares = split(ranks, procs);
  const pm = new PmiServer(procs);
  const kids: ChildProcess[] = [];
  const ends = shares.map((share, p) => {
    const kid = spawn(process.execPath, procArgv(share, runArgs), {
      stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
      env: { ...process.env, PMI_FD: '3', PMI_RANK: String(p), PMI_SIZE: String(procs) },
    });
    kids.push(kid);
    pm.serve(kid.stdio[3] as Duplex, p);
    return new Promise<number>((resolve) => {
      kid.on('error', (e) => {
        process.stderr.write(`wasmpi run: process ${p} could not start: ${e.message}\n`);
        resolve(1);
      });
      kid.on('exit', (code, signal) => {
        if (signal !== null) {
          const first = shares.slice(0, p).reduce((a, b) => a + b, 0);
          process.stderr.write(
            `wasmpi run: process ${p} (ranks ${first}..${first + share - 1}) was killed by ${signal}\n`,
          );
          resolve(SIGNALLED);
        } else resolve(code ?? 1);
      });
    });
  });
  // Ctrl-C reaches the whole process group; a plain kill of this process ends its job too
  const stop = () => {
    for (const k of kids) k.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  // a process that asks the job to end (it exits before its ranks finished) ends the others, as
  // Hydra does: their ranks might wait on its ranks for good
  pm.onAbort = () => {
    for (const k of kids) if (k.exitCode === null && k.signalCode === null) k.kill('SIGKILL');
  };
  const codes = await Promise.all(ends);
  process.off('SIGTERM', stop);
  if (pm.aborted) return pm.aborted.code;
  const failing = new Set(codes.filter((c) => c !== 0));
  return failing.size === 0 ? 0 : failing.size === 1 ? [...failing][0] : 1;
}

/** Where Hydra starts the processes (its own options). */
export interface HydraPlacement {
  hosts?: string;
  hostfile?: string;
}

/** Runs the job under MPICH's mpiexec; its exit code. An uneven split uses Hydra's MPMD form
 *  (`-n 1 cmd : -n 1 cmd`), one section per share size. */
export async function runMpiexec(
  ranks: number,
  procs: number,
  runArgs: string[],
  where: HydraPlacement,
  mpiexec = process.env.WASMPI_MPIEXEC ?? 'mpiexec',
): Promise<number> {
  const shares = split(ranks, procs);
  const args: string[] = [];
  if (where.hosts !== undefined) args.push('-hosts', where.hosts);
  if (where.hostfile !== undefined) args.push('-f', where.hostfile);
  const sections: Array<[number, number]> = [];
  for (const s of shares) {
    const last = sections[sections.length - 1];
    if (last?.[1] === s) last[0]++;
    else sections.push([1, s]);
  }
  sections.forEach(([n, share], i) => {
    if (i > 0) args.push(':');
    args.push('-n', String(n), process.execPath, ...procArgv(share, runArgs));
  });
  const kid = spawn(mpiexec, args, { stdio: 'inherit' });
  return new Promise<number>((resolve) => {
    kid.on('error', (e) => {
      process.stderr.write(`wasmpi run: cannot start ${mpiexec}: ${e.message} (is MPICH installed?)\n`);
      resolve(127);
    });
    kid.on('exit', (code, signal) => resolve(signal !== null ? SIGNALLED : (code ?? 1)));
  });
}
