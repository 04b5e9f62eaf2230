// The demo page's script: launches the heat ranks (heat.mjs), draws the bands they post on a
// BroadcastChannel, checks the final grid against a serial run of the same stencil, then fills
// the comparison panel (compare.mjs). Sets window.result when all is done, for scripts
// (examples/browser/screenshot.mjs).
//
// URL parameters: ?seconds=4 (simulated time), rows=256, cols=256, ranks=4, compare=0 (skip the
// panel), rounds=3 (its interleaved rounds).
import { launch } from '/dist/browser.mjs';
import { HOT, serial } from './heat.mjs';
import { compare, DEFAULTS } from './compare.mjs';

/* global window, document, location, requestAnimationFrame, crossOriginIsolated, ImageData */
const q = new URLSearchParams(location.search);
const num = (k, d) => (q.has(k) ? Number(q.get(k)) : d);
const cfg = {
  seconds: num('seconds', 4),
  rows: num('rows', 256),
  cols: num('cols', 256),
  ranks: num('ranks', 4),
};
const $ = (id) => document.getElementById(id);
$('nranks').textContent = cfg.ranks;

// ── colours: an inferno-like map of 0..HOT, one hue per rank for its band's frame and label ──
const STOPS = [
  [0, 0, 4],
  [40, 11, 84],
  [101, 21, 110],
  [159, 42, 99],
  [212, 72, 66],
  [245, 125, 21],
  [250, 193, 39],
  [252, 255, 164],
];
const LUT = new Uint32Array(256); // ABGR (little-endian ImageData words)
for (let i = 0; i < 256; i++) {
  const x = (i / 255) * (STOPS.length - 1),
    k = Math.min(STOPS.length - 2, Math.floor(x)),
    f = x - k;
  const [r, g, b] = [0, 1, 2].map((c) => Math.round(STOPS[k][c] + f * (STOPS[k + 1][c] - STOPS[k][c])));
  LUT[i] = (255 << 24) | (b << 16) | (g << 8) | r;
}
const hue = (rank) => `hsl(${(190 + (rank * 360) / cfg.ranks) % 360} 85% 62%)`;

const bar = $('bar').getContext('2d');
for (let x = 0; x < 200; x++) {
  const c = LUT[Math.round((x / 199) * 255)];
  bar.fillStyle = `rgb(${c & 255},${(c >> 8) & 255},${(c >> 16) & 255})`;
  bar.fillRect(x, 0, 1, 10);
}

// ── drawing: the latest band of every rank, redrawn once per animation frame when one came ──
const canvas = $('grid');
const ctx = canvas.getContext('2d');
const image = new ImageData(cfg.cols, cfg.rows);
const pixels = new Uint32Array(image.data.buffer);
const off = document.createElement('canvas');
off.width = cfg.cols;
off.height = cfg.rows;
const offCtx = off.getContext('2d');
const bands = new Map(); // rank -> its latest message
let dirty = false;
let latest = { step: 0, seconds: 0 };

function paintBand(m) {
  const { tile, i0, ny, cols } = m;
  for (let i = 0; i < ny; i++) {
    for (let j = 0; j < cols; j++) {
      const t = tile[i * cols + j];
      pixels[(i0 + i) * cols + j] = LUT[Math.max(0, Math.min(255, Math.round((t / HOT) * 255)))];
    }
  }
}

function draw() {
  if (dirty) {
    dirty = false;
    offCtx.putImageData(image, 0, 0);
    const sy = canvas.height / cfg.rows;
    ctx.imageSmoothingEnabled = false; // crisp cells (and a screenshot PNG a third smaller)
    ctx.drawImage(off, 0, 0, canvas.width, canvas.height);
    ctx.font = '600 12px system-ui, sans-serif';
    for (const m of bands.values()) {
      const y = m.i0 * sy,
        h = m.ny * sy;
      // the band's frame in its rank's hue, and a thin dark separator between bands
      ctx.strokeStyle = hue(m.rank);
      ctx.lineWidth = 2;
      ctx.strokeRect(2, y + 2, canvas.width - 4, h - 4);
      if (m.i0 > 0) {
        ctx.fillStyle = 'rgba(0,0,0,0.85)';
        ctx.fillRect(0, y - 1, canvas.width, 2);
      }
      const label = `rank ${m.rank} · rows ${m.i0}-${m.i0 + m.ny - 1} · step ${m.step}`;
      const w = ctx.measureText(label).width + 12;
      ctx.fillStyle = 'rgba(0,0,0,0.6)';
      ctx.fillRect(6, y + 6, w, 18);
      ctx.fillStyle = hue(m.rank);
      ctx.fillText(label, 12, y + 19);
    }
    $('step').textContent = latest.step.toLocaleString('en');
    $('rate').textContent = latest.seconds > 0 ? Math.round(latest.step / latest.seconds).toLocaleString('en') : '-';
  }
  requestAnimationFrame(draw);
}
requestAnimationFrame(draw);

