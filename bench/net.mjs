// The net family: wasmpi between OS processes joined over TCP, beside native MPICH with its shared
// memory turned off so that it talks TCP too, measured in the same run.
//   p2p: 2 processes x 1 rank (`wasmpi run -n 2 --procs 2 bench/ranks/net_p2p.mjs`): one-way
//     latency (ping-pong / 2) at 8 B - 64 KB and bandwidth at 64 KB - 4 MB, a window of 64
//     nonblocking sends and a 4 B acknowledgement per window (OSU's osu_bw), beside
//     `MPIR_CVAR_NOLOCAL=1 UCX_TLS=tcp,self mpiexec -n 2 osu_p2p` (bench/native/osu_p2p.c, the
//     same loops and counts) and, as a reference, the same MPICH job with its shared memory on
//     (what a one-process wasmpi world of threads competes with), and the platform floor: two plain
//     Node processes running the same loops with synchronous system calls on the socket's descriptor
//     (bench/ranks/net_floor.mjs, no MPI layer: the best a JavaScript library on Node reaches);
//   allreduce: float32 'sum' on 2 processes x 2 ranks (`wasmpi run -n 4 --procs 2
//     bench/ranks/net_allreduce.mjs`) beside MPICH's MPI_Allreduce on 4 processes over TCP
//     (bench/native/osu_coll.c, same env) and wasmpi's one-process 4-rank world (`wasmpi run -n 4`);
//     calls back to back (IMB style), a figure is the slowest rank's mean per call.
//
// Timing, as the p2p and coll families': R interleaved rounds (bench/lib/rounds.mjs), each round
// one run of every system in turn, a fresh OS process (or job) each: wasmpi through its command
// line, MPICH through mpiexec. Each run times its fresh start (p2p: the first FRESH round trips of
// 8 B), then at each size the first calls (the warm-up, timed: the "first calls" tables), more
// warm-up, and one timed repetition. The tables print median (min-max) over the rounds, ratios of
// medians (and of the best repetitions); the JSON keeps every repetition. The targets (TARGETS) are
// printed as met or missed under the tables.
//
// Where this build's `wasmpi run` has no --procs, its worlds of several processes are started by
// mpiexec instead (`mpiexec -n p node bin/wasmpi.mjs run -n k`, when a probe world sees all its
// processes); where neither works, the wasmpi "processes" columns come from a one-process world of
// the same ranks (said in the titles) and the targets are not judged. The head prints the command
// lines run. The rank modules coordinate with send/recv only (lib/agree.mjs), so a figure needs
// only what it times to work across processes.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { interleave, push, stat, withSummaries, ratioOf } from './lib/rounds.mjs';
import { table, fmtSize, f, g3, spread, ratios, ratioHead, cellsNote } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { cpuSnapshot, othersShare } from './lib/cpu.mjs';
import { buildNative, mpichColl, mpichP2P } from './baselines/mpich.mjs';

const BIN = fileURLToPath(new URL('../bin/wasmpi.mjs', import.meta.url));
const P2P_ENTRY = fileURLToPath(new URL('./ranks/net_p2p.mjs', import.meta.url));
const ALLREDUCE_ENTRY = fileURLToPath(new URL('./ranks/net_allreduce.mjs', import.meta.url));
const PROBE_ENTRY = fileURLToPath(new URL('./ranks/net_probe.mjs', import.meta.url));
const FLOOR_ENTRY = fileURLToPath(new URL('./ranks/net_floor.mjs', import.meta.url));
/** MPICH (ch4:ucx) without its shared memory: every message goes through UCX's TCP transport. */
const TCP_ENV = { MPIR_CVAR_NOLOCAL: '1', UCX_TLS: 'tcp,self' };
const TCP_ENV_TEXT = Object.entries(TCP_ENV)
  .map(([k, v]) => `${k}=${v}`)
  .join(' ');
