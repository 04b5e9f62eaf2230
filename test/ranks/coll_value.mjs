// The value tier: bcastValue, gatherValue, scatterValue, allgatherValue, alltoallValue, reduceValue,
// allreduceValue, sendValue/recvValue with structured-clonable values (objects, nested arrays, strings,
// Maps, Sets, typed arrays, Dates, BigInts, undefined, null, NaN, -0), every root; reductions with the
// named ops on numbers against a plain JS fold, a non-commutative user function (rank order), values
// of about 1 MB, and bad arguments. Mismatches are collected and returned; the scenario of Op objects
// returns what it observed.
import { ErrorCode, ANY_SOURCE, ANY_TAG, PROC_NULL, Op } from 'wasmpi';
import { codeOf, runScenarios } from './_shared.mjs';

// ── a strict structural equality (types, prototypes, key sets, Map/Set order, -0, NaN) ──

function diff(a, b, path = '$') {
  if (Object.is(a, b)) return null;
  const ta = Object.prototype.toString.call(a);
  const tb = Object.prototype.toString.call(b);
  if (ta !== tb) return `${path}: ${ta} vs expected ${tb}`;
  if (typeof a !== 'object' || a === null || b === null) return `${path}: ${show(a)} vs expected ${show(b)}`;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b))
    return `${path}: prototype ${a.constructor?.name} vs expected ${b.constructor?.name}`;
  if (ArrayBuffer.isView(a)) {
    if (a.length !== b.length) return `${path}: length ${a.length} vs expected ${b.length}`;
    for (let i = 0; i < a.length; i++)
      if (!Object.is(a[i], b[i])) return `${path}[${i}]: ${show(a[i])} vs expected ${show(b[i])}`;
    return null;
  }
  if (a instanceof Date)
    return a.getTime() === b.getTime() ? null : `${path}: ${a.toISOString()} vs expected ${b.toISOString()}`;
  if (a instanceof Map || a instanceof Set) {
    const ea = [...a.entries()];
    const eb = [...b.entries()];
    if (ea.length !== eb.length) return `${path}: ${ea.length} entries vs expected ${eb.length}`;
    for (let i = 0; i < ea.length; i++) {
      const d = diff(ea[i][0], eb[i][0], `${path}.key#${i}`) ?? diff(ea[i][1], eb[i][1], `${path}.get(#${i})`);
      if (d) return d;
    }
    return null;
  }
  const ka = Reflect.ownKeys(a);
  const kb = Reflect.ownKeys(b);
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i]))
    return `${path}: keys [${ka.map(String)}] vs expected [${kb.map(String)}]`;
  for (const k of ka) {
    const d = diff(a[k], b[k], `${path}.${String(k)}`);
    if (d) return d;
  }
  return null;
}

function show(v) {
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'string')
    return v.length > 40 ? `string(${v.length}) ${JSON.stringify(v.slice(0, 20))}...` : JSON.stringify(v);
  if (Object.is(v, -0)) return '-0';
  return String(v);
}

// ── inputs: a different kind of value by (rank + salt), every one depending on both ──

const KINDS = 11;
function gen(r, s) {
  const k = (r + s) % KINDS;
  switch (k) {
    case 0:
      return {
        rank: r,
        salt: s,
        name: `rank ${r} \u00e9\u2713\u{1F600}`,
        neg0: -0,
        nan: NaN,
        inf: -Infinity,
        none: undefined,
        nil: null,
        yes: true,
        nested: [[r, [s, 'x'.repeat(r)]], [], { deep: { deeper: [r * 1.5, { s }] } }],
        map: new Map([
          [r, { k: r }],
          ['s', [s]],
          [`k${r}`, new Set([r, s])],
        ]),
        f64: Float64Array.of(r + 0.25, -0, NaN, s),
        u8: new Uint8Array(r % 4).fill(200 + r),
        big: BigInt(r) << 70n,
        when: new Date(Date.UTC(2020, r % 12, (s % 28) + 1)),
      };
    case 1:
      return [r, [s, [r + s, [`${r}:${s}`, [null, [undefined]]]]], { a: [r] }];
    case 2:
      return `plain string of rank ${r} salt ${s} ` + '\u03bb'.repeat(r + s);
    case 3:
      return new Map([
        [{ key: r }, [s]],
        [r, new Map([[s, 'inner']])],
        ['list', [r, s]],
      ]);
    case 4:
      return new Set([r, `${s}`, [r], { s }]);
    case 5:
      return undefined;
    case 6:
      return null;
    case 7:
      return r % 2 ? -0 : r + s / 8;
    case 8:
      return Int16Array.from({ length: r + s + 1 }, (_, i) => i * (r % 2 ? -1 : 1) * 100 + s);
    case 9:
      return BigInt(r) * 10n ** 30n - BigInt(s);
    case 10:
      return {
        [`r${r}`]: r,
        list: Array.from({ length: r + 1 }, (_, i) => ({ i, s })),
        empty: {},
        emptyArr: [],
        f32: new Float32Array(0),
      };
    default:
      throw new Error('kind');
  }
}
/** What rank i sends to rank j in alltoallValue. */
const pair = (i, j, s) => ({ from: i, to: j, s, tag: `${i}->${j}`, body: gen(i * 3 + j, s) });

