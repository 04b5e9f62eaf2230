// The coll family: OSU-style timings of barrier, bcast, reduce, allreduce, allgather, alltoall,
// reduce_scatter (reduceScatterBlock), gather and scatter on float32 data ('sum'), at 2 ranks and
// at 4 and 8 (more ranks than this machine's cores), beside the same run's postMessage workers,
// native MPICH and the memory.copy limit.
//
// Timing, the same in all three harnesses: after a warm-up, each repetition runs `iters` calls on
// every rank, each call timed alone. The rooted collectives (bcast, reduce, gather, scatter) get an
// untimed barrier between calls, as in OSU (back to back, the root would run ahead of the others);
// the rest run back to back, as in IMB and as applications call them (a separating barrier's exit
// skew, large for ranks that sleep rather than spin, would be charged to the next call). A
// repetition's figure is the slowest rank's mean time per call (OSU's "max" column: a root that
// returns early does not hide the others); the table shows the median over repetitions. `iters` is chosen from the warm-up so that a size takes about `budgetMs` per system
// (MPICH busy-polls and is very slow with more ranks than cores).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { launch } from 'wasmpi';
import { median } from './lib/stats.mjs';
import { table, fmtSize, f, ratio } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { postMessageColl } from './baselines/pm_coll.mjs';
import { memcpyBandwidth } from './baselines/memcpy.mjs';
import { mpichColl } from './baselines/mpich.mjs';

export const COLLS = [
  'barrier',
  'bcast',
  'reduce',
  'allreduce',
  'allgather',
  'alltoall',
  'reduce_scatter',
  'gather',
  'scatter',
];
const WHOLE = new Set(['bcast', 'reduce', 'allreduce']); // size = the whole vector; else a block per rank

const SEMANTICS = {
  barrier: 'no data',
  bcast: 'size = the whole vector, root 0',
  reduce: 'size = the whole vector, float32 sum to root 0',
  allreduce: 'size = the whole vector, float32 sum',
  allgather: "size = each rank's block (recvbuf holds p blocks)",
  alltoall: 'size = the block for each peer (sendbuf and recvbuf hold p blocks)',
  reduce_scatter: "reduceScatterBlock; size = each rank's result block (sendbuf holds p), float32 sum",
  gather: "size = each rank's block, root 0",
  scatter: "size = each rank's block, root 0",
};

/**
 * Bytes the busiest rank, and all ranks together, must copy when every rank copies what it
 * receives (the single-copy model of one shared memory; reductions as reduce-scatter + gather).
 */
function bytesMoved(coll, m, p) {
  const q = p - 1;
  switch (coll) {
    case 'bcast':
      return [m, q * m];
    case 'reduce':
      return [(2 * q * m) / p, q * m + (q * m) / p];
    case 'allreduce':
      return [(2 * q * m) / p, 2 * q * m];
    case 'allgather':
    case 'alltoall':
    case 'reduce_scatter':
      return [q * m, p * q * m];
    case 'gather':
      return [q * m, q * m];
    case 'scatter':
      return [m, q * m];
    default:
      return [0, 0];
  }
}

const pow4 = (lo, hi) => {
  const s = [];
  for (let b = lo; b <= hi; b *= 4) s.push(b);
  return s;
};

/** [[coll, [bytes...]], ...] for one rank count. */
function planFor(ranks, quick) {
  const sizes = (c) => {
    if (c === 'barrier') return [0];
    if (ranks === 2) {
      if (quick) return c === 'allreduce' ? [8, 1024, 65536, 1 << 20, 16 << 20] : [8, 1 << 20];
      return [4, 8, ...pow4(16, 16 << 20)]; // powers of 4, and 8 B (the targets' small size)
    }
    // Quick: MPICH needs ~0.1 s a call with 8 ranks on 2 cores, so only barrier and allreduce there.
    if (quick) return c === 'allreduce' ? [8, 1 << 20] : ranks <= 4 ? [8] : [];
    return WHOLE.has(c) ? [8, 1024, 65536, 1 << 20, 16 << 20] : [8, 1024, 65536, 1 << 20];
  };
  return COLLS.map((c) => [c, sizes(c)]).filter(([, s]) => s.length);
}

const RANKS_DEFAULT = [2, 4, 8];

