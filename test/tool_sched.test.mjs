// Every collective schedule simulated on one thread (ts/tools/sched/): each algorithm of the
// registry builds its p schedules in the real core for p = 1..16, a few counts, roots and in place,
// and the simulator runs three consecutive calls of them under several interleavings, checking
// deadlock freedom, races (happens-before by vector clocks), scratch and buffer reuse across
// calls, and the MPI result byte by byte. Then hand-made broken schedules, which it must reject
// with the right error; the printer; and `wasmpi sched`.
// Long: runs in npm run test:all (every algorithm at p = 1..16 under several interleavings).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CHILD_LIMIT_MS } from './helpers.mjs';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { ROWS } from './algorithms.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = await esbuild.build({
  stdin: {
    contents: [
      "export * from './ts/tools/sched/simulate.ts';",
      "export * from './ts/tools/sched/schedules.ts';",
      "export * from './ts/tools/sched/call.ts';",
      "export * from './ts/tools/sched/print.ts';",
      "export * from './ts/tools/sched/decode.ts';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'neutral', // ts/coll must run in browsers: no node: imports
  write: false,
});
const S = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
const core = new WebAssembly.Module(readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url)));

/**
 * Every algorithm the executor runs, from the table (assembly/coll/algorithms.json): rows { id,
 * coll, name, requires, tmp(p, n), maxBytes, inPlace, vector }.
 */
function algorithmTable() {
  return ROWS.map((r) => ({
    ...r,
    tmp: new Function('p', 'n', `return ${r.tmp};`),
    maxBytes: r.maxBytes ?? Infinity,
    vector: !!r.vector,
  }));
}

const ALGS = algorithmTable();
const ROOTED = new Set(['bcast', 'reduce', 'gather', 'scatter', 'gatherv', 'scatterv']);
const SIZES = Array.from({ length: 16 }, (_, i) => i + 1);
const COUNTS = [0, 1, 37]; // elements of 4 bytes
const builders = new Map();
const builder = (p) => builders.get(p) ?? builders.set(p, new S.ScheduleBuilder(core, p)).get(p);
const alg = (coll, name) => ALGS.find((a) => a.coll === coll && a.name === name);

/** The calls to check for an algorithm on p ranks, within its restrictions. */
function* callsOf(a, p) {
  if (a.requires.includes('pof2') && (p & (p - 1)) !== 0) return;
  for (const count of COUNTS) {
    if (a.requires.includes('bytesAtLeastP') && count * 4 < p) continue;
    for (const root of ROOTED.has(a.coll) ? [...new Set([0, p - 1])] : [0]) {
      for (const inPlace of a.inPlace && S.IN_PLACE_COLLS.has(a.coll) ? [false, true] : [false]) {
        for (const irregular of a.vector && count > 0 ? [false, true] : [false]) {
          // neighbourhood collectives: on a periodic ring, a line (PROC_NULL ends) and a directed
          // graph with a repeated edge
          for (const topo of a.coll.startsWith('neighbor_') ? ['ring', 'line', 'graph'] : [undefined]) {
            const shape = S.callShape(a.coll, p, count, 4, root, inPlace, irregular, undefined, topo);
            if (S.callBytes(shape) <= a.maxBytes) yield shape;
          }
        }
      }
    }
  }
}

/** Simulates the call, failing with the simulator's message. */
function check(a, shape, scheds, order, extra = {}) {
  const err = S.simulate(scheds, shape, {
    tmpBytes: a.tmp(shape.p, S.callBytes(shape)),
    order,
    ordered: !a.requires.includes('commutative'),
    ...extra,
  });
  if (err)
    assert.unreachable(`${a.coll} ${a.name}, ${S.describeCall(shape)}, order ${order}: [${err.kind}] ${err.message}`);
}

for (const a of ALGS) {
  test(`${a.coll} ${a.name}: p = 1..16, counts 0, 1, 37, roots 0 and p-1, in place`, () => {
    let n = 0;
    for (const p of SIZES) {
      for (const shape of callsOf(a, p)) {
        const scheds = builder(p).buildAll(a.id, shape);
        // in turn; each rank as far ahead as it can go; at random (small p)
        check(a, shape, scheds, 'round-robin');
        check(a, shape, scheds, 'lowest-first');
        if (p <= 8) check(a, shape, scheds, 1 + n);
        n++;
      }
    }
    assert.ok(n > 0, 'no call checked');
  });
}