// ── named ops on numbers: inputs and a plain JS reference ──

const NUM = {
  sum: (r) => r * 3 + 0.5,
  prod: (r) => (r % 3) + 1,
  min: (r) => ((r * 7) % 5) - 2,
  max: (r) => ((r * 7) % 5) - 2,
  land: (r) => (r % 3 === 2 ? 0 : r + 1),
  lor: (r) => (r % 4 === 1 ? 1 : 0),
  lxor: (r) => (r % 3 === 0 ? 1 : 0),
  band: (r) => 0xff ^ (1 << (r % 8)),
  bor: (r) => 1 << (r % 8),
  bxor: (r) => (r * 37 + 5) & 0xff,
  maxloc: (r) => [(r * 3) % 4, r],
  minloc: (r) => [((r * 3) % 4) + 1, r],
};

function expected(op, p) {
  const xs = Array.from({ length: p }, (_, r) => NUM[op](r));
  switch (op) {
    case 'sum':
      return xs.reduce((a, b) => a + b);
    case 'prod':
      return xs.reduce((a, b) => a * b);
    case 'min':
      return Math.min(...xs);
    case 'max':
      return Math.max(...xs);
    case 'land':
      return xs.every(Boolean);
    case 'lor':
      return xs.some(Boolean);
    case 'lxor':
      return xs.filter(Boolean).length % 2 === 1;
    case 'band':
      return xs.reduce((a, b) => a & b);
    case 'bor':
      return xs.reduce((a, b) => a | b);
    case 'bxor':
      return xs.reduce((a, b) => a ^ b);
    case 'maxloc':
    case 'minloc': {
      const best = op === 'maxloc' ? Math.max(...xs.map((x) => x[0])) : Math.min(...xs.map((x) => x[0]));
      return [best, xs.find((x) => x[0] === best)[1]]; // ties: the lowest index
    }
    default:
      throw new Error(op);
  }
}

/** Logical ops are compared by truth value (MPI defines the truth, not the representation). */
function checkOp(errs, label, op, got, p) {
  const exp = expected(op, p);
  if (op === 'land' || op === 'lor' || op === 'lxor') {
    if (Boolean(got) !== exp) errs.push(`${label}: ${show(got)}, expected a ${exp ? 'truthy' : 'falsy'} value`);
  } else {
    const d = diff(got, exp);
    if (d) errs.push(`${label}: ${d}`);
  }
}

