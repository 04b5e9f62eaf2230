// A plain JavaScript model of one-sided communication in one process, written from MPI 4.1 chapter
// 12 independently of the implementation: a seeded random plan of epochs (every rank's operations
// on the others' windows, with derived datatypes on either side) and what each window and each
// result buffer holds after each epoch.
//
// The plan is built so that its outcome is deterministic whatever the order in which the ranks'
// operations reach a target: every element of a target's window takes one role per epoch, and an
// operation only touches elements whose role admits it:
//   'read:get'   only gets (get, rget, loads), by any rank;
//   'read:acc'   only fetches with 'no_op' (getAccumulate, fetchAndOp), by any rank;
//   'acc:OP:k'   only accumulates with OP (commutative: sum, prod, min, max, the logical and
//                bitwise ops, maxloc/minloc; k the component of a pair), by any rank;
//   'own:o'      only operations of origin o, any kind, in o's program order: accumulate-family
//                calls of one origin to one location are ordered, while a put or a get is ordered
//                after nothing of its epoch, so an element with a put or a get pending since o's
//                last flush takes no further operation, and one with an accumulate pending takes
//                only accumulate-family calls.
// Because the outcome is independent of the order, the model applies the operations as it
// generates them (origin by origin) and records what every result buffer and window holds.
import { facts } from './dtype_ref.mjs';