test('epochs that wrap past 2^32 between the calls', () => {
  for (const a of ALGS) {
    for (const shape of callsOf(a, 5))
      check(a, shape, builder(5).buildAll(a.id, shape), 'highest-first', { firstSeq: 2 ** 22 - 1 });
  }
});

// ── hand-made broken schedules ──

// The algorithms' own ops: without the arrival check every schedule starts with (signal step 0,
// then a wait for every rank at step 0: assembly/coll/emit.ts), which would mend some of the
// breakages below.
const isArrival = (ops) =>
  ops.length >= 2 && S.formatOp(ops[0]) === 'signal step 0' && ops[1].kind === 'waitrange' && ops[1].step === 0;
const withoutArrival = (scheds) => scheds.map((s) => (isArrival(s.ops) ? { ...s, ops: s.ops.slice(2) } : s));

const withOps = (scheds, rank, edit) => scheds.map((s) => (s.me === rank ? { ...s, ops: edit([...s.ops]) } : s));

function broken(coll, name, shape, scheds, opts = {}) {
  const a = alg(coll, name);
  const err = S.simulate(scheds, shape, {
    tmpBytes: a.tmp(shape.p, S.callBytes(shape)),
    ordered: !a.requires.includes('commutative'),
    ...opts,
  });
  assert.ok(err, 'the simulator accepted a broken schedule');
  return err;
}

test("a neighbour exchange whose sender does not wait for its readers races with its next call's send buffer", () => {
  const shape = S.callShape('neighbor_alltoall', 3, 1, 4, 0, false, false, undefined, 'ring');
  const scheds = withoutArrival(builder(3).buildAll(alg('neighbor_alltoall', 'shm-direct').id, shape));
  const last = scheds[0].ops.length - 1;
  assert.match(S.formatOp(scheds[0].ops[last]), /^wait r\d step 2$/);
  // drop rank 0's waits for its readers (the two final ops)
  const err = broken(
    'neighbor_alltoall',
    'shm-direct',
    shape,
    withOps(scheds, 0, (ops) => ops.slice(0, last - 1)),
  );
  assert.is(err.kind, 'race');
  assert.match(err.message, "rank 0's send buffer");
});

test('a ring allgather step without its wait reads a block before the left neighbour has it', () => {
  const shape = S.callShape('allgather', 4, 1, 4);
  const scheds = withoutArrival(builder(4).buildAll(alg('allgather', 'ring').id, shape));
  assert.is(S.formatOp(scheds[2].ops[5]), 'wait r1 step 2');
  const err = broken(
    'allgather',
    'ring',
    shape,
    withOps(scheds, 2, (ops) => (ops.splice(5, 1), ops)),
  );
  assert.is(err.kind, 'race');
  assert.match(err.message, "race on rank 1's receive buffer bytes 0..3");
  assert.match(err.message, 'rank 2 op 5 (copy r2.recv+0 <- r1.recv+0 4 B) in call 0 reads it');
  assert.match(err.message, 'rank 1 op 3 (copy r1.recv+0 <- r0.recv+0 4 B) in call 0 writes it');
  assert.match(err.message, 'neither happens before the other');
});

test("a ring allgather that returns before its right neighbour has read its blocks races the caller's next writes", () => {
  const shape = S.callShape('allgather', 4, 1, 4);
  const scheds = withoutArrival(builder(4).buildAll(alg('allgather', 'ring').id, shape));
  const last = scheds[0].ops.length - 1;
  assert.is(S.formatOp(scheds[0].ops[last]), 'wait r1 step 4');
  const cut = withOps(scheds, 0, (ops) => ops.slice(0, last));
  // one call alone is fine: nothing touches the buffers afterwards
  assert.is(S.simulate(cut, shape, { tmpBytes: 0, calls: 1 }), null);
  const err = broken('allgather', 'ring', shape, cut, { order: 'lowest-first' });
  assert.is(err.kind, 'race');
  assert.match(err.message, "rank 0's caller writing its buffers before call 1");
  assert.match(err.message, /rank 1 op \d+ \(copy r1\.recv\+\d+ <- r0\.recv\+\d+ 4 B\) in call 0 reads it/);
});