// ── one run of the simulation ──
let runs = 0;
async function simulate() {
  const channel = `wasmpi-heat-demo-${Date.now()}-${runs++}`; // a fresh one per run: no stale bands
  const bc = new BroadcastChannel(channel);
  bc.onmessage = (ev) => {
    const m = ev.data;
    bands.set(m.rank, m);
    paintBand(m);
    if (m.rank === 0) latest = m;
    dirty = true;
  };
  $('state').textContent = `running ${cfg.ranks} ranks for ${cfg.seconds} s on a ${cfg.rows} x ${cfg.cols} grid ...`;
  try {
    const res = await launch(new URL('./heat.mjs', import.meta.url), {
      ranks: cfg.ranks,
      args: [channel, String(cfg.rows), String(cfg.cols), String(cfg.seconds)],
      timeoutMs: (cfg.seconds + 60) * 1000,
    });
    return res[0].value;
  } finally {
    // the ranks' last bands are posted before they return, but may arrive after launch resolves
    setTimeout(() => bc.close(), 500);
  }
}

/** The ranks' final grid against the same stencil run on this thread for as many steps. */
function check({ steps, rows, cols, grid }) {
  const t0 = performance.now();
  const ref = serial(rows, cols, steps);
  const w = cols + 2;
  let worst = 0,
    heat = 0,
    refHeat = 0;
  for (let i = 0; i < rows; i++) {
    for (let j = 1; j <= cols; j++) {
      const a = grid[i * w + j],
        b = ref[(i + 1) * w + j];
      worst = Math.max(worst, Math.abs(a - b));
      heat += a;
      refHeat += b;
    }
  }
  const at = (i, j) => grid[i * w + j + 1];
  return {
    ok: worst === 0,
    maxAbsDiff: worst,
    totalHeat: heat,
    serialTotalHeat: refHeat,
    cells: { centre: at(rows >> 1, cols >> 1), quarter: at(rows >> 2, cols >> 2), bottom: at(rows - 1, cols >> 1) },
    serialMs: performance.now() - t0,
  };
}

const fmt = (x, d) => (x >= 100 ? x.toFixed(0) : x.toFixed(d));
function showFigures(fig) {
  const rows = [
    ['8 B latency', 'us, one way', fig.lat, 2],
    ['1 MB bandwidth', 'GB/s', fig.bw, 2],
    [`allreduce 1 MB`, `f64 sum, ${DEFAULTS.ranks} workers, us`, fig.red, 0],
  ];
  $('figures').replaceChildren(
    ...rows.map(([name, unit, f, d]) => {
      const tr = document.createElement('tr');
      const cell = (s) => `${fmt(s.median, d)}<br><small>best ${fmt(s.best, d)}</small>`;
      const ratio = `${f.ratio < 0.01 ? f.ratio.toFixed(4) : f.ratio.toFixed(3)}x<br><small>${(1 / f.ratio).toFixed(0)}x faster</small>`;
      tr.innerHTML = `<td>${name}<br><small>${unit}</small></td><td>${cell(f.wasmpi)}</td><td>${cell(f.postMessage)}</td><td class="ratio">${ratio}</td>`;
      return tr;
    }),
  );
}

async function main() {
  if (!crossOriginIsolated) {
    $('state').innerHTML =
      '<span class="bad">This page is not cross-origin isolated, so it has no SharedArrayBuffer: serve it with <code>npx wasmpi serve</code>.</span>';
    window.result = { error: 'not cross-origin isolated' };
    return;
  }
  const result = { config: cfg };
  try {
    const run = await simulate();
    result.steps = run.steps;
    result.seconds = run.seconds;
    result.stepsPerSecond = run.steps / run.seconds;
    $('state').textContent =
      `done: ${run.steps.toLocaleString('en')} steps in ${run.seconds.toFixed(2)} s; checking ...`;
    const c = check(run);
    result.check = c;
    $('check').innerHTML = c.ok
      ? `<span class="ok">✓ equal to a serial run of ${run.steps.toLocaleString('en')} steps</span> (every cell to the last bit; total heat ${c.totalHeat.toFixed(1)}, serial ${c.serialMs.toFixed(0)} ms)`
      : `<span class="bad">✗ differs from the serial run by up to ${c.maxAbsDiff}</span>`;
    $('state').textContent =
      `done: ${run.steps.toLocaleString('en')} steps in ${run.seconds.toFixed(2)} s on ${cfg.ranks} ranks`;
    if (q.get('compare') !== '0') {
      const rounds = num('rounds', DEFAULTS.rounds);
      result.figures = await compare(
        { ...DEFAULTS, rounds },
        (s) => ($('cmpnote').textContent = `measuring: ${s} ...`),
      );
      showFigures(result.figures);
      $('cmpnote').textContent =
        `Medians and best of ${rounds} interleaved rounds x ${DEFAULTS.reps} repetitions, fresh workers each round, after a warm-up. ` +
        'postMessage: TypedArrays posted (a copy) over MessageChannels; its allreduce gathers to one worker, sums in JS and posts back. ' +
        'Time ratio: wasmpi / postMessage (for bandwidth, of the time per MB).';
    }
  } catch (e) {
    result.error = String(e?.stack ?? e);
    $('state').innerHTML = `<span class="bad">${String(e?.message ?? e)}</span>`;
  }
  $('again').disabled = false;
  window.result = result;
}

$('again').onclick = async () => {
  $('again').disabled = true;
  try {
    const run = await simulate();
    const c = check(run);
    $('state').textContent =
      `done: ${run.steps.toLocaleString('en')} steps in ${run.seconds.toFixed(2)} s on ${cfg.ranks} ranks`;
    $('check').innerHTML = c.ok
      ? `<span class="ok">✓ equal to a serial run</span> (every cell to the last bit)`
      : `<span class="bad">✗ differs from the serial run by up to ${c.maxAbsDiff}</span>`;
  } finally {
    $('again').disabled = false;
  }
};

main();