async function values(comm) {
  const { rank: me, size: p } = comm;
  const errs = [];
  let cases = 0;
  const eq = (label, got, exp) => {
    const d = diff(got, exp);
    if (d) errs.push(`${label} (rank ${me} of ${p}): ${d}`);
    cases++;
  };

  // bcastValue: every root, every kind of value; the non-roots pass something else (ignored).
  for (let root = 0; root < p; root++) {
    for (let s = 0; s < KINDS; s++) {
      const v = gen(root, s);
      const got = comm.bcastValue(me === root ? v : { ignored: me }, root);
      eq(`bcastValue root=${root} kind=${(root + s) % KINDS}`, got, gen(root, s));
    }
  }
  // gatherValue / scatterValue: every root, three salts (so every rank contributes several kinds).
  for (let root = 0; root < p; root++) {
    for (const s of [0, 4, 7]) {
      const got = comm.gatherValue(gen(me, s + root), root);
      if (me === root)
        eq(
          `gatherValue root=${root} s=${s}`,
          got,
          Array.from({ length: p }, (_, r) => gen(r, s + root)),
        );
      else eq(`gatherValue root=${root} s=${s} at a non-root`, got, undefined);
      const mine = comm.scatterValue(
        me === root ? Array.from({ length: p }, (_, r) => gen(r, s + 2 * root + 1)) : null,
        root,
      );
      eq(`scatterValue root=${root} s=${s}`, mine, gen(me, s + 2 * root + 1));
    }
  }
  // allgatherValue / alltoallValue
  for (let s = 0; s < KINDS; s++) {
    eq(
      `allgatherValue s=${s}`,
      comm.allgatherValue(gen(me, s)),
      Array.from({ length: p }, (_, r) => gen(r, s)),
    );
    if (s % 3 === 0) {
      const got = comm.alltoallValue(Array.from({ length: p }, (_, j) => pair(me, j, s)));
      eq(
        `alltoallValue s=${s}`,
        got,
        Array.from({ length: p }, (_, i) => pair(i, me, s)),
      );
    }
  }
  // Values that are themselves undefined or null everywhere.
  eq('allgatherValue undefined', comm.allgatherValue(undefined), new Array(p).fill(undefined));
  eq('bcastValue null', comm.bcastValue(me === 0 ? null : 'x', 0), null);
  eq('bcastValue undefined', comm.bcastValue(me === p - 1 ? undefined : 'x', p - 1), undefined);

  // Named ops on numbers: reduceValue at every root, allreduceValue everywhere.
  for (const op of Object.keys(NUM)) {
    for (let root = 0; root < p; root++) {
      const got = comm.reduceValue(NUM[op](me), op, root);
      if (me === root) checkOp(errs, `reduceValue ${op} root=${root} (rank ${me} of ${p})`, op, got, p);
      else eq(`reduceValue ${op} root=${root} at a non-root`, got, undefined);
      cases++;
    }
    checkOp(errs, `allreduceValue ${op} (rank ${me} of ${p})`, op, comm.allreduceValue(NUM[op](me), op), p);
    cases++;
  }
  // BigInt sum, and a user function over objects.
  eq('allreduceValue sum BigInt', comm.allreduceValue(BigInt(me) << 64n, 'sum'), BigInt((p * (p - 1)) / 2) << 64n);
  const merge = (a, b) => ({ n: a.n + b.n, max: Math.max(a.max, b.max), keys: new Set([...a.keys, ...b.keys]) });
  const mergedKeys = new Set(Array.from({ length: p }, (_, r) => `k${r}`));
  eq(
    'allreduceValue user merge of objects',
    comm.allreduceValue({ n: 1, max: me * 2, keys: new Set([`k${me}`]) }, merge),
    { n: p, max: 2 * (p - 1), keys: mergedKeys },
  );
  // Non-commutative (associative) user functions: the result is the rank-order combination.
  const cat = (a, b) => a + b;
  const inRankOrder = Array.from({ length: p }, (_, r) => `<${r}>`).join('');
  for (let root = 0; root < p; root++) {
    const got = comm.reduceValue(`<${me}>`, cat, root);
    if (me === root) eq(`reduceValue non-commutative string concat root=${root}`, got, inRankOrder);
  }
  eq('allreduceValue non-commutative string concat', comm.allreduceValue(`<${me}>`, cat), inRankOrder);
  eq(
    'allreduceValue non-commutative array concat',
    comm.allreduceValue([me, [me]], (a, b) => a.concat(b)),
    Array.from({ length: p }, (_, r) => [r, [r]]).flat(),
  );
  // 2x2 matrix product: associative, not commutative.
  const mat = (r) => [
    [1, r + 1],
    [0, 1 + (r % 2)],
  ];
  const mul = (a, b) => [
    [a[0][0] * b[0][0] + a[0][1] * b[1][0], a[0][0] * b[0][1] + a[0][1] * b[1][1]],
    [a[1][0] * b[0][0] + a[1][1] * b[1][0], a[1][0] * b[0][1] + a[1][1] * b[1][1]],
  ];
  let prod = mat(0);
  for (let r = 1; r < p; r++) prod = mul(prod, mat(r));
  eq('allreduceValue non-commutative matrix product', comm.allreduceValue(mat(me), mul), prod);
  return { cases, errs };
}

// ── large values (about 1 MB), past the eager and staging sizes ──

const bigString = (r, n = 1 << 20) => {
  const unit = `rank ${r}|`;
  return unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
};
const bigWide = (r, n = 1 << 19) => '\u{1F600}'.repeat(n / 2) + r; // two-byte string: 1 MB of UTF-16

