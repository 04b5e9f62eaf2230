// Collective algorithm selection: the algorithm table, the cost model, tune strings, overrides and
// fallbacks, the algorithms between processes (net rows), and `wasmpi tune`. ts/coll/select has no
// build entry of its own, so it is bundled here.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CHILD_LIMIT_MS } from './helpers.mjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { loadTable, validateTable } from '../scripts/gen/algorithms.mjs';
import {
  ROWS,
  NET_ROWS,
  TABLE,
  COLLECTIVES as TABLE_COLLECTIVES,
  algorithmsOf,
  netAlgorithmsOf,
} from './algorithms.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = await esbuild.build({
  stdin: {
    contents: ['table', 'cost', 'params', 'select', 'choose']
      .map((f) => `export * from './ts/coll/select/${f}.ts';`)
      .join(' '),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'neutral', // ts/coll/select must run in browsers: no node: imports
  write: false,
});
const C = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
const {
  selectAlgorithm,
  parseTune,
  formatTune,
  ruleTable,
  predictCost,
  parseParams,
  serialize,
  DEFAULT_PARAMS,
  ALGORITHMS,
  NET_ALGORITHMS,
  COLLECTIVES,
  V_COLLECTIVES,
  COSTS,
  builtOf,
  netAlgorithmsOf: shellNetAlgorithmsOf,
  chooseNetAlgorithm,
  makeTuning,
} = C;

const P = { ...DEFAULT_PARAMS, cores: 2 };
const COMM = { commutative: true };

function throwsArg(f, ...needles) {
  try {
    f();
  } catch (e) {
    assert.is(e.name, 'WasmpiError');
    assert.is(e.code, 'ERR_ARG', e.message);
    for (const n of needles)
      assert.ok(e.message.includes(n), `message ${JSON.stringify(e.message)} names ${JSON.stringify(n)}`);
    return e;
  }
  assert.unreachable('expected ERR_ARG');
}

test('the shell has exactly the rows of the table (assembly/coll/algorithms.json), each ranked one with a cost formula', () => {
  assert.equal([...COLLECTIVES], TABLE_COLLECTIVES);
  assert.equal(
    ALGORITHMS.map((a) => `${a.coll}:${a.name}`),
    ROWS.filter((r) => !r.vector).map((r) => `${r.coll}:${r.name}`),
    'ranked rows in table order',
  );
  for (const r of ROWS) {
    const [a, ...more] = builtOf(r.coll).filter((x) => x.name === r.name);
    assert.ok(a && more.length === 0, `${r.coll}:${r.name} is built once`);
    assert.equal(
      [a.id, a.builder, a.vector, a.desc, a.maxBytes, a.inPlace, a.requires.length],
      [r.id, r.builder, r.vector, r.desc, r.maxBytes ?? Infinity, r.inPlace, r.requires.length],
      `${r.coll}:${r.name}`,
    );
    for (const [p, n] of [
      [1, 0],
      [3, 8],
      [8, 1000],
    ])
      assert.is(a.tmp(p, n), Function('p', 'n', `return ${r.tmp}`)(p, n), `${r.coll}:${r.name} tmp(${p}, ${n})`);
  }
  for (const a of ALGORITHMS) {
    assert.ok(a.desc.length > 10, `${a.coll}:${a.name} has a description`);
    for (const p of [2, 3, 4, 7, 8, 64]) {
      for (const bytes of [0, 8, 1 << 20]) {
        const t = predictCost(a.coll, a.name, p, bytes, P);
        assert.ok(Number.isFinite(t) && t >= 0, `${a.coll}:${a.name} p=${p} ${bytes} B -> ${t}`);
      }
      assert.ok(
        predictCost(a.coll, a.name, p, 1 << 20, P) <= predictCost(a.coll, a.name, p, 16 << 20, P),
        `${a.coll}:${a.name} grows with bytes`,
      );
    }
  }
});

