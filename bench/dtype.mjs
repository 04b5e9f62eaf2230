// The dtype family: pack and unpack bandwidth of wasmpi's derived datatypes (Datatype.vector of
// float64 blocks of 8 B, 64 B and 4 KB at stride twice the block, 1 MB and 16 MB packed; the three
// middle faces of a 256^3 float64 array through Datatype.subarray) beside `memory.copy` of the same
// number of bytes in a WebAssembly memory, the plain JS loop users write today and MPICH's
// MPI_Pack/MPI_Unpack of the same datatype (bench/native/mpi_pack.c, `mpiexec -n 1`, when mpicc is
// installed). GB/s counts packed bytes per second; each figure is the best of several timed runs
// after a warm-up. wasmpi runs in a world of one rank (bench/ranks/dtype.mjs) so that its buffers
// can live in the shared memory (comm.alloc): outside a world the API has no shared allocation.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as W from 'wasmpi';
import { table, g3, ratio } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { dtypeCases, jsLoops, reference, best, sameDoubles } from './lib/dtype_cases.mjs';
import { buildNative, runNative } from './baselines/mpich.mjs';

/** Whether this build of wasmpi has the derived datatypes the family needs. */
function datatypesAvailable() {
  const D = W.Datatype;
  return (
    typeof D?.vector === 'function' &&
    typeof D?.subarray === 'function' &&
    D.FLOAT64 !== undefined &&
    typeof W.pack === 'function' &&
    typeof W.unpack === 'function'
  );
}

/** memory.copy (the wasmpi core's `copy` export, a bare memory.copy) of `bytes`, in a shared memory. */
function memcpy(sizes, opts) {
  const max = Math.max(...sizes);
  const module = new WebAssembly.Module(readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url)));
  const memory = new WebAssembly.Memory({
    initial: Math.ceil((2 * max + (2 << 20)) / 65536),
    maximum: 65536,
    shared: true,
  });
  const { copy } = new WebAssembly.Instance(module, { env: { memory } }).exports;
  const src = 1 << 20,
    dst = src + max + 4096;
  new Uint8Array(memory.buffer).fill(7, src, src + max);
  return Object.fromEntries(sizes.map((s) => [s, best(() => copy(dst, src, s), s, opts)]));
}

/** The plain JS loops over ordinary Float64Arrays, checked against the reference first. */
function jsColumns(cases, opts) {
  const src = new Float64Array(Math.max(...cases.map((c) => c.doubles)));
  for (let i = 0; i < src.length; i++) src[i] = i;
  const out = new Float64Array(Math.max(...cases.map((c) => c.bytes)) / 8);
  const res = {};
  for (const c of cases) {
    const s = src.subarray(0, c.doubles),
      o = out.subarray(0, c.bytes / 8);
    const { pack, unpack } = jsLoops(c, s, o);
    pack();
    if (!sameDoubles(o, reference(c, s)))
      throw new Error(`dtype bench: the JS loop of ${c.spec} differs from the reference`);
    res[c.spec] = { pack: best(pack, c.bytes, opts), unpack: best(unpack, c.bytes, opts) };
  }
  return res;
}

function mpich(cases, { ms, repeats, outDir }) {
  const b = buildNative('mpi_pack', outDir);
  if (b.skip) return { skip: b.skip };
  try {
    const rows = runNative(b.exe, 1, [repeats, ms, ...cases.map((c) => c.spec)], { timeoutMs: 120_000 });
    const bad = rows.filter((r) => !r.ok).map((r) => r.case);
    if (bad.length) return { skip: `MPICH: MPI_Pack/MPI_Unpack check failed for ${bad.join(', ')}` };
    return Object.fromEntries(rows.map((r) => [r.case, { pack: r.pack, unpack: r.unpack }]));
  } catch (e) {
    return { skip: `MPICH: ${e.message.split('\n')[0]}` };
  }
}

async function wasmpi(cases, { ms, repeats }) {
  if (!datatypesAvailable()) {
    return {
      skip: 'wasmpi datatypes not available (this build of wasmpi has no Datatype.vector/subarray or pack/unpack): wasmpi columns skipped',
    };
  }
  const shm = Math.max(...cases.map((c) => c.doubles)) * 8 + Math.max(...cases.map((c) => c.bytes));
  try {
    // room for the shared buffers and for staging the plain-array runs (the span and the bytes)
    const memoryBytes = Math.ceil((2 * shm + (64 << 20)) / (1 << 20)) << 20;
    const [{ value }] = await W.launch(new URL('./ranks/dtype.mjs', import.meta.url), {
      ranks: 1,
      memoryBytes,
      args: [JSON.stringify({ ms, repeats, plain: true })],
    });
    return value; // { results, align }
  } catch (e) {
    return { skip: `wasmpi datatypes failed: ${e.message.split('\n')[0]}` };
  }
}