test('a reduction that folds a rank in twice', () => {
  const shape = S.callShape('allreduce', 3, 4, 4);
  const scheds = withoutArrival(builder(3).buildAll(alg('allreduce', 'shm-flat').id, shape));
  const i = scheds[1].ops.findIndex((o) => o.kind === 'reduce');
  assert.is(S.formatOp(scheds[1].ops[i]), 'reduce r1.recv+0 <- r1.recv+0 op r2.tmp+0 4 el');
  const err = broken(
    'allreduce',
    'shm-flat',
    shape,
    withOps(scheds, 1, (ops) => (ops.splice(i, 0, ops[i]), ops)),
  );
  assert.is(err.kind, 'reduce');
  assert.match(
    err.message,
    `rank 1 op ${i + 1} (reduce r1.recv+0 <- r1.recv+0 op r2.tmp+0 4 el) in call 0 counts rank 2 twice`,
  );
});

test('a fold that puts a higher rank first is caught where the op need not be commutative', () => {
  const shape = S.callShape('allreduce', 3, 40, 4);
  const scheds = withoutArrival(builder(3).buildAll(alg('allreduce', 'ring').id, shape));
  assert.is(S.simulate(scheds, shape, { tmpBytes: 0 }), null);
  const err = S.simulate(scheds, shape, { tmpBytes: 0, ordered: true });
  assert.is(err.kind, 'reduce');
  assert.match(err.message, "puts a higher rank's operand first");
});

test('waits that never complete are a deadlock naming every blocked rank', () => {
  const shape = S.callShape('barrier', 2, 0, 4);
  const sched = (me) => ({
    me,
    p: 2,
    op: 0,
    type: 0,
    esize: 4,
    ops: [
      { kind: 'wait', peer: 1 - me, step: 1 },
      { kind: 'signal', step: 1, wake: -1 },
    ],
  });
  const err = S.simulate([sched(0), sched(1)], shape, { tmpBytes: 0 });
  assert.is(err.kind, 'deadlock');
  assert.match(err.message, 'rank 0 op 0 (wait r1 step 1) in call 0 waits: rank 1 is at');
  assert.match(err.message, 'rank 1 op 0 (wait r0 step 1) in call 0 waits: rank 0 is at');
});

test('a wait on a signal that wakes only another rank could sleep for ever', () => {
  // gather shm-flat: senders signal step 2 waking the root only; make rank 1 wait for rank 2's
  const shape = S.callShape('gather', 3, 1, 4);
  const scheds = withoutArrival(builder(3).buildAll(alg('gather', 'shm-flat').id, shape));
  assert.is(S.formatOp(scheds[2].ops.at(-1)), 'signal step 2 wake r0');
  const err = broken(
    'gather',
    'shm-flat',
    shape,
    withOps(scheds, 1, (ops) => [...ops, { kind: 'wait', peer: 2, step: 2 }]),
  );
  assert.is(err.kind, 'wake');
  assert.match(err.message, 'wakes only rank 0: rank 1 could sleep through it');
});

test("a peer's buffer touched before any wait on it in the call (its pointers may be the last call's)", () => {
  const shape = S.callShape('allgather', 3, 2, 4);
  const scheds = withoutArrival(builder(3).buildAll(alg('allgather', 'shm-direct').id, shape));
  const err = broken(
    'allgather',
    'shm-direct',
    shape,
    withOps(scheds, 0, (ops) => ops.filter((o) => o.kind !== 'waitall')),
  );
  assert.is(err.kind, 'pointers');
  assert.match(err.message, "uses rank 1's send buffer before rank 1 published its buffers for this call");
});

test('scratch smaller than the schedule uses, and unbound buffers', () => {
  const shape = S.callShape('allreduce', 2, 5, 4);
  const scheds = withoutArrival(builder(2).buildAll(alg('allreduce', 'shm-flat').id, shape));
  const err = S.simulate(scheds, shape, { tmpBytes: 16 });
  assert.is(err.kind, 'bounds');
  assert.match(err.message, "touches bytes 0..19 of rank 0's scratch (parity 0), which holds 16");
  assert.is(S.simulate(scheds, shape, { tmpBytes: 0 }).kind, 'unbound');
});