test('every row but the v-variants names a cost function, and every cost function belongs to a row', () => {
  const used = new Set();
  for (const r of TABLE) {
    const a = (r.engine === 'shm' ? builtOf(r.coll) : shellNetAlgorithmsOf(r.coll)).find((x) => x.name === r.name);
    if (r.vector) {
      assert.is(r.cost, null, `${r.coll}:${r.name}: the v-variants are not ranked`);
      assert.is(a.cost, null);
      continue;
    }
    assert.type(COSTS[r.cost], 'function', `${r.coll}:${r.name}: cost function ${r.cost}`);
    assert.is(a.cost, COSTS[r.cost], `${r.coll}:${r.name} uses ${r.cost}`);
    used.add(r.cost);
  }
  assert.equal(
    Object.keys(COSTS).filter((k) => !used.has(k)),
    [],
    'cost functions no row names',
  );
});

test('tune strings parse: ranges with k/m/g and inf, communicator-size ranges, rules without a range', () => {
  const rules = parseTune('allreduce:0-4k:@recursive-doubling#allreduce:4k-inf:@ring');
  assert.equal(
    rules.map((r) => [r.coll, r.lo, r.hi, r.algorithm]),
    [
      ['allreduce', 0, 4096, 'recursive-doubling'],
      ['allreduce', 4096, Infinity, 'ring'],
    ],
  );
  const [a, b, c] = parseTune(' bcast : 1m-2G : p=2-8 : @binomial # barrier:@dissemination ## alltoall:16-64K:@bruck#');
  assert.equal([a.lo, a.hi, a.pLo, a.pHi], [1 << 20, 2 * 1024 ** 3, 2, 8]);
  assert.equal([b.coll, b.lo, b.hi, b.pLo, b.pHi, b.algorithm], ['barrier', 0, Infinity, 1, Infinity, 'dissemination']);
  assert.equal([c.lo, c.hi], [16, 65536]);
  assert.equal(parseTune(formatTune([a, b, c])), [a, b, c], 'formatTune writes what parseTune reads');
  assert.equal(parseTune(''), []);
});

test('bad tune strings raise ERR_ARG naming the bad token and the valid choices', () => {
  throwsArg(() => parseTune('allredux:0-4k:@ring'), '"allredux"', 'valid: barrier, bcast', 'rule 1');
  throwsArg(
    () => parseTune('allreduce:0-4k:@ring#allgather:0-inf:@rinng'),
    '"rinng"',
    'rule 2',
    `valid: ${algorithmsOf('allgather').join(', ')}`,
  );
  throwsArg(() => parseTune('allreduce:0-4q:@ring'), '"4q"', 'k, m or g');
  throwsArg(() => parseTune('allreduce:inf-4k:@ring'), '"inf"');
  throwsArg(() => parseTune('allreduce:4k-4k:@ring'), '"4k-4k"', 'empty range');
  throwsArg(() => parseTune('allreduce:64-8:@ring'), '"64-8"');
  throwsArg(() => parseTune('allreduce:0-4k'), 'no algorithm', 'shm-slice');
  throwsArg(() => parseTune('allreduce:fast:@ring'), '"fast"');
  throwsArg(() => parseTune('allreduce:4k:@ring'), '"4k"', '<lo>-<hi>');
  throwsArg(() => parseTune('allreduce:@ring:@rabenseifner'), 'two algorithms');
  throwsArg(() => parseTune('allreduce:p=0-4:@ring'), '"0-4"');
  throwsArg(
    () => selectAlgorithm('allreduce', 4, 8, COMM, P, 'bcast:@ring'),
    '"ring"',
    `valid: ${algorithmsOf('bcast').join(', ')}`,
  );
  throwsArg(() => selectAlgorithm('alltoallw', 4, 8, COMM, P), '"alltoallw"');
  throwsArg(() => selectAlgorithm('allreduce', 4, 8, COMM, P, null, { algorithm: 'bruck' }), '"bruck"', 'rabenseifner');
});

