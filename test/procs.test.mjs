// Worlds that span processes: `wasmpi run --procs` (a job on this machine with wasmpi's own process
// manager), MPICH's mpiexec (Hydra) starting the processes, a killed process, a rank's abort(code)
// (every process ends with the code), and frames a peer must never get past the network thread's
// checks.
// Long: runs in npm run test:long and test:all (jobs of several processes, each its own Node).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCENARIOS as P2P_SCENARIOS } from './ranks/p2p_buf.mjs';
import { assertMismatch, CHILD_LIMIT_MS } from './helpers.mjs';
import { checkP2p } from './expected/p2p_buf.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(new URL('../bin/wasmpi.mjs', import.meta.url));
const here = (f) => fileURLToPath(new URL(f, import.meta.url));

/** Runs a command to its end (bounded); its exit status and output. */
function sh(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
    env: { ...process.env, ...env },
  });
  return { code: r.status, signal: r.signal, out: r.stdout ?? '', err: r.stderr ?? '' };
}

/** `wasmpi run -n ranks --procs procs` of test/ranks/<file> with args: each rank's return value. */
function runProcs(ranks, procs, file, args = [], env = {}) {
  const r = sh(
    process.execPath,
    [cli, 'run', '-n', String(ranks), '--procs', String(procs), here('./procs/report.mjs'), file, ...args],
    env,
  );
  assert.is(r.code, 0, `exit ${r.code} ${r.signal ?? ''}\n${r.out}\n${r.err}`);
  const values = new Array(ranks);
  for (const line of r.out.split('\n'))
    if (line.startsWith('RESULT ')) {
      const { rank, value } = JSON.parse(line.slice(7));
      values[rank] = value;
    }
  for (let i = 0; i < ranks; i++) assert.ok(i in values, `rank ${i} reported nothing:\n${r.out}\n${r.err}`);
  return values;
}

const hasMpiexec = (() => {
  try {
    return execFileSync('mpiexec', ['--version'], { encoding: 'utf8' }).includes('HYDRA');
  } catch {
    return false;
  }
})();

for (const [ranks, procs] of [
  [2, 2],
  [5, 3],
  [3, 3],
]) {
  test(`ring example: ${ranks} ranks in ${procs} processes`, () => {
    const r = sh(process.execPath, [cli, 'run', '-n', String(ranks), '--procs', String(procs), 'examples/ring.mjs']);
    assert.is(r.code, 0, r.err);
    const sum = (ranks * (ranks - 1)) / 2;
    assert.ok(r.out.includes(`ring over ${ranks} ranks: token ${sum} (expected ${sum})`), r.out);
  });
}

for (const [ranks, procs] of [
  [2, 2],
  [5, 3],
]) {
  test(`p2p scenarios across processes: ${ranks} ranks in ${procs} processes`, () => {
    checkP2p(runProcs(ranks, procs, 'p2p_buf.mjs', P2P_SCENARIOS), P2P_SCENARIOS, ranks);
  });
}

test('a world across processes counts every rank and network side on the machine: its ranks spin only when those fit the cores', () => {
  // 2 x 1 ranks: a rank spinning in one process would take the core its message needs in the
  // network side of either process (4 threads); in one process the same 2 ranks are 2 threads
  for (const [ranks, procs] of [
    [2, 2],
    [3, 3],
  ]) {
    const res = runProcs(ranks, procs, 'procs_spin.mjs');
    for (const r of res)
      assert.is(r.oversubscribed, ranks + procs > r.cores, `${ranks} in ${procs}: ${JSON.stringify(r)}`);
  }
});

test('more ranks than cores, across processes: 8 ranks in 2 processes', () => {
  const names = ['ring', 'ring', 'order', 'anysource', 'large'];
  checkP2p(runProcs(8, 2, 'p2p_buf.mjs', names), names, 8);
});

test('derived datatypes across processes (packed for TCP, eager and rendezvous, every send mode): 3 ranks in 2 processes', () => {
  const res = runProcs(3, 2, 'p2p_dtype.mjs', ['pairs', 'anysource', 'persistent', 'halo']);
  assert.ok(res[0].pairs > 50);
  assert.is(res[0].anysource, 4);
  for (const r of res) {
    assert.is(r.persistent, 6);
    assert.is(r.halo, 8);
  }
});

