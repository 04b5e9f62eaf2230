// The p2p family: latency, bandwidth and bidirectional bandwidth of wasmpi on 2 ranks, beside
// postMessage workers, memory.copy and native MPICH measured in the same run; and a token ring with
// more ranks than cores.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'wasmpi';
import { sizesUpTo } from './lib/stats.mjs';
import { table, fmtSize, f, g3, ratio } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { postMessageP2P } from './baselines/postmessage.mjs';
import { memcpyBandwidth } from './baselines/memcpy.mjs';
import { mpichP2P } from './baselines/mpich.mjs';

const WINDOW = 64;

export async function runP2P({ quick, out, log }) {
  const sizes = sizesUpTo(4 << 20, quick);
  const repeats = quick ? 3 : 5;
  const cfg = { sizes, repeats, quick };

  log('p2p: wasmpi, 2 ranks ...');
  const [{ value: w }] = await launch(new URL('./ranks/osu_p2p.mjs', import.meta.url), {
    ranks: 2,
    args: [JSON.stringify(cfg)],
  });
  log('p2p: postMessage workers ...');
  const pm = await postMessageP2P({ ...cfg, window: WINDOW });
  log('p2p: memory.copy ...');
  const mc = memcpyBandwidth(cfg);
  log('p2p: native MPICH ...');
  const mp = mpichP2P({ ...cfg, outDir: join(out, 'native') });
  if (mp.skip) log(mp.skip);
  const m = mp.skip ? { lat: {}, bw: {}, bibw: {} } : mp;

  const rings = [];
  for (const ranks of [4, 8]) {
    log(`p2p: token ring, ${ranks} ranks on this machine ...`);
    const [{ value }] = await launch(new URL('./ranks/ring.mjs', import.meta.url), { ranks, args: ['1000'] });
    rings.push({ ranks, ...value });
  }

  const text = [
    table(
      'p2p one-way latency (us), 2 ranks; lower is better',
      ['size', 'wasmpi', 'wasmpi plain', 'MPICH', 'postMessage', 'wasmpi/MPICH', 'postMessage/wasmpi'],
      sizes.map((s) => [
        fmtSize(s),
        f(w.lat[s], 3),
        f(w.latPlain[s], 3),
        f(m.lat[s], 3),
        f(pm.lat[s], 2),
        ratio(w.lat[s], m.lat[s]),
        ratio(pm.lat[s], w.lat[s]),
      ]),
    ),
    table(
      `p2p bandwidth (GB/s), window of ${WINDOW}, 2 ranks; higher is better`,
      ['size', 'wasmpi', 'wasmpi plain', 'MPICH', 'postMessage', 'memory.copy', 'wasmpi/MPICH', 'wasmpi/memcpy'],
      sizes
        .filter((s) => s > 0)
        .map((s) => [
          fmtSize(s),
          g3(w.bw[s]),
          g3(w.bwPlain[s]),
          g3(m.bw[s]),
          g3(pm.bw[s]),
          g3(mc[s]),
          ratio(w.bw[s], m.bw[s]),
          ratio(w.bw[s], mc[s]),
        ]),
    ),
    table(
      `p2p bidirectional bandwidth (GB/s), window of ${WINDOW}, 2 ranks`,
      ['size', 'wasmpi', 'MPICH', 'wasmpi/MPICH'],
      sizes.filter((s) => s > 0).map((s) => [fmtSize(s), g3(w.bibw[s]), g3(m.bibw[s]), ratio(w.bibw[s], m.bibw[s])]),
    ),
    table(
      'token ring, 1000 hops, more ranks than cores',
      ['ranks', 'total ms', 'us per hop'],
      rings.map((r) => [r.ranks, f(r.ms, 1), f(r.usPerHop, 2)]),
    ),
  ].join('\n');

  const series = (name, o) => ({ name, points: sizes.map((s) => [s, o[s]]) });
  writeFileSync(
    join(out, 'p2p_latency.svg'),
    linePlot({
      title: 'p2p one-way latency, 2 ranks',
      xlabel: 'message size (bytes)',
      ylabel: 'us',
      series: [
        series('wasmpi', w.lat),
        series('wasmpi plain arrays', w.latPlain),
        series('MPICH', m.lat),
        series('postMessage', pm.lat),
      ],
    }),
  );
  writeFileSync(
    join(out, 'p2p_bandwidth.svg'),
    linePlot({
      title: 'p2p bandwidth, 2 ranks',
      xlabel: 'message size (bytes)',
      ylabel: 'GB/s',
      series: [
        series('wasmpi', w.bw),
        series('wasmpi plain arrays', w.bwPlain),
        series('MPICH', m.bw),
        series('postMessage', pm.bw),
        series('memory.copy', mc),
      ],
    }),
  );
  writeFileSync(
    join(out, 'p2p_bibw.svg'),
    linePlot({
      title: 'p2p bidirectional bandwidth, 2 ranks',
      xlabel: 'message size (bytes)',
      ylabel: 'GB/s',
      series: [series('wasmpi', w.bibw), series('MPICH', m.bibw)],
    }),
  );
  return {
    text,
    json: { sizes, wasmpi: w, postMessage: pm, memcpy: mc, mpich: mp.skip ? { skipped: mp.skip } : m, ring: rings },
  };
}