test('overrides win: the per-call algorithm over the tune string over the cost model', () => {
  const tune = 'allreduce:0-4k:@ring#allreduce:4k-inf:@recursive-doubling';
  assert.is(selectAlgorithm('allreduce', 4, 8, COMM, P).source, 'model');
  let s = selectAlgorithm('allreduce', 4, 8, COMM, P, tune);
  assert.equal([s.algorithm, s.source], ['ring', 'tune']);
  s = selectAlgorithm('allreduce', 4, 4096, COMM, P, tune);
  assert.equal([s.algorithm, s.source], ['recursive-doubling', 'tune'], 'ranges are half-open: 4k belongs to 4k-inf');
  s = selectAlgorithm('allreduce', 4, 8, COMM, P, tune, { algorithm: 'rabenseifner' });
  assert.equal([s.algorithm, s.source], ['rabenseifner', 'call']);
  // a rule limited to other communicator sizes, or another collective, does not match
  assert.is(selectAlgorithm('allreduce', 4, 8, COMM, P, 'allreduce:p=8-16:@ring#bcast:@binomial').source, 'model');
  assert.is(selectAlgorithm('allreduce', 8, 8, COMM, P, 'allreduce:p=8-16:@ring').algorithm, 'ring');
  // parsed rules work as well as the string
  assert.is(selectAlgorithm('allreduce', 4, 8, COMM, P, parseTune(tune)).algorithm, 'ring');
});

test('a forced algorithm that does not apply falls back to the cost model with the reason', () => {
  const nonComm = { commutative: false };
  let s = selectAlgorithm('allreduce', 4, 1 << 20, nonComm, P, null, { algorithm: 'rabenseifner' });
  assert.is.not(s.algorithm, 'rabenseifner');
  assert.is(s.source, 'model');
  assert.match(s.reason, /rabenseifner needs a commutative op; using \S+ \(cost model\)/);
  const r = s.predicted.find((e) => e.name === 'ring');
  assert.is(r.seconds, null, 'ring does not apply to a non-commutative op either');
  assert.match(r.reason, 'commutative');
  s = selectAlgorithm('allgather', 3, 64, COMM, P, 'allgather:@recursive-doubling');
  assert.is.not(s.algorithm, 'recursive-doubling');
  assert.match(s.reason, 'power-of-two communicator size (p = 3)');
  assert.is(
    selectAlgorithm('allgather', 4, 64, COMM, P, 'allgather:@recursive-doubling').algorithm,
    'recursive-doubling',
  );
  s = selectAlgorithm('bcast', 8, 4, COMM, P, null, { algorithm: 'scatter-allgather' });
  assert.match(s.reason, 'at least one byte per rank');
  s = selectAlgorithm('reduce_scatter', 5, 1024, nonComm, P, 'reduce_scatter:@recursive-halving');
  assert.is(s.algorithm, 'shm-slice', 'the one reduce_scatter for any op');
});

test('the model picks latency algorithms for small messages and bandwidth ones for large', () => {
  const latency = ['shm-flat', 'recursive-doubling'];
  const bandwidth = ['shm-slice', 'ring', 'rabenseifner'];
  for (const p of [2, 4, 8]) {
    const cores = Math.max(2, p);
    assert.ok(latency.includes(selectAlgorithm('allreduce', p, 8, COMM, { ...P, cores }).algorithm), `p=${p} 8 B`);
    assert.ok(
      bandwidth.includes(selectAlgorithm('allreduce', p, 16 << 20, COMM, { ...P, cores }).algorithm),
      `p=${p} 16 MB`,
    );
  }
  // one synchronisation (shm-flat) beats recursive doubling's exchange plus reader wait at p = 2
  // (measured: 0.52 vs 0.61 us for 8 B)
  assert.is(selectAlgorithm('allreduce', 2, 8, COMM, P).algorithm, 'shm-flat', 'one synchronisation at p=2');
  // at p = 2 the ring is the slice algorithm with one synchronisation less
  assert.ok(bandwidth.includes(selectAlgorithm('allreduce', 2, 16 << 20, COMM, P).algorithm), 'p=2 16 MB');
  // the chosen cost never falls as messages grow; oversubscription costs more than a core per rank
  for (const coll of COLLECTIVES) {
    let prev = 0;
    for (let bytes = 1; bytes <= 1 << 26; bytes *= 4) {
      const s = selectAlgorithm(coll, 4, bytes, COMM, { ...P, cores: 4 });
      const t = s.predicted.find((e) => e.name === s.algorithm).seconds;
      assert.ok(t >= prev, `${coll} ${bytes} B`);
      prev = t;
      const over = selectAlgorithm(coll, 4, bytes, COMM, P);
      assert.ok(
        over.predicted.find((e) => e.name === over.algorithm).seconds > t,
        `${coll} ${bytes} B: 4 ranks on 2 cores cost more`,
      );
    }
  }
});

