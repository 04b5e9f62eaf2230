// The kernel family: `y += x` (sum) throughput of the core's reduction kernels beside a plain JS
// loop over TypedArrays (what users write today) and the same loop in C (gcc -O3 -march=native),
// all measured in this run. GB/s counts the bytes of y per second (the loop reads x and y and
// writes y: 3x that in memory traffic). Each figure is the best of several timed repeats after a
// warm-up; the C harness runs before and after the JS/WASM runs and keeps its best.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { table, fmtSize, g3, ratio } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { Datatype, Op } from 'wasmpi';

// the core's codes, as the shell's Datatype and Op carry them (ts/core/abi.ts)
const TYPES = [Datatype.FLOAT32, Datatype.FLOAT64, Datatype.INT32].map((t) => ({
  name: t.name,
  code: t.code,
  Arr: t.ctor,
}));
const OP_SUM = Op.sum.code;

function sizesFor(quick) {
  if (quick) return [64 << 10, 1 << 20, 16 << 20];
  const out = [];
  for (let s = 4 << 10; s <= 16 << 20; s *= 2) out.push(s);
  return out;
}

/** Best GB/s (bytes of y per second) of `fn` called `it` times per repeat. */
function best(fn, size, per, repeats) {
  const it = Math.max(2, Math.round(per / size));
  for (let k = 0; k < it; k++) fn(); // warm up (and tier up)
  let top = 0;
  for (let r = 0; r < repeats; r++) {
    const t0 = performance.now();
    for (let k = 0; k < it; k++) fn();
    top = Math.max(top, (size * it) / ((performance.now() - t0) / 1000) / 1e9);
  }
  return top;
}

function jsAdd(y, x) {
  for (let i = 0; i < y.length; i++) y[i] += x[i];
}

function wasmAndJs({ sizes, per, repeats, log }) {
  const max = Math.max(...sizes);
  const module = new WebAssembly.Module(readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url)));
  const memory = new WebAssembly.Memory({
    initial: Math.ceil((3 * max + (2 << 20)) / 65536),
    maximum: 65536,
    shared: true,
  });
  const x = new WebAssembly.Instance(module, { env: { memory } }).exports;
  const Y = 1 << 20,
    X = Y + max + 64 * 16,
    Z = X + max + 64 * 16; // 64-byte aligned, apart
  const out = {};
  for (const { name, code, Arr } of TYPES) {
    out[name] = { reduce: {}, reduce3: {}, js: {} };
    for (const size of sizes) {
      const n = size / Arr.BYTES_PER_ELEMENT;
      new Arr(memory.buffer, X, n).fill(1);
      new Arr(memory.buffer, Y, n).fill(0);
      out[name].reduce[size] = best(() => x.reduce(OP_SUM, code, Y, X, n), size, per, repeats);
      out[name].reduce3[size] = best(() => x.reduce3(OP_SUM, code, Z, Y, X, n), size, per, repeats);
      const jy = new Arr(n),
        jx = new Arr(n).fill(1);
      out[name].js[size] = best(() => jsAdd(jy, jx), size, per / 4, repeats);
      log(`kernel: ${name} ${fmtSize(size)}: reduce ${g3(out[name].reduce[size])} GB/s`);
    }
  }
  return out;
}

/** The C kernel built with `flags` (`-march=native`: the widest vectors here, AVX2 on x86; or
 * 128-bit SSE4.2, the width WebAssembly SIMD has), run once. */
function native({ sizes, per, repeats, outDir, flags, tag }) {
  if (spawnSync('sh', ['-c', 'command -v gcc'], { encoding: 'utf8' }).status !== 0)
    return { skip: 'C kernel: gcc not found, native baseline skipped' };
  mkdirSync(outDir, { recursive: true });
  const exe = join(outDir, `reduce_kernel_${tag}`);
  const src = fileURLToPath(new URL('./native/reduce_kernel.c', import.meta.url));
  const b = spawnSync('gcc', ['-O3', ...flags, src, '-o', exe], { encoding: 'utf8' });
  if (b.status !== 0) return { skip: `C kernel: gcc failed: ${b.stderr.trim()}` };
  const r = spawnSync(exe, [repeats, per, ...sizes].map(String), { encoding: 'utf8', timeout: 600_000 });
  if (r.status !== 0) return { skip: `C kernel: ${exe} failed: ${r.stderr || r.error}` };
  const out = {};
  for (const l of r.stdout.trim().split('\n')) {
    const { type, size, gbps } = JSON.parse(l);
    (out[type] ??= {})[size] = gbps;
  }
  return out;
}