/** Point-to-point of derived types between two ranks (bench/ranks/dtype_p2p.mjs). */
async function wasmpiP2p({ ms, repeats }) {
  if (!datatypesAvailable()) return { skip: 'wasmpi datatypes not available: p2p table skipped' };
  try {
    const memoryBytes = 640 << 20; // two 128 MiB sources (the 256^3 faces) and their buffers
    const res = await W.launch(new URL('./ranks/dtype_p2p.mjs', import.meta.url), {
      ranks: 2,
      memoryBytes,
      args: [JSON.stringify({ ms, reps: repeats })],
    });
    return res[0].value;
  } catch (e) {
    return { skip: `wasmpi p2p datatypes failed: ${e.message.split('\n')[0]}` };
  }
}

/** Collectives over derived types on two ranks (bench/ranks/dtype_coll.mjs). */
async function wasmpiColl({ ms, repeats }) {
  if (!datatypesAvailable()) return { skip: 'wasmpi datatypes not available: coll table skipped' };
  try {
    const res = await W.launch(new URL('./ranks/dtype_coll.mjs', import.meta.url), {
      ranks: 2,
      args: [JSON.stringify({ ms, reps: repeats })],
    });
    return res[0].value;
  } catch (e) {
    return { skip: `wasmpi collectives with datatypes failed: ${e.message.split('\n')[0]}` };
  }
}

/** The issue's targets, judged on the pack figures. `ceiling` (where given) is the ratio a pack
 * as fast as memory.copy of the same bytes would reach: a target above it is out of reach here;
 * `native`, the ratio MPICH's MPI_Pack (C) reaches. */
function targets(cases, w, mem, js, mp) {
  const judge = (name, list, value, goal, ceiling, native) => {
    if (!list.length) return { target: name, status: 'not measured' };
    const rows = list.map((c) => ({
      case: c.spec,
      label: `${c.label}, ${sizeLabel(c.bytes)}`,
      value: value(c),
      ceiling: ceiling?.(c),
      native: native?.(c),
    }));
    if (rows.some((r) => r.value === undefined)) return { target: name, status: 'not measured', rows };
    const worst = rows.reduce((a, b) => (b.value < a.value ? b : a));
    const missed = rows.filter((r) => r.value < goal);
    return {
      target: name,
      status: missed.length ? 'MISSED' : 'met',
      goal,
      worst,
      missed: missed.map((r) => r.case),
      rows,
    };
  };
  const wp = (c) => w?.[c.spec]?.shm.pack;
  const over = (a, b) => (a && b ? a / b : undefined);
  return [
    judge(
      'pack of blocks >= 64 B at >= 0.7x memory.copy',
      cases.filter((c) => c.block >= 64),
      (c) => over(wp(c), mem[c.bytes]),
      0.7,
    ),
    judge(
      'pack of 8-byte blocks >= 10x the plain JS loop',
      cases.filter((c) => c.block === 8),
      (c) => over(wp(c), js[c.spec].pack),
      10,
      (c) => over(mem[c.bytes], js[c.spec].pack),
      (c) => over(mp.skip ? undefined : mp[c.spec]?.pack, js[c.spec].pack),
    ),
    judge("pack at least as fast as MPICH's MPI_Pack", mp.skip ? [] : cases, (c) => over(wp(c), mp[c.spec]?.pack), 1),
  ];
}

const note = (parts) => (parts.some(Boolean) ? ` (${parts.filter(Boolean).join(', ')})` : '');
const sizeLabel = (b) => (b >= 1 << 20 ? `${b >> 20} MB` : `${b >> 10} KB`);