test('the rule table covers 0..inf per collective and agrees with the model; as a tune string it selects the same', () => {
  for (const [p, params, flags] of [
    [2, P, COMM],
    [5, P, COMM],
    [8, { ...P, cores: 8 }, { commutative: false }],
  ]) {
    const rules = ruleTable(p, flags, params);
    for (const coll of COLLECTIVES) {
      const mine = rules.filter((r) => r.coll === coll);
      assert.is(mine[0].lo, 0);
      assert.is(mine.at(-1).hi, Infinity);
      for (let i = 1; i < mine.length; i++) {
        assert.is(mine[i].lo, mine[i - 1].hi, `${coll} p=${p}: contiguous`);
        assert.is.not(mine[i].algorithm, mine[i - 1].algorithm, 'merged');
      }
    }
    const tune = formatTune(rules);
    for (const coll of COLLECTIVES) {
      for (const bytes of [0, 1, 8, 1000, 4096, 65536, 300000, 1 << 20, 16 << 20]) {
        const model = selectAlgorithm(coll, p, bytes, flags, params);
        const tuned = selectAlgorithm(coll, p, bytes, flags, params, tune);
        assert.is(tuned.algorithm, model.algorithm, `${coll} p=${p} ${bytes} B`);
        assert.is(tuned.source, 'tune');
      }
    }
  }
});

test('cost parameters: defaults, JSON round trip, bad values', () => {
  assert.equal(parseParams(null), { ...DEFAULT_PARAMS });
  const mine = {
    alpha: 1e-7,
    alphaWake: 1e-5,
    beta: 1e-11,
    gamma: 2e-11,
    cores: 16,
    alphaNet: 5e-5,
    betaNet: 1e-9,
    gammaNet: 5e-10,
  };
  assert.equal(parseParams(serialize(mine, { alpha: 'test' })), mine);
  assert.equal(parseParams({ cores: 3 }).cores, 3);
  throwsArg(() => parseParams('{"alpha": -1}'), 'alpha', '-1');
  throwsArg(() => parseParams('{"cores": 1.5}'), 'cores');
  throwsArg(() => parseParams('not json'), 'not JSON');
});

// The algorithms between processes (engine net): rows of the same table, ranked by the same
// selection code with the network's terms; p in their restrictions and formulas is the processes.
const NET_PARAMS = { ...P, alphaNet: 100e-6, betaNet: 1e-9, gammaNet: 0.25e-9 };

test('the net rows: generated as in the table, with cost formulas, every collective has some', () => {
  assert.equal(
    NET_ALGORITHMS.map((a) => `${a.coll}:${a.name}`),
    NET_ROWS.filter((r) => !r.vector).map((r) => `${r.coll}:${r.name}`),
    'ranked net rows in table order',
  );
  for (const coll of [...COLLECTIVES, ...V_COLLECTIVES])
    assert.equal(
      shellNetAlgorithmsOf(coll).map((a) => a.name),
      netAlgorithmsOf(coll),
      `${coll} runs between processes`,
    );
  assert.ok(netAlgorithmsOf('gather').length > 0 && netAlgorithmsOf('neighbor_alltoallv').length > 0);
  for (const r of NET_ROWS) {
    const a = shellNetAlgorithmsOf(r.coll).find((x) => x.name === r.name);
    assert.equal(
      [a.engine, a.vector, a.desc, a.requires.length],
      ['net', r.vector, r.desc, r.requires.length],
      `${r.coll}:${r.name}`,
    );
    for (const f of ['id', 'builder', 'tmp', 'maxBytes', 'inPlace']) {
      assert.is(r[f], null, `${r.coll}:${r.name}: a net row has no ${f}`);
      assert.ok(!(f in a), `${r.coll}:${r.name}: the shell's net row has no ${f}`);
    }
    if (r.vector) continue;
    assert.ok(r.cost.startsWith('net_'), `${r.coll}:${r.name}: ${r.cost}`);
    for (const procs of [2, 3, 4, 7, 8])
      for (const p of [procs, 2 * procs, 4 * procs]) {
        for (const bytes of [0, 8, 1 << 20]) {
          const t = predictCost(r.coll, r.name, p, bytes, NET_PARAMS, procs);
          assert.ok(Number.isFinite(t) && t >= 0, `${r.coll}:${r.name} p=${p} procs=${procs} ${bytes} B -> ${t}`);
        }
        assert.ok(
          predictCost(r.coll, r.name, p, 1 << 20, NET_PARAMS, procs) <=
            predictCost(r.coll, r.name, p, 16 << 20, NET_PARAMS, procs),
          `${r.coll}:${r.name} grows with bytes`,
        );
      }
    // the same name in one process is another algorithm, with another formula
    if (algorithmsOf(r.coll).includes(r.name))
      assert.is.not(predictCost(r.coll, r.name, 8, 1024, P), predictCost(r.coll, r.name, 8, 1024, P, 2));
  }
});