/** mulberry32 (as test/helpers.mjs), here so that rank modules need not load the test helpers. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const int = (R, lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
const pick = (R, a) => a[Math.floor(R() * a.length)];
const shuffle = (R, a) => {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
};

/** The seed of one configuration ('flavor/mode/elem') of a launch seeded with `seed`. */
export function seedOf(seed, cfg) {
  let h = seed >>> 0;
  for (let i = 0; i < cfg.length; i++) h = Math.imul(h ^ cfg.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The window element types the model covers: the TypedArray, the base Datatype's name, the pair
 *  type that maxloc/minloc use on such a window (two elements of the type: value, index). */
export const ELEMS = {
  int32: { T: Int32Array, name: 'INT32', size: 4, int: true, pair: 'PAIR_INT32' },
  float64: { T: Float64Array, name: 'FLOAT64', size: 8, pair: 'PAIR_FLOAT64' },
  int64: { T: BigInt64Array, name: 'INT64', size: 8, int: true, big: true },
  float32: { T: Float32Array, name: 'FLOAT32', size: 4, pair: 'PAIR_FLOAT32' },
  int16: { T: Int16Array, name: 'INT16', size: 2, int: true },
  uint8: { T: Uint8Array, name: 'UINT8', size: 1, int: true },
};
export const ELEM_NAMES = Object.keys(ELEMS);

/** The creation flavors: how the rank module makes the window (Win.flavor in brackets):
 *  allocate (allocate), create-alloc (create of a comm.alloc array: unified), create-staged
 *  (create of a plain TypedArray: separate), shared (allocateShared, with direct loads and
 *  stores through sharedQuery), dynamic (createDynamic + attach of a comm.alloc array),
 *  dynamic-staged (createDynamic + attach of a plain TypedArray). */
export const FLAVORS = ['allocate', 'create-alloc', 'create-staged', 'shared', 'dynamic', 'dynamic-staged'];
export const FLAVOR_OF = {
  allocate: 'allocate',
  'create-alloc': 'create',
  'create-staged': 'create',
  shared: 'shared',
  dynamic: 'dynamic',
  'dynamic-staged': 'dynamic',
};
/** The flavors whose windows expose a plain TypedArray through a shared copy (MPI's separate
 *  memory model). */
export const STAGED = ['create-staged', 'dynamic-staged'];
/** The synchronisation modes of an epoch. */
export const MODES = ['fence', 'pscw', 'lock', 'lockshared', 'lockall'];

const COMMUTATIVE_INT = ['sum', 'prod', 'min', 'max', 'band', 'bor', 'bxor', 'land', 'lor', 'lxor'];
const COMMUTATIVE_FLOAT = ['sum', 'prod', 'min', 'max'];
const PAIR_OPS = ['maxloc', 'minloc'];

/** a OP b for one element of type e (the result is stored through e.T, which wraps integers). */
export function apply(op, e, a, b) {
  const one = e.big ? 1n : 1;
  const zero = e.big ? 0n : 0;
  switch (op) {
    case 'replace':
      return b;
    case 'no_op':
      return a;
    case 'sum':
      return a + b;
    case 'prod':
      return e.big ? a * b : e.int ? Math.imul(a, b) : a * b;
    case 'min':
      return b < a ? b : a;
    case 'max':
      return b > a ? b : a;
    case 'land':
      return a !== zero && b !== zero ? one : zero;
    case 'lor':
      return a !== zero || b !== zero ? one : zero;
    case 'lxor':
      return (a !== zero) !== (b !== zero) ? one : zero;
    case 'band':
      return a & b;
    case 'bor':
      return a | b;
    case 'bxor':
      return a ^ b;
    default:
      throw new Error(`rma_ref: no scalar op ${op}`);
  }
}

/** MPI_MAXLOC / MPI_MINLOC of the target pair (av, ai) with the origin's (bv, bi): [v, i]. */
export function applyLoc(op, av, ai, bv, bi) {
  const better = op === 'maxloc' ? (x, y) => x > y : (x, y) => x < y;
  if (better(bv, av)) return [bv, bi];
  if (better(av, bv)) return [av, ai];
  return [av, ai < bi ? ai : bi];
}

/** A value for an origin buffer element feeding `op` (exact in every type and order). */
function valueFor(R, op, e, part) {
  let v;
  switch (op) {
    case 'sum':
      v = int(R, -8, 8);
      break;
    case 'prod':
      v = e.int ? int(R, -3, 3) : pick(R, [-1, 1, 0.5, 2, 2]);
      break;
    case 'min':
    case 'max':
      v = int(R, -20, 20);
      break;
    case 'land':
    case 'lor':
    case 'lxor':
      v = pick(R, [0, 0, 1, 2]);
      break;
    case 'band':
    case 'bor':
    case 'bxor':
      v = int(R, 0, 255);
      break;
    case 'maxloc':
    case 'minloc':
      v = part === 0 ? int(R, -3, 3) : int(R, 0, 40);
      break;
    default:
      v = int(R, -100, 100);
  }
  if (e.big) return op === 'sum' ? BigInt(v) * 0x200000001n : BigInt(v);
  return v;
}

/** Element i of rank r's window before the first epoch. */
export function initValue(e, r, i) {
  const v = ((r * 7 + i * 3) % 19) - 9;
  return e.big ? BigInt(v) * 0x100000001n : v;
}

/** The fill of a result buffer before a get (elements the get leaves alone keep it). */
export const RESULT_FILL = 111;

// ── datatypes: a description (test/dtype_ref.mjs) with `count` that holds exactly n elements ──

/** A random layout of n items of `base` (a base description): { desc, count }. */
function layout(R, base, n, esz) {
  const b = { kind: 'base', name: base.name };
  const isz = base.pair ? 2 * esz : esz; // bytes of one item
  const divisors = [];
  for (let c = 1; c <= n; c++) if (n % c === 0) divisors.push(c);
  switch (pick(R, ['base', 'contiguous', 'vector', 'indexed', 'struct', 'subarray', 'resized', 'twice'])) {
    case 'contiguous':
      return { desc: { kind: 'contiguous', count: n, base: b }, count: 1 };
    case 'vector': {
      const c = pick(R, divisors);
      const bl = n / c;
      return { desc: { kind: 'vector', count: c, blocklength: bl, stride: bl + int(R, 0, 2), base: b }, count: 1 };
    }
    case 'indexed':
    case 'struct': {
      const blocklengths = [];
      const displs = [];
      let at = int(R, 0, 1);
      for (let left = n; left > 0;) {
        const bl = int(R, 1, left);
        blocklengths.push(bl);
        displs.push(at);
        at += bl + int(R, 0, 2);
        left -= bl;
      }
      if (R() < 0.5) return { desc: { kind: 'indexed', blocklengths, displs, base: b }, count: 1 };
      return {
        desc: { kind: 'struct', blocklengths, displs: displs.map((d) => d * isz), types: blocklengths.map(() => b) },
        count: 1,
      };
    }
    case 'subarray': {
      const rows = pick(R, divisors);
      const cols = n / rows;
      const sizes = [rows + int(R, 0, 1), cols + int(R, 0, 2)];
      const starts = [int(R, 0, sizes[0] - rows), int(R, 0, sizes[1] - cols)];
      return { desc: { kind: 'subarray', sizes, subsizes: [rows, cols], starts, order: 'C', base: b }, count: 1 };
    }
    case 'resized':
      return { desc: { kind: 'resized', base: b, lb: 0, extent: isz * int(R, 2, 3) }, count: n };
    case 'twice':
      if (n % 2 === 0) {
        const bl = n / 2;
        return { desc: { kind: 'vector', count: 1, blocklength: bl, stride: bl, base: b }, count: 2 };
      }
      return { desc: b, count: n };
    default:
      return { desc: b, count: n };
  }
}

/** The element indices (relative to the buffer's origin) that `count` items of `desc` touch, in
 *  type-map order, and the buffer length in elements they need. */
export function elementsOf(desc, count, esz) {
  const f = facts(desc);
  const idx = [];
  for (let i = 0; i < count; i++)
    for (const [o, s] of f.map) for (let b = 0; b < s; b += esz) idx.push((i * f.extent + o + b) / esz);
  const need = Math.max(idx.length ? Math.max(...idx) + 1 : 0, (count * f.extent) / esz);
  return { idx, need };
}

// ── the plan ──

/** Which kind each operation is, and the class of access it makes. */
const KINDS = {
  put: 'put',
  rput: 'put',
  store: 'put', // shared flavor: a direct store through sharedQuery
  get: 'get',
  rget: 'get',
  load: 'get', // shared flavor: a direct load through sharedQuery
  acc: 'acc',
  racc: 'acc',
  getacc: 'fetch',
  rgetacc: 'fetch',
  fop: 'fetch',
  cas: 'fetch',
};

/**
 * The plan of one window: { n, flavor, mode, elem, sizes, dispUnit, phases, expect }.
 * phases[p]: { mode, asserts, local[r], targetsOf[o], originsOf[t], ops[o] } where local[r] is
 * what rank r stores to its own window before the epoch ([element, value] pairs), ops[o] origin o's list
 * of operations and flushes in program order (see genOp for an operation's fields). expect[r]:
 * rank r's labels -> the plain array it must observe (its window after each phase, each of its
 * result buffers after the phase that filled it).
 */
export function makePlan({ n, flavor, mode, elem, seed, phases = 3, ops = 5 }) {
  const R = rng(seed);
  const e = ELEMS[elem];
  const esz = e.size;
  const sizes = Array.from({ length: n }, (_, r) => 24 + 4 * (r % 3));
  const dispUnit = flavor.startsWith('dynamic')
    ? 1
    : flavor === 'create-alloc' || flavor === 'create-staged'
      ? esz
      : pick(R, [1, esz]);
  const state = sizes.map((s, r) => e.T.from({ length: s }, (_, i) => initValue(e, r, i)));
  const expect = Array.from({ length: n }, () => ({}));
  const plan = { n, flavor, mode, elem, sizes, dispUnit, phases: [], expect, seed };
  for (let p = 0; p < phases; p++) {
    const ph = { mode, asserts: [0, 0], targetsOf: [], originsOf: [], ops: [] };
    const roles = sizes.map((s) => Array.from({ length: s }, () => ({ tag: null, pend: 0, ops: null })));
    const everyone = Array.from({ length: n }, (_, r) => r);
    for (let o = 0; o < n; o++) {
      let ts = everyone;
      if (mode === 'pscw' || mode === 'lock' || mode === 'lockshared') {
        ts = everyone.filter(() => R() < (n > 3 ? 0.4 : 0.6));
        if (mode !== 'pscw') shuffle(R, ts);
      }
      ph.targetsOf.push(ts);
    }
    if (!ph.targetsOf.some((ts) => ts.length)) ph.targetsOf[0] = [n - 1];
    for (let t = 0; t < n; t++) ph.originsOf.push(everyone.filter((o) => ph.targetsOf[o].includes(t)));
    if (mode === 'fence' && p % 2 === 1) ph.asserts = ['NOPRECEDE', 'NOSUCCEED'];
    // odd PSCW phases: every post is known to precede the starts (a barrier between), so post
    // and start say MODE_NOCHECK
    if (mode === 'pscw' && p % 2 === 1) ph.asserts = ['NOCHECK', 0];
    // before the epoch, each owner stores to a few elements of its own window directly (a staged
    // window: to its array, which the opening synchronisation publishes)
    ph.local = sizes.map((s) =>
      Array.from({ length: int(R, 0, 3) }, () => [int(R, 0, s - 1), valueFor(R, 'replace', e, 0)]),
    );
    ph.local.forEach((list, r) => list.forEach(([i, v]) => (state[r][i] = v)));
    ph.local = ph.local.map((list) => list.map(([i, v]) => [i, big(v)]));
    for (let o = 0; o < n; o++) {
      const list = [];
      const ts = ph.targetsOf[o];
      const one = (t) => {
        const op = genOp(R, { e, esz, flavor, mode, sizes, dispUnit, roles, state, o, t });
        if (op) list.push(op);
      };
      if (mode === 'lock' || mode === 'lockshared') {
        for (const t of ts) {
          const m = int(R, 1, ops);
          list.push({ kind: 'lock', t });
          for (let k = 0; k < m; k++) one(t);
          if (R() < 0.3) list.push({ kind: pick(R, ['flush', 'flushLocal']), t });
          list.push({ kind: 'unlock', t });
        }
      } else if (ts.length) {
        const m = int(R, 1, ops + 2);
        for (let k = 0; k < m; k++) {
          const t = pick(R, ts);
          if (mode === 'lockall' && R() < 0.25) {
            const kind = pick(R, ['flush', 'flushAll', 'flushLocal', 'flushLocalAll']);
            list.push({ kind, t });
            // a flush completes every operation of o at its target(s): o's pending marks go
            if (kind === 'flush' || kind === 'flushAll')
              for (let tt = 0; tt < n; tt++)
                if (kind === 'flushAll' || tt === t) for (const x of roles[tt]) if (x.tag === `own:${o}`) x.pend = 0;
          }
          one(t);
        }
      }
      list.forEach((op, j) => {
        op.j = j;
        if (op.result) expect[o][`p${p} #${j} ${op.kind}`] = Array.from(op.result.model);
      });
      ph.ops.push(list);
    }
    for (let r = 0; r < n; r++) expect[r][`p${p} window`] = Array.from(state[r]);
    plan.phases.push(ph);
  }
  // the model's arrays stay out of the plan the ranks see: they rebuild their buffers from values
  for (const ph of plan.phases) for (const list of ph.ops) for (const op of list) if (op.result) delete op.result.model;
  for (const ex of expect)
    for (const k of Object.keys(ex)) ex[k] = ex[k].map((v) => (typeof v === 'bigint' ? `${v}n` : v));
  return plan;
}

/** Can the owner of element x make an operation of class `cls` on it? A put or a get is ordered
 *  after nothing pending; an accumulate-family call after other accumulate-family calls. */
function ownerMay(x, cls, key) {
  if (cls === 'get' || cls === 'put' || x.pend !== 1) return x.pend === 0;
  if (!SAME_OP_UNTIL_FLUSH || key === 'no_op') return true;
  return x.ops.every((k) => k === key || k === 'no_op');
}

/** Marks element x as taking origin o's call of class `cls` (accumulate-family: op `key`). */
function own(x, o, cls, key) {
  x.tag = `own:${o}`;
  if (cls === 'put' || cls === 'get') {
    x.pend = 2;
    return;
  }
  if (x.pend !== 1) x.ops = [];
  x.pend = 1;
  x.ops.push(key);
}

// Accumulate-family calls of one origin to overlapping bytes may mix ops between flushes (MPI
// orders them); true restricts the plans to one op per location between flushes.
export const SAME_OP_UNTIL_FLUSH = false;

/**
 * One random operation of origin o on target t that the roles admit, applied to the model; null
 * when none fitted. Fields: kind, t, d (target element offset), op, n (elements moved), target /
 * origin / result: { desc, count, len, values? } (len: the buffer's length in elements; values:
 * the origin's contents), mem ('plain', 'shared' or 'sub': where the origin lives), wait (an r*
 * request waited at once rather than before the epoch ends), opts (false: left out, the defaults
 * say the same), compare (cas).
 */
function genOp(R, c) {
  const { e, esz, flavor, mode, sizes, roles, o, t } = c;
  let kinds = ['put', 'get', 'acc', 'acc', 'getacc', 'fop', 'cas'];
  // the request-based calls belong to passive-target epochs only
  if (mode === 'lock' || mode === 'lockshared' || mode === 'lockall')
    kinds = kinds.concat(['rput', 'rget', 'racc', 'rgetacc']);
  if (flavor === 'shared' && mode === 'fence') kinds = kinds.concat(['store', 'load']);
  for (let attempt = 0; attempt < 40; attempt++) {
    const kind = pick(R, kinds);
    const cls = KINDS[kind];
    const single = kind === 'fop' || kind === 'cas' || kind === 'store' || kind === 'load';
    // the op, and whether it acts on pairs
    let op = null;
    let pairs = false;
    if (cls === 'acc' || cls === 'fetch') {
      const commutative = e.int ? COMMUTATIVE_INT : COMMUTATIVE_FLOAT;
      const choices = cls === 'acc' ? [...commutative, 'replace'] : [...commutative, 'replace', 'no_op'];
      if (e.pair && !single) choices.push(...PAIR_OPS);
      op = kind === 'cas' ? null : pick(R, choices);
      pairs = PAIR_OPS.includes(op);
    }
    const items = single ? 1 : int(R, 1, 6);
    const base = pairs ? { name: e.pair, pair: true } : { name: e.name };
    const tl = single ? { desc: { kind: 'base', name: e.name }, count: 1 } : layout(R, base, items, esz);
    const te = elementsOf(tl.desc, tl.count, esz);
    if (te.need > sizes[t]) continue;
    const d = int(R, 0, sizes[t] - te.need);
    const at = te.idx.map((i) => d + i);
    // which role the op needs at each element
    const accRole = (k) => `acc:${op}:${pairs ? k % 2 : 0}`;
    // a commutative accumulate may share its elements with other origins; replace and the
    // fetching calls need the elements to themselves
    const shared = cls === 'acc' && op !== 'replace';
    // reads share their elements with other reads of their kind (a get and a no_op fetch are
    // both reads, but MPI counts a get and an accumulate at one location as a conflict)
    const reads = cls === 'get' ? 'read:get' : cls === 'fetch' && op === 'no_op' ? 'read:acc' : null;
    const key = kind === 'cas' ? 'cas' : op;
    const ok = at.every((i, k) => {
      const x = roles[t][i];
      if (x.tag === `own:${o}`) return ownerMay(x, cls, key);
      if (reads) return x.tag === null || x.tag === reads;
      if (shared) return x.tag === null || x.tag === accRole(k);
      return x.tag === null;
    });
    if (!ok) continue;
    // mark the roles
    at.forEach((i, k) => {
      const x = roles[t][i];
      if (x.tag === `own:${o}`) own(x, o, cls, key);
      else if (reads) x.tag = reads;
      else if (shared) x.tag = accRole(k);
      else own(x, o, cls, key);
    });
    return build(R, c, { kind, cls, op, pairs, tl, te, d, at, items, single });
  }
  return null;
}

/** Fills in the buffers of an admitted operation and applies it to the model. */
function build(R, c, g) {
  const { e, esz, flavor, dispUnit, state, t } = c;
  const { kind, cls, op, pairs, tl, te, d, at, single } = g;
  const N = te.idx.length; // elements moved
  const T = e.T;
  const base = pairs ? { name: e.pair, pair: true } : { name: e.name };
  const items = pairs ? N / 2 : N;
  const mem = pick(R, ['plain', 'plain', 'shared', 'sub']);
  const res = { kind, t, d, op, n: N, mem, wait: R() < 0.5 };
  res.targetDisp = flavor.startsWith('dynamic') ? d * esz : (d * esz) / dispUnit; // dynamic: plus the region's address
  res.target = { desc: tl.desc, count: tl.count };
  const side = () => {
    if (single) return { desc: { kind: 'base', name: e.name }, count: 1, len: 1, idx: [0] };
    const l = layout(R, base, items, esz);
    const el = elementsOf(l.desc, l.count, esz);
    return { desc: l.desc, count: l.count, len: el.need + int(R, 0, 2), idx: el.idx };
  };
  // the origin buffer (put, acc, fetch) and the result buffer (get, fetch)
  let origin = null;
  let result = null;
  if (cls !== 'get') {
    origin = side();
    const values = new T(origin.len);
    for (let i = 0; i < origin.len; i++) values[i] = valueFor(R, op ?? 'replace', e, i % 2);
    // pairs: the value and the index alternate along the type map, not along the buffer
    if (pairs) origin.idx.forEach((i, k) => (values[i] = valueFor(R, op, e, k % 2)));
    origin.values = Array.from(values);
  }
  if (cls === 'get' || cls === 'fetch') {
    result = side();
    result.model = new T(result.len).fill(e.big ? BigInt(RESULT_FILL) : RESULT_FILL);
  }
  // the defaults describe the whole origin array in its element type, the target the same
  const plain = (s) => s.desc.kind === 'base' && s.desc.name === e.name && s.count === s.len;
  const main = origin ?? result;
  res.opts =
    single ||
    !(plain(main) && tl.desc.kind === 'base' && tl.count === main.count && (!origin || !result || plain(result)))
      ? true
      : R() < 0.7
        ? false
        : true;
  const tgt = state[t];
  const old = at.map((i) => tgt[i]);
  const src = origin ? origin.idx.map((i) => origin.values[i]) : null;
  if (result) result.idx.forEach((i, k) => (result.model[i] = old[k]));
  switch (cls) {
    case 'put':
      at.forEach((i, k) => (tgt[i] = src[k]));
      break;
    case 'get':
      break;
    default:
      if (kind === 'cas') {
        // compare: the current value (the swap happens) or another one
        const hit = R() < 0.6;
        const cmpv = hit ? old[0] : e.big ? old[0] + 1n : old[0] + 1;
        res.compare = Array.from(T.of(cmpv));
        const bits = (v) => Array.from(new Uint8Array(T.of(v).buffer)).join();
        if (bits(old[0]) === bits(res.compare[0])) tgt[at[0]] = src[0];
      } else if (pairs) {
        for (let k = 0; k < at.length; k += 2) {
          const [v, i] = applyLoc(op, old[k], old[k + 1], src[k], src[k + 1]);
          tgt[at[k]] = v;
          tgt[at[k + 1]] = i;
        }
      } else at.forEach((i, k) => (tgt[i] = apply(op, e, old[k], src[k])));
  }
  if (origin) res.origin = { desc: origin.desc, count: origin.count, len: origin.len, values: origin.values.map(big) };
  if (result) res.result = { desc: result.desc, count: result.count, len: result.len, model: result.model };
  if (res.compare) res.compare = res.compare.map(big);
  return res;
}

/** A bigint as its digits and 'n' (a plan crosses to the ranks as JSON-safe data); other values as they are. */
const big = (v) => (typeof v === 'bigint' ? `${v}n` : v);
/** The inverse of `big`. */
export const unbig = (v) => (typeof v === 'string' && v.endsWith('n') ? BigInt(v.slice(0, -1)) : v);

// ── atomicity and ordering (test/rma_atomic.test.mjs, test/ranks/rma_atomic.mjs) ──

/** The atomicity scenarios of test/ranks/rma_atomic.mjs (besides 'ordering', launched alone). */
export const ATOMIC = [
  'acc int32',
  'acc int64',
  'acc float64',
  'acc vector float64',
  'fop int32',
  'fop int64',
  'fop float64',
  'cas lock',
  'exclusive lock',
];

/** The rounds per rank of the lock scenarios for `reps` adds (each round is several calls and a
 *  wait for the lock). */
export const casRounds = (reps) => Math.max(1, Math.floor(reps / 10));

/** The order-sensitive sequence of rank r: its (op, value) pairs on int32. */
export function sequence(r, reps) {
  const seq = [];
  for (let i = 0; i < reps; i++) {
    const k = (i * 7 + r) % 11;
    if (k === 0) seq.push(['replace', r * 1000 + i]);
    else if (k % 3 === 0) seq.push(['prod', 3]);
    else if (k % 3 === 1) seq.push(['sum', k - 5]);
    else seq.push(['bxor', i & 0xff]);
  }
  return seq;
}
/** Every 16th step of a sequence is a fetchAndOp, the others accumulates. */
export const fetchesAt = (i) => i % 16 === 15;

/** What rank r of n returns from test/ranks/rma_atomic.mjs's scenarios `names` with `reps` adds
 *  a rank, by scenario (rank 0 reads the window back; the others return null there). */
export function expectAtomic(n, reps, r, names) {
  const all = expectAll(n, reps, r);
  return Object.fromEntries(names.map((k) => [k, all[k]]));
}

function expectAll(n, reps, r) {
  const total = n * reps;
  const w = (a) => (r === 0 ? a : null);
  const e = ELEMS.int32;
  const seqOf = (q) => {
    let x = 0;
    let sum = 0;
    let k = 0;
    for (const [i, [op, v]] of sequence(q, reps).entries()) {
      if (fetchesAt(i)) {
        sum = (sum + x) | 0;
        k++;
      }
      x = Int32Array.of(apply(op, e, x, v))[0];
    }
    return { x, sum, k };
  };
  const mine = seqOf(r);
  return {
    'acc int32': w([total, 0]),
    'acc int64': w([`${total}n`, '0n']),
    'acc float64': w([total, 0]),
    'acc vector float64': w([total, 0, total, 0, total, 0]),
    'fop int32': [w([total, 0]), total, true],
    'fop int64': [w([`${total}n`, '0n']), total, true],
    'fop float64': w([total]),
    'cas lock': w([0, n * casRounds(reps)]),
    'exclusive lock': w([n * casRounds(reps)]),
    ordering: [w(Array.from({ length: n }, (_, q) => seqOf(q).x)), mine.sum, mine.k],
  };
}