const WINDOW = 64; // bench/ranks/osu_p2p.mjs, bench/native/osu_p2p.c
const FRESH = 1000; // round trips of 8 B timed at the start of every fresh world / job
const ALLREDUCE = { ranks: 4, procs: 2 };
const FIRST_N = 10; // allreduce calls timed as the first calls at each size
const FIRST_N_OVER = 3; // the same with more ranks than cores (where MPICH takes milliseconds a call)
const ALLREDUCE_FRESH = 200; // barrier + 8 B allreduce pairs timed at the start (JSON only)
/** The targets: [key, what, figure, size, bound, rate (higher is better)]. */
const TARGETS = [
  ['lat8', 'TCP one-way latency, 8 B: wasmpi / MPICH over TCP', 'lat', 8, 1.0, false],
  ['bw4M', 'TCP bandwidth, 4 MB: wasmpi / MPICH over TCP', 'bw', 4 << 20, 1.0, true],
  [
    'allreduce1M',
    'allreduce 1 MB: wasmpi 2 procs x 2 ranks / MPICH 4 procs over TCP',
    'allreduce',
    1 << 20,
    1.0,
    false,
  ],
];

/**
 * How this build starts a world in several processes: 'procs' (`wasmpi run --procs`), else
 * 'mpiexec' (Hydra's `mpiexec -n p node bin/wasmpi.mjs run -n k`, when a probe world of 2
 * processes sees 2 ranks), else 'one' (no way: one-process worlds stand in, said in the tables).
 */
function launcherOf() {
  const help = spawnSync(process.execPath, [BIN, 'run', '--help'], { encoding: 'utf8' });
  if (help.status === 0 && help.stdout.includes('--procs')) return 'procs';
  const probe = spawnSync('mpiexec', ['-n', '2', process.execPath, BIN, 'run', '-n', '1', PROBE_ENTRY], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return probe.status === 0 && /"size":2\b/.test(probe.stdout) ? 'mpiexec' : 'one';
}

/** The command (file, args) and its display that run `entry` on `ranks` ranks in `procs` processes. */
function wasmpiCommand(launcher, ranks, procs, entry, cfg) {
  const app = [entry, ...(cfg === undefined ? [] : [JSON.stringify(cfg)])];
  const short = `bench/${entry.split('/bench/').pop()}`;
  if (procs > 1 && launcher === 'procs')
    return {
      file: process.execPath,
      args: [BIN, 'run', '-n', String(ranks), '--procs', String(procs), ...app],
      line: `node bin/wasmpi.mjs run -n ${ranks} --procs ${procs} ${short}`,
    };
  if (procs > 1 && launcher === 'mpiexec')
    return {
      file: 'mpiexec',
      args: ['-n', String(procs), process.execPath, BIN, 'run', '-n', String(ranks / procs), ...app],
      line: `mpiexec -n ${procs} node bin/wasmpi.mjs run -n ${ranks / procs} ${short}`,
    };
  return {
    file: process.execPath,
    args: [BIN, 'run', '-n', String(ranks), ...app],
    line: `node bin/wasmpi.mjs run -n ${ranks} ${short}`,
  };
}

/**
 * Starts `file args` in a process group of its own, ended after timeoutMs (SIGTERM, then SIGKILL
 * 5 s later). Returns { done, firstRow, kill }: done resolves to its JSON lines (those that start
 * with `{`) once it exits with code 0 having printed one, and rejects otherwise, saying `line` and
 * the last lines of its stderr; firstRow resolves to its first JSON line as soon as it is printed;
 * kill(sig) signals the group.
 */
function startJob(file, args, line, timeoutMs) {
  const child = spawn(file, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let first;
  const firstRow = new Promise((resolve) => (first = resolve));
  let seen = false;
  child.stdout.setEncoding('utf8').on('data', (d) => {
    stdout += d;
    if (seen) return;
    const row = stdout.split('\n').find((l, i, all) => l.startsWith('{') && i < all.length - 1); // a whole line
    if (row === undefined) return;
    seen = true;
    try {
      first(JSON.parse(row));
    } catch {
      // not JSON after all: done says what the job printed
    }
  });
  child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
  let timedOut = false;
  const kill = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  let hard;
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      timedOut = true;
      kill('SIGTERM');
      hard = setTimeout(() => kill('SIGKILL'), 5000);
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      clearTimeout(hard);
      const rows = stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l));
      if (code === 0 && rows.length) resolve(rows);
      else
        reject(
          new Error(
            `${line} ${timedOut ? `timed out after ${timeoutMs / 1000} s` : `failed (exit code ${code})`}: ${
              stderr
                .trim()
                .split('\n')
                .filter((l) => l.trim() && !/^\s*=|^\s+at /.test(l)) // no Hydra banner, no stack frames
                .slice(-3)
                .join(' | ') || 'no output'
            }`,
          ),
        );
    });
  });
  // a job that ends without printing a row rejects firstRow too (with done's error); a caller that
  // never awaits firstRow sees that error through done, so firstRow's own rejection is marked handled
  const row = Promise.race([firstRow, done.then((rows) => rows[0])]);
  row.catch(() => {});
  return { done, firstRow: row, kill };
}