test('the table validator knows which fields each engine has', () => {
  const rejects = (edit, ...needles) => {
    const t = structuredClone(loadTable(root));
    edit(t, (engine, coll, name) => t.find((r) => r.engine === engine && r.coll === coll && r.name === name));
    try {
      validateTable(t, root);
    } catch (e) {
      for (const n of needles)
        assert.ok(e.message.includes(n), `message ${JSON.stringify(e.message)} names ${JSON.stringify(n)}`);
      return;
    }
    assert.unreachable(`expected the table to be rejected (${needles.join(', ')})`);
  };
  rejects((t, at) => (at('net', 'allreduce', 'ring').builder = 'allreduce_ring'), 'a net row has no builder');
  rejects((t, at) => (at('net', 'gather', 'linear').tmp = '0'), 'a net row has no tmp');
  rejects((t, at) => (at('net', 'gather', 'linear').engine = 'tcp'), 'engine must be one of "shm", "net"');
  rejects((t, at) => (at('net', 'bcast', 'binomial').cost = 'bcast_binomial'), "a net row's function starts with net_");
  rejects((t, at) => (at('shm', 'bcast', 'binomial').cost = 'net_bcast_binomial'), "only net rows' functions");
  rejects((t, at) => delete at('shm', 'bcast', 'binomial').builder, 'no field "builder"');
  rejects(
    (t, at) => t.splice(t.indexOf(at('net', 'scatterv', 'linear')), 1),
    'scatterv has no net row (every collective needs one of each engine)',
  );
  rejects(
    (t, at) => (at('net', 'allreduce', 'recursive-doubling').requires = ['commutative']),
    'no net row of allreduce always applies',
  );
  rejects(
    (t, at) => t.push({ ...at('net', 'allgather', 'ring') }),
    'duplicate (collective, name) allgather:ring among the net rows',
  );
  // net rows may leave the fields out as well as null
  const t = structuredClone(loadTable(root));
  for (const r of t)
    if (r.engine === 'net') for (const f of ['id', 'builder', 'tmp', 'maxBytes', 'inPlace']) delete r[f];
  validateTable(t, root);
});

test('selection between processes returns a net algorithm for every collective', () => {
  const tuning = makeTuning(NET_PARAMS);
  for (const procs of [2, 3, 4, 8])
    for (const p of [procs, 3 * procs])
      for (const bytes of [0, 8, 65536, 16 << 20]) {
        for (const coll of COLLECTIVES) {
          const s = selectAlgorithm(coll, p, bytes, COMM, NET_PARAMS, null, undefined, procs);
          assert.is(s.source, 'model');
          assert.ok(netAlgorithmsOf(coll).includes(s.algorithm), `${coll} procs=${procs}: ${s.algorithm}`);
          assert.equal(
            s.predicted.map((e) => e.name),
            netAlgorithmsOf(coll),
          );
          const a = chooseNetAlgorithm(tuning, coll, p, procs, bytes, COMM, undefined);
          assert.equal([a.engine, a.coll, a.name], ['net', coll, s.algorithm]);
        }
        for (const coll of V_COLLECTIVES) {
          const a = chooseNetAlgorithm(tuning, coll, p, procs, bytes, COMM, undefined);
          assert.equal([a.engine, a.coll, a.name], ['net', coll, netAlgorithmsOf(coll)[0]]);
        }
      }
});