const bestOf = (p, q) =>
  p.skip
    ? q
    : q.skip
      ? p
      : Object.fromEntries(
          TYPES.map(({ name }) => [
            name,
            Object.fromEntries(Object.keys(p[name]).map((s) => [s, Math.max(p[name][s], q[name][s])])),
          ]),
        );

export async function runKernel({ quick, out, log }) {
  const sizes = sizesFor(quick);
  const per = quick ? 64 << 20 : 256 << 20; // bytes of y per timed repeat
  const repeats = quick ? 5 : 7;
  const outDir = join(out, 'native');
  const wide = { sizes, per, repeats, outDir, flags: ['-march=native'], tag: 'native' };
  const sse = { sizes, per, repeats, outDir, flags: ['-mno-avx', '-msse4.2'], tag: 'sse' };
  const isX86 = process.arch === 'x64' || process.arch === 'ia32';
  log('kernel: C (gcc -O3 -march=native) ...');
  const c1 = native(wide);
  if (c1.skip) log(c1.skip);
  const s1 = !c1.skip && isX86 ? native(sse) : { skip: 'C 128-bit kernel: x86 only' };
  log('kernel: WASM SIMD and plain JS ...');
  const w = wasmAndJs({ sizes, per, repeats, log });
  const c = c1.skip ? c1 : bestOf(c1, native(wide));
  const c128 = s1.skip ? s1 : bestOf(s1, native(sse));
  const cOf = (name) => (c.skip ? {} : c[name]);
  const sOf = (name) => (c128.skip ? {} : c128[name]);

  const text =
    TYPES.map(({ name }) => {
      const r = w[name];
      const C = cOf(name);
      const S = sOf(name);
      return table(
        `kernel y += x (sum), ${name}: GB/s = bytes of y per second (best of ${repeats}); reduce3 writes z = y + x to a third buffer; C native = gcc -O3 -march=native (256-bit AVX2 here), C 128 = gcc -O3 -msse4.2 -mno-avx (WASM SIMD's vector width); higher is better`,
        [
          'size',
          'WASM reduce',
          'WASM reduce3',
          'C native',
          'C 128',
          'JS loop',
          'WASM/C',
          'WASM/C128',
          'reduce3/C',
          'WASM/JS',
        ],
        sizes.map((s) => [
          fmtSize(s),
          g3(r.reduce[s]),
          g3(r.reduce3[s]),
          g3(C[s]),
          g3(S[s]),
          g3(r.js[s]),
          ratio(r.reduce[s], C[s]),
          ratio(r.reduce[s], S[s]),
          ratio(r.reduce3[s], C[s]),
          ratio(r.reduce[s], r.js[s]),
        ]),
      );
    }).join('\n') +
    (c.skip ? `\n${c.skip}` : '') +
    (!c.skip && c128.skip ? `\n${c128.skip}` : '');

  const series = (label, o) => ({ name: label, points: sizes.map((s) => [s, o?.[s]]) });
  writeFileSync(
    join(out, 'kernel_sum.svg'),
    linePlot({
      title: 'y += x throughput (bytes of y per second)',
      xlabel: 'bytes of y',
      ylabel: 'GB/s',
      series: [
        series('WASM f32', w.float32.reduce),
        series('C f32', cOf('float32')),
        series('C 128-bit f32', sOf('float32')),
        series('JS f32', w.float32.js),
        series('WASM f64', w.float64.reduce),
        series('C f64', cOf('float64')),
        series('WASM i32', w.int32.reduce),
      ],
    }),
  );
  return {
    text,
    json: {
      sizes,
      definition: 'GB/s of y: size * iterations / seconds, best of repeats',
      wasm: w,
      c: c.skip ? { skipped: c.skip } : c,
      c128: c128.skip ? { skipped: c128.skip } : c128,
    },
  };
}