/** Runs a wasmpi world (wasmpiCommand) through startJob; resolves to its JSON lines. */
function runWasmpi({ launcher, ranks, procs, entry, cfg, timeoutMs }) {
  const { file, args, line } = wasmpiCommand(launcher, ranks, procs, entry, cfg);
  return startJob(file, args, line, timeoutMs).done;
}

/**
 * One run of the platform floor (bench/ranks/net_floor.mjs): its server on port 0, which prints
 * the port it got, then its client; resolves to the client's figures (net_p2p.mjs's shape). Both
 * processes are killed when either fails or passes timeoutMs: the survivor would spin on its socket.
 */
async function runFloor(cfg, timeoutMs) {
  const side = (role, port) =>
    startJob(
      process.execPath,
      [FLOOR_ENTRY, role, String(port), JSON.stringify(cfg)],
      `node bench/ranks/net_floor.mjs ${role} ${port}`,
      timeoutMs,
    );
  const server = side('server', 0);
  let client;
  try {
    const { port } = await server.firstRow;
    client = side('client', port);
    const [[res]] = await Promise.all([client.done, server.done]);
    return res;
  } catch (e) {
    server.kill('SIGKILL');
    client?.kill('SIGKILL');
    throw e;
  }
}

export async function runNet({ quick, out, log }) {
  const cores = availableParallelism();
  const launcher = launcherOf();
  const multi = launcher !== 'one';
  log(
    launcher === 'procs'
      ? 'net: wasmpi worlds of several processes through `wasmpi run --procs`'
      : launcher === 'mpiexec'
        ? 'net: this build of `wasmpi run` has no --procs: wasmpi worlds of several processes through mpiexec'
        : 'net: this build starts no wasmpi world of several processes (no `wasmpi run --procs`, none under mpiexec): one-process worlds stand in for the "processes" figures and the targets are not judged',
  );
  const cmd = {
    p2p: wasmpiCommand(launcher, 2, 2, P2P_ENTRY).line,
    arProcs: wasmpiCommand(launcher, ALLREDUCE.ranks, ALLREDUCE.procs, ALLREDUCE_ENTRY).line,
    arOne: wasmpiCommand(launcher, ALLREDUCE.ranks, 1, ALLREDUCE_ENTRY).line,
  };
  const latSizes = [8, 64, 1024, 8192, 65536];
  const bwSizes = [65536, 1 << 20, 4 << 20];
  const p2pSizes = [...new Set([...latSizes, ...bwSizes])].sort((a, b) => a - b);
  const arSizes = quick ? [8, 65536, 1 << 20] : [8, 1024, 65536, 1 << 20, 16 << 20];
  const rounds = quick ? 3 : 5;
  const timeoutMs = quick ? 60_000 : 120_000; // a healthy run takes a few seconds (quick) to half a minute
  const p2pCfg = { latSizes, bwSizes, quick, fresh: FRESH, capMs: quick ? 300 : 1000 };
  const over = ALLREDUCE.ranks > cores;
  const arCfg = {
    sizes: arSizes,
    reps: 1,
    budgetMs: (quick ? 100 : 250) / (over ? 2 : 1),
    maxIters: 20000,
    firstN: over ? FIRST_N_OVER : FIRST_N,
    fresh: ALLREDUCE_FRESH,
  };
  // MPICH on more processes than cores busy-polls, and now and then stalls for minutes: its
  // allreduce job gets a shorter limit (a system that passes its limit twice is not run again)
  const mpichArTimeoutMs = over ? (quick ? 30_000 : 60_000) : timeoutMs;
  const native = join(out, 'native');
  const mpichMissing = buildNative('osu_p2p', native).skip ?? buildNative('osu_coll', native).skip;
  if (mpichMissing) log(`net: ${mpichMissing}`);

  // run[system][figure][size] and first[system][figure][size]: one value per round; fresh[system]
  const run = {};
  const first = {};
  const fresh = {};
  const n = { lat: {}, bw: {}, allreduce: {} }; // the first calls' counts (round trips; windows; calls)
  const calls = {}; // calls[system][figure][size]: the round trips (windows, calls) of each timed repetition
  const errors = {};
  const wrong = {}; // wrong[system][size]: a wrong allreduce result seen in some round
  const stop = {}; // systems not run again: those that timed out twice
  const timeouts = {};
  const failed = (sys, k, e) => {
    errors[sys] = `round ${k + 1}: ${e.message.split('\n')[0]}`;
    if (/timed out/.test(e.message) && (timeouts[sys] = (timeouts[sys] ?? 0) + 1) >= 2) stop[sys] = true;
    log(`net: ${sys} failed, ${errors[sys]}`);
  };

  const addP2P = (sys, res) => {
    push(fresh, [sys], res.fresh);
    for (const fig of ['lat', 'bw'])
      for (const size of fig === 'lat' ? latSizes : bwSizes) {
        for (const x of [res.run?.[fig]?.[size]].flat()) push(run, [sys, fig, size], x);
        push(first, [sys, fig, size], res.first?.[fig]?.[size]);
        if (res.n?.[fig]?.[size] !== undefined) n[fig][size] = res.n[fig][size];
        push(calls, [sys, fig, size], res.calls?.[fig]?.[size]);
      }
  };
  const addAllreduce = (sys, res) => {
    push(fresh, [sys], res.fresh);
    for (const b of arSizes) {
      const x = res.sizes?.[b];
      if (!x || !x.runs) {
        if (x?.error) errors[sys] ??= `${fmtSize(b)}: ${x.error}`;
        continue;
      }
      if (x.wrong) {
        // timed all the same, and marked WRONG in the tables; no target is judged on it
        if (!wrong[sys]?.[b]) log(`net: ${sys} allreduce ${b} B gave a wrong result: ${x.wrong}`);
        (wrong[sys] ??= {})[b] ??= x.wrong;
        errors[sys] ??= `${fmtSize(b)}: WRONG RESULT: ${x.wrong}`;
      }
      for (const v of x.runs) push(run, [sys, 'allreduce', b], v);
      push(first, [sys, 'allreduce', b], x.first);
      push(calls, [sys, 'allreduce', b], x.iters);
      n.allreduce[b] = x.firstN;
    }
  };

  const wasmpiP2P = async (k) => {
    if (stop.wasmpiTcp) return;
    try {
      const [res] = await runWasmpi({
        launcher,
        ranks: 2,
        procs: 2,
        entry: P2P_ENTRY,
        cfg: p2pCfg,
        timeoutMs,
      });
      addP2P('wasmpiTcp', res);
    } catch (e) {
      failed('wasmpiTcp', k, e);
    }
  };
  const floorP2P = async (k) => {
    if (stop.nodeFloor) return;
    try {
      addP2P('nodeFloor', await runFloor(p2pCfg, timeoutMs));
    } catch (e) {
      failed('nodeFloor', k, e);
    }
  };
  const mpichP2PRound = (sys, env) => (k) => {
    if (mpichMissing || stop[sys]) return;
    try {
      const m = mpichP2P({ sizes: p2pSizes, repeats: 1, quick, fresh: FRESH, outDir: native, env, timeoutMs });
      addP2P(sys, m);
    } catch (e) {
      failed(sys, k, e);
    }
  };
  const wasmpiAllreduce = (sys, withProcs) => async (k) => {
    if (stop[sys]) return;
    try {
      const [res] = await runWasmpi({
        ranks: ALLREDUCE.ranks,
        launcher,
        procs: withProcs ? ALLREDUCE.procs : 1,
        entry: ALLREDUCE_ENTRY,
        cfg: arCfg,
        timeoutMs,
      });
      addAllreduce(sys, res);
    } catch (e) {
      failed(sys, k, e);
    }
  };
  const mpichAllreduce = (k) => {
    const sys = 'mpichArTcp';
    if (mpichMissing || stop[sys]) return;
    const { ranks } = ALLREDUCE;
    const mp = mpichColl({
      ranks,
      plan: [['allreduce', arSizes]],
      repeats: 1,
      budgetMs: arCfg.budgetMs,
      maxIters: arCfg.maxIters,
      firstN: arCfg.firstN,
      outDir: native,
      timeoutMs: mpichArTimeoutMs,
      env: TCP_ENV,
    });
    if (mp.skip) return failed(sys, k, new Error(mp.skip));
    if (mp.error) failed(sys, k, new Error(mp.error));
    const sizes = Object.fromEntries(
      Object.entries(mp.allreduce ?? {}).map(([b, x]) => [b, { ...x, firstN: x.firstN ?? arCfg.firstN }]),
    );
    addAllreduce(sys, { sizes });
  };

  const cpu0 = cpuSnapshot();
  await interleave(
    rounds,
    [
      [`wasmpi p2p, ${cmd.p2p}`, wasmpiP2P],
      ['MPICH p2p over TCP, 2 processes', mpichP2PRound('mpichTcp', TCP_ENV)],
      ['Node sync TCP floor, 2 processes', floorP2P],
      ['MPICH p2p with shared memory, 2 processes', mpichP2PRound('mpichShm', undefined)],
      [`wasmpi allreduce, ${cmd.arProcs}`, wasmpiAllreduce('wasmpiArProcs', true)],
      [`MPICH allreduce over TCP, ${ALLREDUCE.ranks} processes`, mpichAllreduce],
      [`wasmpi allreduce, ${cmd.arOne}`, wasmpiAllreduce('wasmpiArOne', false)],
    ],
    { log, label: 'net' },
  );
  const othersCpu = othersShare(cpu0, cpuSnapshot());

  // Figures, ratios and targets.
  const S = (sys, fig, size) => stat(run, [sys, fig, size]);
  const F = (sys, fig, size) => stat(first, [sys, fig, size]);
  const f3 = (x) => f(x, 3);
  const f1 = (x) => f(x, 1);
  const onePNote = multi ? '' : ' (NOTE: one process: this build starts no world of several processes)';
  const tcpCol = 'MPICH TCP';
  const shmCol = 'MPICH shm (ref)';
  const floorCol = 'Node TCP floor';
  const firstNote =
    'the start of the warm-up before the figures above: at each size, ascending, the first N calls of each round (round trips; windows of 64 messages for the bandwidths), the same N for every system, after the fresh start and a JIT warm-up; then more blocks of N calls, untimed, until 20 ms have passed since the first';
  // one table per p2p figure: 'lat' (us, lower is better) or 'bw' (GB/s, higher is better)
  const p2pTable = (fig, get, title) => {
    const rate = fig === 'bw';
    const fmt = rate ? g3 : f3;
    return table(
      title,
      [
        'size',
        ...(get === F ? ['N'] : []),
        `wasmpi 2 procs${multi ? '' : '*'}`,
        tcpCol,
        floorCol,
        shmCol,
        ratioHead('wasmpi/MPICH TCP', rate),
        ratioHead('floor/MPICH TCP', rate),
        ratioHead('wasmpi/MPICH shm', rate),
      ],
      (rate ? bwSizes : latSizes).map((s) => [
        fmtSize(s),
        ...(get === F ? [n[fig][s]] : []),
        spread(get('wasmpiTcp', fig, s), fmt),
        spread(get('mpichTcp', fig, s), fmt),
        spread(get('nodeFloor', fig, s), fmt),
        spread(get('mpichShm', fig, s), fmt),
        ratios(get('wasmpiTcp', fig, s), get('mpichTcp', fig, s), rate),
        ratios(get('nodeFloor', fig, s), get('mpichTcp', fig, s), rate),
        ratios(get('wasmpiTcp', fig, s), get('mpichShm', fig, s), rate),
      ]),
    );
  };
  const { ranks: arRanks, procs: arProcs } = ALLREDUCE;
  const arTable = (get, title) =>
    table(
      title,
      [
        'size',
        ...(get === F ? ['N'] : []),
        `wasmpi ${arProcs}x${arRanks / arProcs}${multi ? '' : '*'}`,
        `MPICH ${arRanks} procs TCP`,
        `wasmpi 1x${arRanks} (ref)`,
        ratioHead(`${arProcs}x${arRanks / arProcs}/MPICH TCP`),
        ratioHead(`${arProcs}x${arRanks / arProcs}/1x${arRanks}`),
      ],
      arSizes.map((s) => [
        fmtSize(s),
        ...(get === F ? [n.allreduce[s]] : []),
        mark('wasmpiArProcs', s, spread(get('wasmpiArProcs', 'allreduce', s), f1)),
        mark('mpichArTcp', s, spread(get('mpichArTcp', 'allreduce', s), f1)),
        mark('wasmpiArOne', s, spread(get('wasmpiArOne', 'allreduce', s), f1)),
        ratios(get('wasmpiArProcs', 'allreduce', s), get('mpichArTcp', 'allreduce', s)),
        ratios(get('wasmpiArProcs', 'allreduce', s), get('wasmpiArOne', 'allreduce', s)),
      ]),
    );
  const fr = (sys) => stat(fresh, [sys]);
  const mark = (sys, size, cell) => (cell && wrong[sys]?.[size] ? `${cell} WRONG` : cell);

  const targets = TARGETS.map(([key, what, fig, size, bound, rate]) => {
    const [a, b] = fig === 'allreduce' ? ['wasmpiArProcs', 'mpichArTcp'] : ['wasmpiTcp', 'mpichTcp'];
    const r = ratioOf(S(a, fig, size), S(b, fig, size), rate);
    const got = r?.median;
    const verdict = !multi
      ? 'n/a (one process)'
      : wrong[a]?.[size] || wrong[b]?.[size]
        ? 'n/a (wrong result)'
        : got === undefined
          ? 'n/a'
          : (rate ? got >= bound : got <= bound)
            ? 'met'
            : 'MISSED';
    return { key, what, bound: `${rate ? '>=' : '<='} ${bound.toFixed(1)}x`, ratio: r, verdict };
  });
  const judged = targets.filter((t) => t.verdict === 'met' || t.verdict === 'MISSED');

  const head =
    `\n# net: wasmpi across OS processes over TCP (node:net) beside MPICH with its shared memory off (${TCP_ENV_TEXT} mpiexec -n p), and with it on as a reference.` +
    ` p2p: 2 processes x 1 rank, \`${cmd.p2p}\` beside \`mpiexec -n 2 osu_p2p\` (bench/native/osu_p2p.c, the same loops and counts); latency is ping-pong / 2, bandwidth a window of ${WINDOW} isend per 4 B acknowledgement (osu_bw).` +
    ` ${floorCol}: the platform floor, two plain Node processes running the same loops with synchronous read/write system calls on the TCP socket's descriptor, busy-polling, no MPI layer (bench/ranks/net_floor.mjs): the best a JavaScript library on Node can reach over TCP here.` +
    ` allreduce: float32 sum, ${arProcs} processes x ${arRanks / arProcs} ranks (\`${cmd.arProcs}\`) beside MPI_Allreduce on ${arRanks} MPICH processes over TCP (bench/native/osu_coll.c) and a one-process ${arRanks}-rank wasmpi world (\`${cmd.arOne}\`); calls back to back, the slowest rank's mean per call.` +
    ` R = ${rounds} interleaved rounds, each a fresh process (job) per system in turn, one timed repetition of each figure per run after a timed warm-up (the "first calls" tables).` +
    (launcher === 'mpiexec'
      ? `\n# This build's \`wasmpi run\` has no --procs: its worlds of several processes are started by mpiexec (Hydra), one \`wasmpi run\` per process.`
      : '') +
    (multi
      ? ''
      : `\n# NOTE: this build starts no world of several processes (no \`wasmpi run --procs\`, none under mpiexec): the columns marked * come from one-process worlds (threads sharing memory, no TCP), and the targets are not judged.`) +
    (mpichMissing ? `\n# ${mpichMissing}: the MPICH columns are empty.` : '') +
    (over && !mpichMissing
      ? `\n# This machine has ${cores} cores: ${arRanks} ranks (processes) oversubscribe it, and MPICH busy-polls, so its ${arRanks}-process allreduce is very slow here (milliseconds per call).`
      : '') +
    (Object.keys(errors).length
      ? `\n# errors:\n${Object.entries(errors)
          .map(([s, e]) => `  ${s}: ${e}`)
          .join('\n')}`
      : '');

  const text = [
    head,
    table(
      `net p2p fresh start: one-way us over the first ${FRESH} round trips of 8 B of each fresh world / MPI job${onePNote}; ${cellsNote(rounds)}; lower is better`,
      [
        'start',
        `wasmpi 2 procs${multi ? '' : '*'}`,
        tcpCol,
        floorCol,
        shmCol,
        ratioHead('wasmpi/MPICH TCP'),
        ratioHead('floor/MPICH TCP'),
      ],
      [
        [
          `first ${FRESH} x 8 B`,
          spread(fr('wasmpiTcp'), f3),
          spread(fr('mpichTcp'), f3),
          spread(fr('nodeFloor'), f3),
          spread(fr('mpichShm'), f3),
          ratios(fr('wasmpiTcp'), fr('mpichTcp')),
          ratios(fr('nodeFloor'), fr('mpichTcp')),
        ],
      ],
    ),
    p2pTable(
      'lat',
      S,
      `net p2p one-way latency (us), 2 processes x 1 rank${onePNote}; ${cellsNote(rounds)}; lower is better`,
    ),
    p2pTable('lat', F, `net p2p one-way latency (us), first calls: ${firstNote}; ${cellsNote(rounds)}`),
    p2pTable(
      'bw',
      S,
      `net p2p bandwidth (GB/s), window of ${WINDOW}, 2 processes x 1 rank${onePNote}; ${cellsNote(rounds, true)}; higher is better`,
    ),
    p2pTable('bw', F, `net p2p bandwidth (GB/s), first calls (N windows); ${cellsNote(rounds, true)}`),
    arTable(
      S,
      `net allreduce (us per call), float32 sum, ${arRanks} ranks${onePNote}; ${cellsNote(rounds)}; lower is better`,
    ),
    arTable(
      F,
      `net allreduce (us per call), first calls: the mean over the first N calls at each size of each fresh world / job, after its start-up warm-up; ${cellsNote(rounds)}`,
    ),
    table(
      'net targets (ratios of medians, in brackets of the best repetitions)',
      ['target', 'bound', 'ratio', 'verdict'],
      targets.map((t) => [
        t.what,
        t.bound,
        t.ratio ? `${t.ratio.median.toFixed(2)}x (${t.ratio.best.toFixed(2)}x)` : '-',
        t.verdict,
      ]),
    ),
    `\n# targets met: ${judged.filter((t) => t.verdict === 'met').length} of ${targets.length}` +
      (judged.length < targets.length ? ` (${targets.length - judged.length} not judged)` : '') +
      (over && !mpichMissing
        ? `; MPICH's ${arRanks} processes oversubscribe this machine's ${cores} cores, so the allreduce verdict says little about a machine with a core per process`
        : '') +
      (othersCpu > 0.1
        ? `\n# WARNING: other processes used ${(othersCpu * 100).toFixed(0)}% of the CPU during this run: the figures, and so the verdicts, are not those of an idle machine.`
        : ''),
  ].join('\n');

  // Plots.
  const med = (sys, fig, sizes) => sizes.map((s) => [s, S(sys, fig, s)?.median]);
  const star = multi ? '' : ' (one process)';
  const plot = (file, title, xlabel, ylabel, series) =>
    writeFileSync(
      join(out, file),
      linePlot({ title: `${title} (median of ${rounds} rounds)`, xlabel, ylabel, series }),
    );
  // per figure: wasmpi across processes, MPICH over TCP, and the reference drawn dashed
  const three = (fig, sizes, [a, an], [b, bn], [c, cn]) => [
    { name: an, points: med(a, fig, sizes) },
    { name: bn, points: med(b, fig, sizes) },
    { name: cn, dash: '4 3', points: med(c, fig, sizes) },
  ];
  const p2p = [
    ['wasmpiTcp', `wasmpi TCP${star}`],
    ['mpichTcp', 'MPICH TCP'],
    ['mpichShm', 'MPICH shm'],
  ];
  // the platform floor, dotted: a bound, not a competitor
  const floorSeries = (fig, sizes) => ({ name: floorCol, dash: '1 3', points: med('nodeFloor', fig, sizes) });
  plot('net_latency.svg', 'one-way latency between 2 processes', 'message size (bytes)', 'us', [
    ...three('lat', latSizes, ...p2p),
    floorSeries('lat', latSizes),
  ]);
  plot('net_bandwidth.svg', `bandwidth between 2 processes, window of ${WINDOW}`, 'message size (bytes)', 'GB/s', [
    ...three('bw', bwSizes, ...p2p),
    floorSeries('bw', bwSizes),
  ]);
  plot(
    'net_allreduce.svg',
    `allreduce, float32 sum, ${arRanks} ranks`,
    'bytes per rank',
    'us per call',
    three(
      'allreduce',
      arSizes,
      ['wasmpiArProcs', `wasmpi ${arProcs}x${arRanks / arProcs}${star}`],
      ['mpichArTcp', `MPICH ${arRanks} procs TCP`],
      ['wasmpiArOne', `wasmpi 1x${arRanks}`],
    ),
  );

  const ratioJson = (a, b, fig, sizes, rate, get = S) =>
    Object.fromEntries(sizes.map((s) => [s, ratioOf(get(a, fig, s), get(b, fig, s), rate)]));
  return {
    text,
    json: {
      cores,
      othersCpuShare: othersCpu ?? null,
      multiProcess: multi,
      launcher,
      rounds,
      window: WINDOW,
      latSizes,
      bwSizes,
      allreduceSizes: arSizes,
      allreduce: ALLREDUCE,
      commands: {
        wasmpiTcp: `${cmd.p2p} <cfg>`,
        mpichTcp: `${TCP_ENV_TEXT} mpiexec -n 2 osu_p2p 1 ${quick ? 1 : 0} ${FRESH} ${p2pSizes.join(' ')}`,
        mpichShm: `mpiexec -n 2 osu_p2p 1 ${quick ? 1 : 0} ${FRESH} ${p2pSizes.join(' ')}`,
        nodeFloor: 'node bench/ranks/net_floor.mjs server 0 <cfg>; node bench/ranks/net_floor.mjs client <port> <cfg>',
        wasmpiArProcs: `${cmd.arProcs} <cfg>`,
        mpichArTcp: `${TCP_ENV_TEXT} mpiexec -n ${arRanks} osu_coll 1 ${arCfg.budgetMs} ${arCfg.maxIters} ${arCfg.firstN} allreduce:${arSizes.join(',')}`,
        wasmpiArOne: `${cmd.arOne} <cfg>`,
      },
      p2pConfig: p2pCfg,
      allreduceConfig: arCfg,
      units:
        'lat: us one way; bw: GB/s; allreduce: us per call (the slowest rank); fresh: p2p, us one way over the first `freshRoundTrips` round trips of 8 B; allreduce, us per barrier + 8 B allreduce pair over the first `allreduceConfig.fresh` (wasmpi only)',
      definition:
        'each list holds one repetition per interleaved round (systems run in turn within a round, a fresh process or job each); first: the first N calls at each size (firstCallCounts: round trips for lat, windows of 64 for bw, calls for allreduce); calls: the round trips (windows; calls) of each timed repetition (the wasmpi and Node floor p2p repetitions are cut short after capMs); summaries: median, min, max of the list',
      freshRoundTrips: FRESH,
      firstCallCounts: n,
      calls,
      fresh: withSummaries(fresh),
      run: withSummaries(run),
      first: withSummaries(first),
      ratios: {
        latWasmpiOverMpichTcp: ratioJson('wasmpiTcp', 'mpichTcp', 'lat', latSizes, false),
        latWasmpiOverMpichShm: ratioJson('wasmpiTcp', 'mpichShm', 'lat', latSizes, false),
        bwWasmpiOverMpichTcp: ratioJson('wasmpiTcp', 'mpichTcp', 'bw', bwSizes, true),
        bwWasmpiOverMpichShm: ratioJson('wasmpiTcp', 'mpichShm', 'bw', bwSizes, true),
        latFloorOverMpichTcp: ratioJson('nodeFloor', 'mpichTcp', 'lat', latSizes, false),
        bwFloorOverMpichTcp: ratioJson('nodeFloor', 'mpichTcp', 'bw', bwSizes, true),
        allreduceProcsOverMpichTcp: ratioJson('wasmpiArProcs', 'mpichArTcp', 'allreduce', arSizes, false),
        allreduceProcsOverOneProcess: ratioJson('wasmpiArProcs', 'wasmpiArOne', 'allreduce', arSizes, false),
        firstLatWasmpiOverMpichTcp: ratioJson('wasmpiTcp', 'mpichTcp', 'lat', latSizes, false, F),
        firstLatFloorOverMpichTcp: ratioJson('nodeFloor', 'mpichTcp', 'lat', latSizes, false, F),
        freshWasmpiOverMpichTcp: ratioOf(fr('wasmpiTcp'), fr('mpichTcp')),
        freshFloorOverMpichTcp: ratioOf(fr('nodeFloor'), fr('mpichTcp')),
      },
      targets: targets.map(({ key, what, bound, ratio, verdict }) => ({ key, what, bound, ratio, verdict })),
      ...(Object.keys(errors).length ? { errors } : {}),
      ...(Object.keys(wrong).length ? { wrongResults: wrong } : {}),
    },
  };
}