test('between processes the model weighs the network: latency algorithms small, bandwidth large', () => {
  const pick = (coll, procs, bytes, flags = COMM) =>
    selectAlgorithm(coll, 4 * procs, bytes, flags, NET_PARAMS, null, undefined, procs).algorithm;
  // allreduce among the leaders: ring (2(L-1) messages, 2 f n bytes) against recursive doubling
  // (L + 2 [not a power of two] messages of n bytes); at 2 processes the ring pays off when
  // a < n g / 2, from 800 KB with a = 100 us and g = 0.25 ns/B
  assert.is(pick('allreduce', 2, 8), 'recursive-doubling');
  assert.is(pick('allreduce', 2, 512 << 10), 'recursive-doubling');
  assert.is(pick('allreduce', 2, 1 << 20), 'ring');
  assert.is(pick('allreduce', 3, 8), 'ring', 'not a power of two: the ring sends less from the first byte');
  assert.is(pick('allreduce', 8, 8), 'recursive-doubling');
  assert.is(pick('allreduce', 8, 16 << 20), 'ring');
  assert.is(
    pick('allreduce', 8, 16 << 20, { commutative: false }),
    'recursive-doubling',
    'the ring needs commutativity',
  );
  // allgather: recursive doubling (fewer messages, as many bytes) where the processes are a power of two
  assert.is(pick('allgather', 4, 1024), 'recursive-doubling');
  assert.is(pick('allgather', 8, 16 << 20), 'recursive-doubling');
  assert.is(pick('allgather', 6, 1024), 'ring');
  // the network's terms, not the shared memory's, decide
  const slow = { ...NET_PARAMS, alphaNet: 1e-3 };
  assert.is(selectAlgorithm('allreduce', 8, 1 << 20, COMM, slow, null, undefined, 2).algorithm, 'recursive-doubling');
});

test('between processes an explicit algorithm is honoured, tune rules do not apply, unknown names fail', () => {
  let s = selectAlgorithm('allreduce', 8, 8, COMM, NET_PARAMS, null, { algorithm: 'ring' }, 4);
  assert.equal([s.algorithm, s.source], ['ring', 'call']);
  s = selectAlgorithm('allreduce', 8, 16 << 20, COMM, NET_PARAMS, null, { algorithm: 'recursive-doubling' }, 4);
  assert.equal([s.algorithm, s.source], ['recursive-doubling', 'call']);
  s = selectAlgorithm('allgather', 6, 8, COMM, NET_PARAMS, null, { algorithm: 'recursive-doubling' }, 3);
  assert.equal([s.algorithm, s.source], ['ring', 'model']);
  assert.match(s.reason, 'power-of-two communicator size (p = 3)');
  s = selectAlgorithm('allreduce', 8, 8, { commutative: false }, NET_PARAMS, null, { algorithm: 'ring' }, 4);
  assert.equal([s.algorithm, s.source], ['recursive-doubling', 'model']);
  assert.match(s.reason, 'ring needs a commutative op');
  const tuning = makeTuning(NET_PARAMS);
  assert.is(chooseNetAlgorithm(tuning, 'allreduce', 8, 4, 8, COMM, 'ring').name, 'ring');
  assert.is(chooseNetAlgorithm(tuning, 'gatherv', 8, 4, 8, COMM, 'linear').name, 'linear');
  // WASMPI_TUNE names in-process algorithms: it leaves the choice between processes to the model
  const tuned = makeTuning(NET_PARAMS, 'allreduce:@ring#allgather:@bruck');
  assert.is(chooseNetAlgorithm(tuned, 'allreduce', 8, 4, 8, COMM, undefined).name, 'recursive-doubling');
  assert.is(chooseNetAlgorithm(tuned, 'allgather', 8, 4, 8, COMM, undefined).name, 'recursive-doubling');
  s = selectAlgorithm('allreduce', 8, 8, COMM, NET_PARAMS, 'allreduce:@ring', undefined, 4);
  assert.equal([s.algorithm, s.source], ['recursive-doubling', 'model']);
  // an in-process name is unknown between processes, and a net name in one process
  throwsArg(
    () => selectAlgorithm('allreduce', 8, 8, COMM, NET_PARAMS, null, { algorithm: 'shm-flat' }, 4),
    'unknown allreduce algorithm "shm-flat"',
    `valid: ${netAlgorithmsOf('allreduce').join(', ')}`,
  );
  throwsArg(
    () => selectAlgorithm('gather', 8, 8, COMM, NET_PARAMS, null, { algorithm: 'linear' }),
    'unknown gather algorithm "linear"',
    `valid: ${algorithmsOf('gather').join(', ')}`,
  );
});