for (const [ranks, procs, args] of [
  [5, 3, ['all', 0, 1, 7]],
  [6, 3, ['comms', 3]],
]) {
  test(`collectives across processes (${args.join(' ')}): ${ranks} ranks in ${procs} processes`, () => {
    const res = runProcs(ranks, procs, 'coll_procs.mjs', args.map(String));
    const errs = res.flat();
    assert.ok(errs.length === 0, `${errs.length} mismatches:\n` + errs.slice(0, 8).join('\n'));
  });
}

test('the examples across processes: the halo exchange (HaloExchange, the commit protocol) and the committed ring', () => {
  const a = sh(process.execPath, [cli, 'run', '-n', '4', '--procs', '2', 'examples/heat2d_halo.mjs']);
  assert.is(a.code, 0, a.err);
  assert.match(a.out, /on 2 x 2 tiles, .*largest difference from the serial run 0$/m);
  const b = sh(process.execPath, [cli, 'run', '-n', '3', '--procs', '2', 'examples/commit/ring_pt2pt.mjs']);
  assert.is(b.code, 0, b.err);
});

test('flow control: 50000 small and 40 large messages (each followed by a small one) to a receiver that starts late arrive, in order, every byte as sent', () => {
  const res = runProcs(2, 2, '../procs/flood.mjs');
  assert.is(res[0], 50080);
});

test('large messages to a receiver with memory for one at a time wait at their sender: 2 x 12 MiB into a heap of 56 MiB holding 24 MiB of receive buffers', () => {
  // without flow control by bytes, the second message finds no memory in the receiving process
  // while the first waits for its receive, and that process dies
  const res = runProcs(2, 2, '../procs/late_large.mjs', [], { WASMPI_HEAP_MAX: String(56 << 20) });
  assert.is(res[0], 'sent');
  assert.equal(res[1], { received: 2, bad: 0 });
});