async function large(comm) {
  const { rank: me, size: p } = comm;
  const errs = [];
  let cases = 0;
  const eq = (label, got, exp) => {
    cases++;
    if (typeof exp === 'string') {
      if (got !== exp)
        errs.push(
          `${label} (rank ${me} of ${p}): ${show(got)} (length ${got?.length}) vs expected length ${exp.length}`,
        );
      return;
    }
    const d = diff(got, exp);
    if (d) errs.push(`${label} (rank ${me} of ${p}): ${d}`);
  };
  for (const root of new Set([0, p - 1])) {
    eq(
      `bcastValue 1 MB string root=${root}`,
      comm.bcastValue(me === root ? bigString(root) : null, root),
      bigString(root),
    );
    eq(
      `bcastValue 1 MB two-byte string root=${root}`,
      comm.bcastValue(me === root ? bigWide(root) : null, root),
      bigWide(root),
    );
  }
  const heavy = p >> 1;
  const gin = (r) => (r === heavy ? { s: bigString(r), a: new Float64Array(1 << 14).fill(r) } : { s: `small ${r}` });
  const g = comm.gatherValue(gin(me), p - 1);
  if (me === p - 1)
    eq(
      'gatherValue one 1 MB part',
      g,
      Array.from({ length: p }, (_, r) => gin(r)),
    );
  const sc = comm.scatterValue(me === 0 ? Array.from({ length: p }, (_, r) => gin(r)) : null, 0);
  eq('scatterValue one 1 MB part', sc, gin(me));
  const part = (r) => bigString(r, 1 << 17); // 128 KB from each rank
  eq(
    'allgatherValue 128 KB each',
    comm.allgatherValue(part(me)),
    Array.from({ length: p }, (_, r) => part(r)),
  );
  const a2a = (i, j) => (i === j || (i + 1) % p === j ? bigString(i * p + j, 1 << 18) : `${i}->${j}`);
  eq(
    'alltoallValue 256 KB parts',
    comm.alltoallValue(Array.from({ length: p }, (_, j) => a2a(me, j))),
    Array.from({ length: p }, (_, i) => a2a(i, me)),
  );
  eq(
    'allreduceValue concat of 128 KB parts',
    comm.allreduceValue(part(me), (a, b) => a + b),
    Array.from({ length: p }, (_, r) => part(r)).join(''),
  );
  if (p > 1) {
    // p2p: a 1 MB value to the right neighbour, even ranks sending first.
    const right = (me + 1) % p;
    const left = (me + p - 1) % p;
    let got;
    if (me % 2 === 0) {
      comm.sendValue(bigString(me), right, 5);
      got = comm.recvValue(left, 5);
    } else {
      got = comm.recvValue(left, 5);
      comm.sendValue(bigString(me), right, 5);
    }
    eq('sendValue/recvValue 1 MB', got, bigString(left));
  }
  return { cases, errs };
}

// ── sendValue / recvValue ──

function p2p(comm) {
  const { rank: me, size: p } = comm;
  const errs = [];
  let cases = 0;
  const eq = (label, got, exp) => {
    cases++;
    const d = diff(got, exp);
    if (d) errs.push(`${label} (rank ${me} of ${p}): ${d}`);
  };
  const right = (me + 1) % p;
  const left = (me + p - 1) % p;
  // Every kind around the ring, with tags; the odd ranks receive first.
  for (let s = 0; s < KINDS; s++) {
    let got;
    if (me % 2 === 0) {
      comm.sendValue(gen(me, s), right, s);
      got = comm.recvValue(left, s);
    } else {
      got = comm.recvValue(left, s);
      comm.sendValue(gen(me, s), right, s);
    }
    eq(`sendValue/recvValue kind=${(left + s) % KINDS}`, got, gen(left, s));
  }
  // Tag selection: rank 0 sends two values to rank 1 with tags 1 and 2; rank 1 receives tag 2 first.
  if (me === 0 && p > 1) {
    comm.sendValue({ t: 1 }, 1, 1);
    comm.sendValue({ t: 2 }, 1, 2);
  }
  if (me === 1) {
    eq('recvValue tag 2 first', comm.recvValue(0, 2), { t: 2 });
    eq('recvValue tag 1 then', comm.recvValue(0, 1), { t: 1 });
  }
  // ANY_SOURCE / ANY_TAG: rank 0 collects one value from every other rank.
  if (me === 0) {
    const seen = [];
    for (let i = 1; i < p; i++) seen.push(comm.recvValue(ANY_SOURCE, ANY_TAG));
    seen.sort((a, b) => a.from - b.from);
    eq(
      'recvValue ANY_SOURCE/ANY_TAG',
      seen,
      Array.from({ length: p - 1 }, (_, i) => ({ from: i + 1, v: gen(i + 1, 3) })),
    );
  } else comm.sendValue({ from: me, v: gen(me, 3) }, 0, 100 + me);
  comm.barrier(); // (the ANY_TAG receives above must not see the values below)
  // Non-overtaking: several values from one sender arrive in order.
  if (me === p - 1) for (let k = 0; k < 5; k++) comm.sendValue([k, gen(k, 1)], 0, 9);
  if (me === 0)
    for (let k = 0; k < 5; k++) eq(`recvValue in send order #${k}`, comm.recvValue(p - 1, 9), [k, gen(k, 1)]);
  // PROC_NULL: a send goes nowhere, a receive gives undefined at once.
  comm.sendValue({ lost: true }, PROC_NULL, 0);
  eq('recvValue(PROC_NULL)', comm.recvValue(PROC_NULL, 0), undefined);
  comm.barrier();
  return { cases, errs };
}