const cli = (args, env = {}) =>
  spawnSync(process.execPath, ['bin/wasmpi.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
    env: { ...process.env, WASMPI_TUNE: '', ...env },
  });

test('wasmpi tune --explain prints every collective at every ladder size, honouring WASMPI_TUNE', () => {
  const cache = join(mkdtempSync(join(tmpdir(), 'wasmpi-tune-')), 'none.json');
  const r = cli(['tune', '--explain', '-n', '4'], { WASMPI_TUNE_CACHE: cache, WASMPI_TUNE: 'allreduce:0-4k:@ring' });
  assert.is(r.status, 0, r.stderr);
  for (const coll of COLLECTIVES) assert.match(r.stdout, new RegExp(`^${coll}  \\(predicted us\\)`, 'm'));
  for (const size of ['8', '1k', '64k', '1m', '16m']) assert.match(r.stdout, new RegExp(`^  ${size} `, 'm'));
  assert.match(r.stdout, 'selection for 4 ranks on');
  assert.match(r.stdout, 'from defaults');
  assert.match(r.stdout, /^ {2}8 +ring \(tune\)/m);
  const bad = cli(['tune', '--explain'], { WASMPI_TUNE_CACHE: cache, WASMPI_TUNE: 'allreduce:0-4k:@rinng' });
  assert.is(bad.status, 2);
  assert.match(bad.stderr, '[ERR_ARG]');
  assert.match(bad.stderr, '"rinng"');
});

test('wasmpi tune measures and caches; --explain --json reads the cache', () => {
  const cache = join(mkdtempSync(join(tmpdir(), 'wasmpi-tune-')), 'sub', 'tune.json');
  const m = cli(['tune', '--json'], { WASMPI_TUNE_CACHE: cache });
  assert.is(m.status, 0, m.stderr);
  const measured = JSON.parse(m.stdout);
  assert.is(measured.path, cache);
  const saved = parseParams(readFileSync(cache, 'utf8'));
  assert.equal(saved, measured.params);
  // seconds per byte: between 1000 GB/s and 0.1 GB/s (a kernel call that was rejected at once
  // once gave 1e4 GB/s)
  assert.ok(saved.beta > 1e-12 && saved.beta < 1e-8, `beta ${saved.beta}`);
  assert.ok(saved.gamma > 1e-12 && saved.gamma < 1e-8, `gamma ${saved.gamma}`);
  const e = cli(['tune', '--explain', '--json', '-n', '3'], { WASMPI_TUNE_CACHE: cache });
  assert.is(e.status, 0, e.stderr);
  const j = JSON.parse(e.stdout);
  assert.is(j.ranks, 3);
  assert.is(j.paramsFrom, cache);
  // 3 ranks in one process, then in 3 processes
  assert.is(j.rows.filter((r) => r.engine === 'shm').length, COLLECTIVES.length * 5);
  assert.is(j.rows.filter((r) => r.engine === 'net').length, COLLECTIVES.length * 5);
  assert.ok(parseTune(j.rules).length >= COLLECTIVES.length);
});

test('a bad WASMPI_SPIN_US fails every rank with ERR_ARG naming it', () => {
  const r = cli(['run', '-n', '2', 'test/ranks/toplevel.mjs'], { WASMPI_SPIN_US: 'fast' });
  assert.is.not(r.status, 0);
  assert.match(r.stderr, 'ERR_ARG');
  assert.match(r.stderr, 'WASMPI_SPIN_US');
  assert.match(r.stderr, '"fast"');
  const ok = cli(['run', '-n', '2', 'test/ranks/toplevel.mjs'], { WASMPI_SPIN_US: '5' });
  assert.is(ok.status, 0, ok.stderr);
});

test.run();