test('a killed process: its peers fail fast with ERR_PROC_FAILED (not at a timeout), and the job fails', () => {
  const r = sh(process.execPath, [cli, 'run', '-n', '3', '--procs', '3', here('./procs/kill.mjs')]);
  assert.is.not(r.code, 0, r.out);
  assert.match(r.err, /process 2 \(ranks 2\.\.2\) was killed by SIGKILL/);
  const failed = [...r.err.matchAll(/FAILED (\{.*\})/g)].map((m) => JSON.parse(m[1]));
  assert.equal(failed.map((f) => f.rank).sort(), [0, 1], r.out + r.err);
  for (const f of failed) {
    assert.is(f.code, 'ERR_PROC_FAILED');
    assert.not.match(f.message, 'launch timeout', `rank ${f.rank} failed at the launch timeout (a hang)`);
    assert.match(f.message, /rank 2 failed \(process 2 \(ranks 2\.\.2\) closed its connection without finishing/);
  }
});

/** The ranks' errors a failed job reported (`rank r: [CODE] message` lines), by rank. */
function reportedErrors(err) {
  const m = new Map();
  for (const [, r, code, message] of err.matchAll(/^rank (\d+): \[(\w+)\] (.*)$/gm))
    m.set(Number(r), { code, message });
  return m;
}

// [ranks, processes, collective, the rank that returns without calling it, root, with Hydra, the
// ranks that must fail: all but the one that returns, or those of a bcast that need its data (the
// rest complete, as in one process)]
for (const [ranks, procs, coll, gone, root, hydra, fails] of [
  [4, 2, 'allreduce', 1, 0, false],
  [6, 2, 'barrier', 1, 0, false],
  [5, 2, 'bcast', 1, 1, false],
  [5, 2, 'bcast', 3, 0, false, [4]],
  [4, 2, 'allreduce', 1, 0, true],
]) {
  test(`a rank that returns without joining ${coll} (${ranks} ranks in ${procs} processes${hydra ? ', mpiexec' : ''}, rank ${gone} returns, root ${root}): the ranks that wait on it fail naming it, the job fails`, () => {
    if (hydra && !hasMpiexec) return;
    const args = ['run', '-n', String(ranks), '--procs', String(procs), ...(hydra ? ['--mpiexec'] : [])];
    const r = sh(process.execPath, [
      cli,
      ...args,
      here('./ranks/coll_procs_finalized.mjs'),
      coll,
      String(gone),
      String(root),
    ]);
    assert.is(r.signal, null, `the job hung:\n${r.out}\n${r.err}`);
    assert.is.not(r.code, 0, r.out + r.err);
    const errs = reportedErrors(r.err);
    const mustFail = fails ?? [...Array(ranks).keys()].filter((q) => q !== gone);
    for (const q of mustFail) assert.ok(errs.has(q), `rank ${q} reported no error:\n${r.err}`);
    for (const [q, e] of errs) {
      assert.ok(q !== gone, r.err);
      assert.is(e.code, 'ERR_PROC_FAILED', `rank ${q}: ${e.message}`);
      assert.match(e.message, `rank ${gone} has finalized`);
    }
  });
}

// [ranks, processes, what differs, on which rank, with Hydra]
for (const [ranks, procs, what, odd, hydra] of [
  [2, 2, 'op', 1, false],
  [6, 3, 'root', 3, false],
  [3, 2, 'count', 2, false],
  [5, 3, 'type', 4, false],
  [3, 2, 'coll', 2, false],
  [2, 2, 'type-move', 0, true],
]) {
  test(`a collective whose ${what} differs on rank ${odd} (${ranks} ranks in ${procs} processes${hydra ? ', mpiexec' : ''}): an error names it, the job fails`, () => {
    if (hydra && !hasMpiexec) return;
    const args = ['run', '-n', String(ranks), '--procs', String(procs), ...(hydra ? ['--mpiexec'] : [])];
    const r = sh(process.execPath, [cli, ...args, here('./ranks/coll_procs_mismatch.mjs'), what, String(odd)]);
    assert.is(r.signal, null, `the job hung:\n${r.out}\n${r.err}`);
    assert.is.not(r.code, 0, r.out + r.err);
    assertMismatch(what, reportedErrors(r.err), `${ranks} in ${procs}`, true);
  });
}

test('mpiexec -n 3 node examples/ring.mjs: one world of three processes (Hydra)', () => {
  if (!hasMpiexec) return console.log('  (no Hydra mpiexec here: skipped)');
  const r = sh('mpiexec', ['-n', '3', process.execPath, 'examples/ring.mjs']);
  assert.is(r.code, 0, r.err);
  assert.ok(r.out.includes('ring over 3 ranks: token 3 (expected 3)'), r.out);
});

test("mpiexec -n 2 wasmpi run -n 2, and wasmpi run --mpiexec: threads in each of Hydra's processes", () => {
  if (!hasMpiexec) return;
  const a = sh('mpiexec', ['-n', '2', process.execPath, cli, 'run', '-n', '2', 'examples/ring.mjs']);
  assert.is(a.code, 0, a.err);
  assert.ok(a.out.includes('ring over 4 ranks: token 6'), a.out);
  const b = sh(process.execPath, [cli, 'run', '-n', '5', '--procs', '2', '--mpiexec', 'examples/ring.mjs']);
  assert.is(b.code, 0, b.err);
  assert.ok(b.out.includes('ring over 5 ranks: token 10'), b.out);
});

test('a killed process under Hydra: the job ends with a non-zero status', () => {
  if (!hasMpiexec) return;
  const r = sh('mpiexec', ['-n', '3', process.execPath, cli, 'run', '-n', '1', here('./procs/kill.mjs')]);
  assert.is.not(r.code, 0, r.out);
});

test('under Hydra, a process whose rank calls process.exit(0) before finalizing aborts the job: it does not end 0', () => {
  if (!hasMpiexec) return console.log('  (no Hydra mpiexec here: skipped)');
  for (const n of ['2', '3']) {
    const r = sh('mpiexec', ['-n', n, process.execPath, here('./procs/exit_early.mjs')]);
    assert.is.not(r.code, 0, `-n ${n}: ${r.out}${r.err}`);
    assert.match(r.err, /process 1 exited \(code 0\) before 1 of its ranks finalized: the job is aborted/);
  }
});

const ABORT = here('./ranks/launch_abort.mjs');

/** A job of `n` ranks that rank `who` ended with abort(code): every rank reported, `who` its
 *  ERR_ABORT, every other ERR_PROC_FAILED naming it and the code (whichever process it ran in). */
function assertAborted(stderr, n, who, code) {
  const seen = reportedErrors(stderr);
  assert.equal(
    [...seen.keys()].sort((a, b) => a - b),
    [...Array(n).keys()],
    stderr,
  );
  assert.equal(seen.get(who), {
    code: 'ERR_ABORT',
    message: `WasmpiError: rank ${who} called abort with code ${code}`,
  });
  for (const [q, e] of seen) {
    if (q === who) continue;
    assert.is(e.code, 'ERR_PROC_FAILED', `rank ${q}: ${e.message}`);
    assert.match(e.message, `rank ${who} called abort with code ${code}`);
  }
}

test('across processes (wasmpi run --procs): every process ends with the code, every rank names the abort', () => {
  for (const [n, procs, how, who, code] of [
    [4, 2, 'coll', 1, 17],
    [3, 3, 'recv', 2, 3],
  ]) {
    const r = sh(process.execPath, [
      cli,
      'run',
      '-n',
      String(n),
      '--procs',
      String(procs),
      ABORT,
      how,
      String(who),
      String(code),
    ]);
    assert.is(r.signal, null, `the job hung:\n${r.err}`);
    assert.is(r.code, code, r.err);
    assertAborted(r.err, n, who, code);
  }
});

test("across Hydra's processes: mpiexec's exit status is the code (wasmpi run under mpiexec, --mpiexec, top-level init)", () => {
  if (!hasMpiexec) return console.log('  (no Hydra mpiexec here: skipped)');
  const a = sh('mpiexec', ['-n', '2', process.execPath, cli, 'run', '-n', '2', ABORT, 'recv', '3', '17']);
  assert.is(a.code, 17, a.err);
  assertAborted(a.err, 4, 3, 17);
  const b = sh(process.execPath, [cli, 'run', '-n', '3', '--procs', '3', '--mpiexec', ABORT, 'coll', '0', '6']);
  assert.is(b.code, 6, b.err);
  assertAborted(b.err, 3, 0, 6);
  // a rank that is its process's main thread: the process manager ends the others at once
  const c = sh('mpiexec', ['-n', '3', process.execPath, here('./procs/abort_top.mjs'), '1', '9']);
  assert.is(c.code, 9, c.err);
  assert.match(c.err, 'wasmpi: rank 1 called abort with code 9');
});

test('wasmpi tune measures the network between two processes (alphaNet, betaNet) and caches it', () => {
  const cache = join(mkdtempSync(join(tmpdir(), 'wasmpi-tune-')), 'tune.json');
  const r = sh(process.execPath, [cli, 'tune', '--json'], { WASMPI_TUNE_CACHE: cache });
  assert.is(r.code, 0, r.err);
  const { params, source } = JSON.parse(readFileSync(cache, 'utf8'));
  assert.match(source.alphaNet, 'between two processes over TCP');
  // a message between processes costs more than one between threads, and bytes move at some speed
  assert.ok(params.alphaNet > params.alpha && params.alphaNet < 1, `alphaNet ${params.alphaNet}`);
  assert.ok(params.betaNet > 0 && params.betaNet < 1e-6, `betaNet ${params.betaNet}`);
});

test('usage: --procs beyond the ranks, --hosts without --mpiexec', () => {
  const a = sh(process.execPath, [cli, 'run', '-n', '2', '--procs', '3', 'examples/ring.mjs']);
  assert.is(a.code, 2);
  assert.match(a.err, /--procs 3 is more processes than ranks \(2\)/);
  const b = sh(process.execPath, [cli, 'run', '-n', '2', '--hosts', 'a,b', 'examples/ring.mjs']);
  assert.is(b.code, 2);
  assert.match(b.err, /--hosts and --hostfile go with --mpiexec/);
});

test.run();