export async function runDtype({ quick, out, log }) {
  const cases = dtypeCases();
  const opts = { ms: quick ? 15 : 25, repeats: quick ? 3 : 9 }; // many short runs: their best is the quiet one on a busy machine
  log('dtype: MPICH MPI_Pack/MPI_Unpack (mpiexec -n 1) ...');
  const mp = mpich(cases, { ...opts, outDir: join(out, 'native') });
  if (mp.skip) log(mp.skip);
  log('dtype: wasmpi pack/unpack (a world of one rank) ...');
  const wr = await wasmpi(cases, opts);
  const w = wr.skip ? wr : wr.results;
  if (w.skip) log(w.skip);
  log('dtype: wasmpi point-to-point with derived types (two ranks) ...');
  const p2p = await wasmpiP2p(opts);
  if (p2p.skip) log(p2p.skip);
  log('dtype: wasmpi collectives with derived types (two ranks) ...');
  const coll = await wasmpiColl(opts);
  if (coll.skip) log(coll.skip);
  log('dtype: memory.copy and plain JS loops ...');
  const mem = memcpy([...new Set(cases.map((c) => c.bytes))], opts);
  const js = jsColumns(cases, opts);
  if (!mp.skip) {
    // MPICH again, after the others (as the kernel family does with C): its best run of the two
    log('dtype: MPICH again ...');
    const again = mpich(cases, { ...opts, outDir: join(out, 'native') });
    if (!again.skip)
      for (const c of cases)
        for (const op of ['pack', 'unpack']) mp[c.spec][op] = Math.max(mp[c.spec][op], again[c.spec][op]);
  }
  const wv = w.skip ? {} : w;
  const mv = mp.skip ? {} : mp;

  const tableOf = (op) =>
    table(
      `dtype ${op}: GB/s of packed bytes (best of ${opts.repeats} runs of ~${opts.ms} ms after a warm-up); vectors of float64 blocks at stride 2x the block; ` +
        'faces of a 256^3 float64 array (Datatype.subarray, C order [z][y][x]); wasmpi = buffers in shared memory (comm.alloc in a world of one rank: ' +
        "the engine works in place), wasmpi plain = ordinary TypedArrays (staged through the world's memory); memory.copy = a contiguous copy of the " +
        `same bytes in a WebAssembly memory; JS = a plain loop over Float64Arrays; MPICH = MPI_${op === 'pack' ? 'Pack' : 'Unpack'} of the same datatype ` +
        '(mpiexec -n 1, run before and after the others, its better figure); higher is better',
      [
        'case',
        'packed',
        'wasmpi',
        'wasmpi plain',
        'memory.copy',
        'JS loop',
        'MPICH',
        'wasmpi/memcpy',
        'wasmpi/JS',
        'wasmpi/MPICH',
      ],
      cases.map((c) => {
        const x = wv[c.spec]?.shm[op];
        return [
          c.label,
          sizeLabel(c.bytes),
          g3(x),
          g3(wv[c.spec]?.plain?.[op]),
          g3(mem[c.bytes]),
          g3(js[c.spec][op]),
          g3(mv[c.spec]?.[op]),
          ratio(x, mem[c.bytes]),
          ratio(x, js[c.spec][op]),
          ratio(x, mv[c.spec]?.[op]),
        ];
      }),
    );

  const t = targets(cases, w.skip ? undefined : w, mem, js, mp);
  const targetText = [
    '\n# dtype targets (pack, wasmpi with shared-memory buffers)',
    ...t.map((r) => {
      if (r.status === 'not measured')
        return `- ${r.target}: not measured${w.skip ? ' (wasmpi datatypes not available)' : mp.skip && r.target.includes('MPICH') ? ' (no MPICH)' : ''}`;
      const detail =
        r.status === 'met'
          ? `worst ${r.worst.value.toFixed(2)}x (${r.worst.label})`
          : `${r.missed.length} of ${r.rows.length} cases below ${r.goal}x: ${r.rows
              .filter((x) => x.value < r.goal)
              .map(
                (x) =>
                  `${x.label} ${x.value.toFixed(2)}x` +
                  note([
                    x.ceiling !== undefined &&
                      x.ceiling < r.goal &&
                      `out of reach here: memory.copy of these bytes is ${x.ceiling.toFixed(2)}x the JS loop`,
                    x.native !== undefined && x.native < r.goal && `MPICH's MPI_Pack reaches ${x.native.toFixed(2)}x`,
                  ]),
              )
              .join('; ')}`;
      return `- ${r.target}: ${r.status}, ${detail}`;
    }),
  ].join('\n');
  const p2pCases = p2p.skip ? [] : cases.filter((c) => p2p[c.spec]);
  const p2pText = p2p.skip
    ? p2p.skip
    : table(
        `dtype p2p: GB/s of packed bytes per round trip (rank 0 sends one item from comm.alloc memory, rank 1 receives it and answers with an ` +
          `empty message; best of ${opts.repeats}); derived -> contiguous: rank 1 receives into a contiguous Float64Array (from 64-byte blocks ` +
          "up the receiver packs straight from the sender's buffer: one copy; shorter blocks: the sender packs into staging, the receiver copies); " +
          'derived -> derived: received with the same type; pack + send: pack() into a contiguous buffer and send that (what users do without ' +
          'derived types); contiguous: a send of the same bytes already contiguous (the floor: one copy); memory.copy of the bytes for scale',
        [
          'case',
          'bytes',
          'derived -> contig',
          'derived -> derived',
          'pack + send',
          'contiguous',
          'memory.copy',
          'vs pack + send',
          'vs contiguous',
        ],
        p2pCases.map((c) => {
          const r = p2p[c.spec];
          return [
            c.label,
            sizeLabel(c.bytes),
            g3(r.derivedToContig),
            g3(r.derivedToDerived),
            g3(r.packThenSend),
            g3(r.contig),
            g3(mem[c.bytes]),
            ratio(r.derivedToContig, r.packThenSend),
            ratio(r.derivedToContig, r.contig),
          ];
        }),
      );
  const collText = coll.skip
    ? coll.skip
    : table(
        `dtype coll: GB/s of one rank's packed bytes per call, 2 ranks (best of ${opts.repeats}); allgather of each rank's 256 x 256 interior of a ` +
          'float64 tile with a one-element halo (Datatype.subarray as sendtype, received contiguous); allreduce (sum) of a 512 KB column block ' +
          '(Datatype.vector(8192, 8, 64, FLOAT64): 64-byte blocks) into the same block of another matrix; derived = the type passed to the ' +
          'collective; by hand = pack(), the collective on the packed bytes, unpack() of a strided result; contiguous = the collective on data ' +
          'already contiguous (the floor)',
        ['call', 'bytes', 'derived', 'by hand', 'contiguous', 'derived / by hand', 'derived / contiguous'],
        Object.entries(coll).map(([name, r]) => [
          name.replace(':', ' of a '),
          sizeLabel(r.bytes),
          g3(r.derived),
          g3(r.byHand),
          g3(r.contig),
          ratio(r.derived, r.byHand),
          ratio(r.derived, r.contig),
        ]),
      );
  const text = [
    tableOf('pack'),
    tableOf('unpack'),
    p2pText,
    collText,
    targetText,
    ...(w.skip ? [w.skip] : []),
    ...(mp.skip ? [mp.skip] : []),
  ].join('\n');

  // plots: GB/s against the contiguous block (bytes), one line per system and packed size
  const vec = (bytes) => cases.filter((c) => c.kind === 'vector' && c.bytes === bytes);
  const faces = cases.filter((c) => c.kind === 'subarray');
  const line = (name, list, get, color, dash) => ({ name, color, dash, points: list.map((c) => [c.block, get(c)]) });
  for (const op of ['pack', 'unpack']) {
    writeFileSync(
      join(out, `dtype_${op}.svg`),
      linePlot({
        title: `${op}: GB/s of packed bytes`,
        xlabel: 'contiguous block (bytes); vectors at stride 2x, 256^3 faces x, y, z',
        ylabel: 'GB/s',
        series: [
          line('wasmpi vec 16M', vec(16 << 20), (c) => wv[c.spec]?.shm[op], '#1f77b4'),
          line('wasmpi vec 1M', vec(1 << 20), (c) => wv[c.spec]?.shm[op], '#1f77b4', '6,4'),
          line('wasmpi faces', faces, (c) => wv[c.spec]?.shm[op], '#1f77b4', '2,3'),
          line('MPICH vec 16M', vec(16 << 20), (c) => mv[c.spec]?.[op], '#d62728'),
          line('MPICH vec 1M', vec(1 << 20), (c) => mv[c.spec]?.[op], '#d62728', '6,4'),
          line('MPICH faces', faces, (c) => mv[c.spec]?.[op], '#d62728', '2,3'),
          line('JS vec 16M', vec(16 << 20), (c) => js[c.spec][op], '#2ca02c'),
          line('JS faces', faces, (c) => js[c.spec][op], '#2ca02c', '2,3'),
          line('memory.copy 16M', vec(16 << 20), (c) => mem[c.bytes], '#7f7f7f'),
          line('memory.copy 1M', vec(1 << 20), (c) => mem[c.bytes], '#7f7f7f', '6,4'),
        ],
      }),
    );
  }
  return {
    text,
    json: {
      definition:
        'GB/s of packed bytes: bytes * calls / seconds, best of repeats after a warm-up; one item of each type per call',
      settings: opts,
      cases: cases.map(({ spec, label, kind, block, bytes, doubles, args }) => ({
        spec,
        label,
        kind,
        block,
        bytes,
        sourceBytes: doubles * 8,
        args,
      })),
      wasmpi: w.skip ? { skipped: w.skip } : w,
      wasmpiAlign: wr.align, // byteOffset % 64 of the shared source and packed buffers
      memcpy: mem,
      js,
      mpich: mp.skip ? { skipped: mp.skip } : mp,
      p2p: p2p.skip ? { skipped: p2p.skip } : p2p,
      coll: coll.skip ? { skipped: coll.skip } : coll,
      targets: t,
    },
  };
}