export async function runColl({ quick, out, log, algorithm, ranks: ranksOpt }) {
  const cores = availableParallelism();
  const RANKS = ranksOpt ?? RANKS_DEFAULT;
  const repeats = quick ? 3 : 5;
  const budgetMs = quick ? 40 : 250;
  const maxIters = quick ? 5000 : 20000;
  const results = {};
  let mpichMissing;
  const t0 = performance.now();
  for (const ranks of RANKS) {
    const plan = planFor(ranks, quick);
    const cfg = { plan, repeats, budgetMs: ranks > cores ? budgetMs / 2 : budgetMs, maxIters };
    const r = (results[ranks] = { plan, wasmpi: {}, postMessage: {}, mpich: {} });

    log(`coll: wasmpi, ${ranks} ranks ...`);
    try {
      const maxBytes = Math.max(...plan.map(([c, s]) => Math.max(4, ...s) * (WHOLE.has(c) ? 1 : ranks)));
      const res = await launch(new URL('./ranks/osu_coll.mjs', import.meta.url), {
        ranks,
        args: [JSON.stringify({ ...cfg, algorithm })],
        memoryBytes: ranks * 2 * maxBytes + (32 << 20),
        timeoutMs: 240_000,
      });
      for (const [c, sizes] of plan) {
        r.wasmpi[c] = {};
        let said = false;
        for (const b of sizes) {
          const per = res.map((x) => x.value[c][b]);
          if (per[0].missing) {
            r.wasmpi[c][b] = { missing: true };
            continue;
          }
          const error = per.map((x) => x.error).find(Boolean);
          if (error) {
            if (!said) log(`coll: wasmpi ${c} on ${ranks} ranks failed: ${error}`);
            said = true;
            r.wasmpi[c][b] = { error };
            continue;
          }
          const us = median(per[0].runs.map((_, k) => Math.max(...per.map((x) => x.runs[k]))));
          const wrong = per.map((x) => x.wrong).find(Boolean);
          r.wasmpi[c][b] = wrong ? { us, wrong } : { us };
          if (wrong) log(`coll: wasmpi ${c} ${b} B on ${ranks} ranks gave a wrong result: ${wrong}`);
        }
      }
    } catch (e) {
      log(`coll: wasmpi on ${ranks} ranks failed: ${e.message}`);
      r.wasmpiError = e.message;
    }

    log(`coll: postMessage workers, ${ranks} ranks ...`);
    try {
      r.postMessage = await postMessageColl({ ranks, ...cfg });
    } catch (e) {
      log(`coll: postMessage on ${ranks} ranks failed: ${e.message}`);
      r.postMessageError = e.message;
    }

    if (mpichMissing) r.mpichSkipped = mpichMissing;
    else {
      log(`coll: native MPICH, ${ranks} ranks ...`);
      const mp = mpichColl({ ranks, ...cfg, outDir: join(out, 'native'), timeoutMs: quick ? 60_000 : 180_000 });
      if (mp.skip) {
        log(mp.skip);
        r.mpichSkipped = mp.skip;
        if (mp.unavailable) mpichMissing = mp.skip; // said once, not once per rank count
      } else {
        if (mp.error) {
          log(mp.error);
          r.mpichError = mp.error;
          delete mp.error;
        }
        r.mpich = mp;
      }
    }
    log(`coll: ${ranks} ranks done (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }

  log('coll: memory.copy ...');
  const allSizes = [...new Set(Object.values(results).flatMap((r) => r.plan.flatMap(([, s]) => s)))]
    .filter((s) => s > 0)
    .sort((a, b) => a - b);
  const bw = memcpyBandwidth({ sizes: allSizes, repeats, quick }); // GB/s by copy size
  const limit = (c, m, p) => {
    const [busiest, total] = bytesMoved(c, m, p);
    return busiest && bw[m] ? (Math.max(busiest, total / cores) / (bw[m] * 1e9)) * 1e6 : undefined;
  };

  const tables = [];
  const json = {
    cores,
    repeats,
    budgetMs,
    maxIters,
    algorithm: algorithm ?? null,
    units: 'us per call; memcpyGBs in GB/s',
    memcpyGBs: bw,
    ranks: {},
  };
  for (const ranks of RANKS) {
    const r = results[ranks];
    const jr = (json.ranks[ranks] = {});
    const errors = { wasmpi: r.wasmpiError, postMessage: r.postMessageError, mpich: r.mpichError ?? r.mpichSkipped };
    if (Object.values(errors).some(Boolean)) jr.errors = errors;
    const note = ranks > cores ? `, ${ranks} ranks on ${cores} cores (oversubscribed)` : `, ${ranks} ranks`;
    for (const [c, sizes] of r.plan) {
      const rows = [];
      const jc = (jr[c] = {});
      for (const b of sizes) {
        const w = r.wasmpi[c]?.[b];
        const wus = w?.us;
        const wcell = w?.missing ? 'n/a' : w?.error ? 'error' : w?.wrong ? `${f(wus, 2)} WRONG` : f(wus, 2);
        const m = r.mpich[c]?.[b];
        const pm = r.postMessage[c]?.[b];
        const lim = limit(c, b, ranks);
        jc[b] = {
          wasmpi: wus ?? null,
          wasmpiMissing: w?.missing,
          wasmpiError: w?.error,
          wasmpiWrong: w?.wrong,
          mpich: m ?? null,
          postMessage: pm ?? null,
          memcpyLimit: lim ?? null,
        };
        rows.push([
          c === 'barrier' ? '-' : fmtSize(b),
          wcell,
          f(m, 2),
          f(pm, 2),
          f(lim, 2),
          ratio(wus, m),
          ratio(wus, pm),
          ratio(pm, m),
        ]);
      }
      tables.push(
        table(
          `${c} (us per call; ${SEMANTICS[c]})${note}; lower is better`,
          [
            'size',
            'wasmpi',
            'MPICH',
            'postMessage',
            'memcpy limit',
            'wasmpi/MPICH',
            'wasmpi/postMessage',
            'postMessage/MPICH',
          ],
          rows,
        ),
      );
    }
  }
  const head =
    `\n# collectives: float32 data; per repetition the slowest rank's mean time per call (each call timed alone; an untimed barrier` +
    ` between calls of bcast/reduce/gather/scatter as OSU, back to back otherwise), median of ${repeats} repetitions after warm-up. postMessage: worker_threads + MessageChannels, plain JS reductions (bench/baselines/pm_coll_worker.mjs).` +
    ` memcpy limit: bytes the busiest rank must copy (single-copy model), or all ranks' bytes / ${cores} cores if more, at the same run's memory.copy bandwidth.` +
    (algorithm ? ` wasmpi algorithm forced: ${algorithm}.` : '');

  // One plot per collective: a color per system, a dash per rank count (barrier: time vs ranks).
  const COLOR = { wasmpi: '#1f77b4', MPICH: '#d62728', postMessage: '#2ca02c', 'memcpy limit': '#7f7f7f' };
  const DASH = { 2: undefined, 4: '8 4', 8: '2 3', 16: '1 2' };
  for (const c of COLLS) {
    const series = [];
    if (c === 'barrier') {
      for (const sys of ['wasmpi', 'MPICH', 'postMessage']) {
        series.push({
          name: sys,
          color: COLOR[sys],
          points: RANKS.map((p) => [p, json.ranks[p][c][0][sys === 'MPICH' ? 'mpich' : sys]]),
        });
      }
      writeFileSync(
        join(out, 'coll_barrier.svg'),
        linePlot({ title: 'barrier', xlabel: 'ranks', ylabel: 'us per call', series }),
      );
      continue;
    }
    for (const p of RANKS) {
      for (const [sys, key] of [
        ['wasmpi', 'wasmpi'],
        ['MPICH', 'mpich'],
        ['postMessage', 'postMessage'],
        ['memcpy limit', 'memcpyLimit'],
      ]) {
        const pts = Object.entries(json.ranks[p][c] ?? {})
          .map(([b, v]) => [Number(b), v[key]])
          .filter(([, y]) => y);
        if (pts.length)
          series.push({ name: `${sys}, ${p} ranks`, color: COLOR[sys], dash: DASH[p] ?? '4 1 1 1', points: pts });
      }
    }
    writeFileSync(
      join(out, `coll_${c}.svg`),
      linePlot({
        title: `${c}, us per call`,
        xlabel: `message size (bytes; ${SEMANTICS[c]})`,
        ylabel: 'us per call',
        series,
      }),
    );
  }
  return { text: head + '\n' + tables.join('\n'), json };
}