test('a copy of the wrong block gives a wrong result, named by the bytes it holds', () => {
  const shape = S.callShape('allgather', 3, 1, 4);
  const scheds = withoutArrival(builder(3).buildAll(alg('allgather', 'shm-direct').id, shape));
  const i = scheds[0].ops.findIndex((o) => o.kind === 'copy' && o.src.rank === 1);
  const bad = withOps(scheds, 0, (ops) => {
    ops[i] = { ...ops[i], src: { ...ops[i].src, rank: 2 } };
    return ops;
  });
  const err = broken('allgather', 'shm-direct', shape, bad);
  assert.is(err.kind, 'result');
  assert.match(
    err.message,
    "after call 0, rank 0's receive buffer bytes 4..7 holds rank 2's input bytes 0..3 (call 0), expected rank 1's input bytes 0..3 (call 0)",
  );
});

test('a barrier that lets a rank out before every rank came in', () => {
  const shape = S.callShape('barrier', 4, 0, 4);
  const scheds = withoutArrival(builder(4).buildAll(alg('barrier', 'dissemination').id, shape));
  assert.is(S.simulate(scheds, shape, { tmpBytes: 0 }), null);
  const err = broken(
    'barrier',
    'dissemination',
    shape,
    withOps(scheds, 3, (ops) => ops.filter((o, i) => !(o.kind === 'wait' && i > 1))),
    { order: 'highest-first' },
  );
  assert.is(err.kind, 'result');
  assert.match(err.message, 'rank 3 leaves barrier call 0 before it knows that rank');
});

test("every schedule checks every peer's signature before it reads a peer or ends: the arrival check, or the algorithm's own first wait for all", () => {
  // (not the neighbourhood collectives: only neighbours must agree, and only they synchronise)
  for (const a of ALGS.filter((x) => !x.coll.startsWith('neighbor_'))) {
    for (const p of [2, 3, 6]) {
      for (const shape of callsOf(a, p)) {
        for (const s of builder(p).buildAll(a.id, shape)) {
          const first = s.ops.findIndex((o) => o.kind === 'wait' || o.kind === 'waitall' || o.kind === 'waitrange');
          const w = s.ops[first];
          // a wait for every rank at step 0 (the arrival check) or step 1, after a signal to every rank:
          // whatever another rank runs, it signals a step this wait accepts before its own first wait
          const all =
            (w?.kind === 'waitall' && w.back === 0 && w.step === 1) ||
            (w?.kind === 'waitrange' && w.lo === 0 && w.hi === p && w.step <= 1);
          assert.ok(all, `${a.coll} ${a.name} p=${p} rank ${s.me}: first wait ${w ? S.formatOp(w) : 'none'}`);
          assert.ok(
            s.ops.slice(0, first).some((o) => o.kind === 'signal' && o.wake === -1),
            `${a.coll} ${a.name} p=${p} rank ${s.me}: no signal to every rank before its first wait`,
          );
        }
      }
    }
  }
  // an eager bcast root never waited for its readers: it now waits for their arrival; a gather
  // root waits for every rank at step 2 (which a rank that takes itself for the root never signals)
  for (const [coll, name] of [
    ['bcast', 'shm-flat'],
    ['gather', 'shm-flat'],
  ]) {
    const root = builder(3).buildAll(alg(coll, name).id, S.callShape(coll, 3, 4, 4, 0))[0];
    assert.equal(root.ops.slice(0, 2).map(S.formatOp), ['signal step 0', 'waitrange r0..r2 step 0']);
  }
  // a slice allreduce signals and waits for every rank at step 1 itself: no arrival check added
  const slice = builder(3).buildAll(alg('allreduce', 'shm-slice').id, S.callShape('allreduce', 3, 64, 4))[0];
  assert.equal(slice.ops.slice(0, 2).map(S.formatOp), ['signal step 1', 'waitall step 1']);
});

test("a scatterv root that checks a receiver's size before the receiver published it", () => {
  const shape = S.callShape('scatterv', 3, 2, 4, 0);
  const scheds = builder(3).buildAll(alg('scatterv', 'shm-flat').id, shape);
  assert.is(S.simulate(scheds, shape, { tmpBytes: 0 }), null);
  assert.ok(scheds[0].ops.some((o) => S.formatOp(o) === 'checkx aux(r1)[0] == 8'));
  const err = broken('scatterv', 'shm-flat', shape, withoutArrival(scheds));
  assert.is(err.kind, 'pointers');
  assert.match(err.message, "uses rank 1's aux buffer before rank 1 published its buffers for this call");
});