// ── bad arguments ──

function errors(comm) {
  const { rank: me, size: p } = comm;
  const out = {};
  out.reduceUnknownOp = codeOf(() => comm.reduceValue(1, 'avg', 0));
  out.allreduceOpNotFunction = codeOf(() => comm.allreduceValue(1, 42));
  out.alltoallShort = codeOf(() => comm.alltoallValue(new Array(p + 1).fill(0)));
  out.alltoallNotArray = codeOf(() => comm.alltoallValue('abc'));
  if (me === 0) out.scatterShort = codeOf(() => comm.scatterValue(new Array(p + 1).fill(0), 0)); // only the root calls
  out.bcastRoot = codeOf(() => comm.bcastValue(1, p));
  // A value that cannot be cloned (a function): every error is a WasmpiError (API.md, Errors).
  out.notClonable = codeOf(() => comm.allgatherValue({ f: () => 1 }));
  const codes = Object.values(ErrorCode);
  out.notClonableIsCoded = codes.includes(out.notClonable);
  // After the failed calls the communicator works.
  out.after =
    diff(
      comm.allgatherValue({ me }),
      Array.from({ length: p }, (_, r) => ({ me: r })),
    ) === null;
  return out;
}

// ── Op objects in the value tier ──

/** Regression: the value tier refused Op objects (Op.sum ..., Op.create). Returns, by name, what
 *  each reduction gave this rank. */
function ops(world) {
  const { rank: me, size: p } = world;
  const out = {};
  out.sum = world.allreduceValue(me + 1, Op.sum);
  out.max = world.reduceValue((me * 3) % 5, Op.max, 0);
  out.minloc = world.allreduceValue([(me * 7) % 3, me], Op.minloc);
  // a user op on numbers (passed as one-element arrays), not commutative: digits in rank order
  const digits = Op.create(
    (inout, input) => {
      inout[0] = input[0] * 10 + inout[0];
    },
    { commutative: false },
  );
  out.digits = world.allreduceValue(me + 1, digits);
  out.digitsRoot = world.reduceValue(me + 1, digits, p - 1);
  // on TypedArrays and Arrays (inout: a copy; no rank's value is modified)
  const mine = Float64Array.of(me, 1);
  const addv = Op.create((inout, input) => {
    for (let i = 0; i < inout.length; i++) inout[i] += input[i];
  });
  const tv = world.allreduceValue(mine, addv);
  out.typed = [tv instanceof Float64Array, ...tv];
  out.untouched = mine[0] === me && mine[1] === 1;
  out.array = world.allreduceValue(
    [me, 'x'.repeat(me)],
    Op.create((inout, input) => {
      inout[0] += input[0];
      inout[1] = input[1] + inout[1];
    }),
  );
  out.bigint = world.allreduceValue(
    BigInt(me) << 70n,
    Op.create((inout, input) => {
      inout[0] += input[0];
    }),
  );
  out.replace = codeOf(() => world.allreduceValue(me, Op.replace));
  out.junk = codeOf(() => world.allreduceValue(me, 42));
  return out;
}

/** names: the scenarios to run, in order; returns their results by name. */
export default async function main(world, names) {
  return runScenarios(world, { values, large, p2p, errors, ops }, names);
}