test('a schedule whose size check fails on a correct call', () => {
  const shape = S.callShape('gatherv', 3, 2, 4, 0, false, true);
  const scheds = builder(3).buildAll(alg('gatherv', 'shm-flat').id, shape);
  const i = scheds[0].ops.findIndex((o) => o.kind === 'checkx' && o.xRank === 2);
  const bad = withOps(scheds, 0, (ops) => {
    ops[i] = { ...ops[i], value: ops[i].value + 4 };
    return ops;
  });
  const err = broken('gatherv', 'shm-flat', shape, bad);
  assert.is(err.kind, 'mismatch');
  assert.match(
    err.message,
    /checkx aux\(r2\)\[0\] == \d+\) in call 0 finds \d+ where it expects \d+: a correct call fails/,
  );
});

// ── the printer and the CLI ──

test('schedules print one op per line', () => {
  const scheds = builder(3).buildAll(alg('allgather', 'ring').id, S.callShape('allgather', 3, 2, 4));
  assert.is(
    S.formatSchedule(scheds[1]),
    [
      'rank 1 of 3: 11 ops',
      '   0  signal step 0',
      '   1  waitrange r0..r2 step 0',
      '   2  copy r1.recv+8 <- r1.send+0 8 B',
      '   3  signal step 1',
      '   4  wait r0 step 1',
      '   5  copy r1.recv+0 <- r0.recv+0 8 B',
      '   6  signal step 2',
      '   7  wait r0 step 2',
      '   8  copy r1.recv+16 <- r0.recv+16 8 B',
      '   9  signal step 3',
      '  10  wait r2 step 3',
    ].join('\n'),
  );
  const line = (w) => S.formatOp(S.decodeOp(w));
  assert.is(line([2, 1023, 2, 0, 0, 0, 0, 0]), 'waitall step 1023 back 2');
  assert.is(line([7, 1, 4, 2, 0, 0, 0, 0]), 'waitrange r1..r3 step 2');
  assert.is(line([3, 2, 0, 0, 0, 0, 0, 0]), 'signal step 2 wake r0');
  assert.is(line([8, (1 << 2) | 1, 12, (3 << 2) | 0, 3, 1, 8, 0]), 'copyx r1.recv+12 <- r3.send+aux(r3)[1] 8 B');
  assert.is(line([9, 2, 5, 24, 0, 0, 0, 0]), 'checkx aux(r2)[5] == 24');
  assert.is(line([5, (0 << 2) | 1, 0, (2 << 2) | 2, 64, 16, 1, 0]), 'reduce r0.recv+0 <- r2.tmp+64 op r0.recv+0 16 el');
  assert.is(
    line([6, (0 << 2) | 2, 8, (1 << 2) | 0, 0, (0 << 2) | 0, 0, 4]),
    'reduce3 r0.tmp+8 <- r1.send+0 op r0.send+0 4 el',
  );
  assert.throws(() => S.decodeOp([99, 0, 0, 0, 0, 0, 0, 0]), /unknown schedule op code 99/);
});

test('wasmpi sched prints the schedules and checks them', () => {
  const cli = (...args) =>
    spawnSync(process.execPath, ['bin/wasmpi.mjs', 'sched', ...args], {
      cwd: root,
      encoding: 'utf8',
      timeout: CHILD_LIMIT_MS,
    });
  let r = cli('--coll', 'allreduce', '--alg', 'ring', '-n', '5', '--count', '37', '--check');
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, 'allreduce ring (algorithm 25): allreduce p=5 count=37 esize=4; scratch 0 B per rank');
  assert.match(r.stdout, 'rank 4 of 5: 27 ops');
  assert.match(r.stdout, '4  reduce3 r4.recv+128 <- r3.send+128 op r4.send+128 5 el');
  assert.match(r.stdout, 'check: ok');
  r = cli('--coll', 'gatherv', '-n', '4', '--counts', '1,0,2,3', '--root', '3', '--rank', '3');
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, 'gatherv p=4 counts=[1,0,2,3] displs=[0,1,1,3] esize=4 root=3');
  assert.not.match(r.stdout, 'rank 0 of 4');
  r = cli('--coll', 'allreduce', '--alg', 'nope', '-n', '2');
  assert.is(r.status, 2);
  assert.match(
    r.stderr,
    'no algorithm "nope" for allreduce: expected one of shm-flat shm-slice ring recursive-doubling rabenseifner',
  );
});

test.run();
