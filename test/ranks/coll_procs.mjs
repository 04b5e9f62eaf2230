// Every collective on communicators whose ranks the world places in several processes
// (WASMPI_SIM_PROCS): blocking, nonblocking and persistent (restarted with new inputs), in place
// where MPI allows it, each algorithm of ts/coll/net forced, a non-commutative user op, derived
// datatypes, and communicators made by dup and split. References are folds of the inputs in rank
// order, computed here; mismatches are returned as strings.
import { IN_PLACE, Op, Datatype } from 'wasmpi';
import { permThen, permOf } from './mpi6_collectives.mjs';

const inp = (t, r, i) => ((t * 5 + r * 7 + i * 3) % 23) - 11;
const range = (n) => Array.from({ length: n }, (_, i) => i);
const sumOver = (ranks, f) => ranks.reduce((s, r) => s + f(r), 0);

// composition of permutations: associative, not commutative (inout = input ; inout, input lower)
const perm = Op.create(
  (inout, input) => {
    for (let i = 0; i < inout.length; i++) inout[i] = permThen(input[i], inout[i]);
  },
  { commutative: false },
);

function call(comm, mode, base, ...args) {
  if (mode === 'block') return comm[base](...args);
  if (mode === 'nb') return comm['i' + base](...args);
  return comm[base + 'Init'](...args);
}

/** Runs `c` (fill(t), args, check(t)) in `mode`: persistent requests are started three times. */
function exercise(errs, label, comm, mode, base, c) {
  try {
    if (mode === 'init') {
      const req = call(comm, 'init', base, ...c.args);
      for (let t = 0; t < 3; t++) {
        c.fill(t);
        req.start();
        req.wait();
        c.check(t, `${label} start ${t}`);
      }
      req.free();
      return;
    }
    c.fill(1);
    const r = call(comm, mode, base, ...c.args);
    if (mode === 'nb') r.wait();
    c.check(1, label);
  } catch (e) {
    errs.push(`${label}: threw ${e?.code ?? ''} ${e?.message ?? e}`);
  }
}

function cmp(errs, label, got, exp) {
  if (got.length < exp.length) return void errs.push(`${label}: length ${got.length} < ${exp.length}`);
  for (let i = 0; i < exp.length; i++)
    if (got[i] !== exp[i]) return void errs.push(`${label}: [${i}] = ${got[i]}, expected ${exp[i]}`);
}

/** The cases on `comm`, for a vector/block of `n` elements. */
function cases(comm, n, errs, opts = {}) {
  const me = comm.rank;
  const p = comm.size;
  const ranks = range(p);
  const out = [];
  const add = (base, name, c) => out.push({ base, name, c });
  const algs = opts.algs ?? true;

  add('barrier', 'barrier', { fill() {}, args: [], check() {} });
  for (const root of new Set([0, p - 1, p >> 1])) {
    const b = new Float64Array(n);
    add('bcast', `bcast root ${root}`, {
      args: [b, root],
      fill: (t) => b.set(range(n).map((i) => (me === root ? inp(t, root, i) : 0))),
      check: (t, l) =>
        cmp(
          errs,
          l,
          b,
          range(n).map((i) => inp(t, root, i)),
        ),
    });
    if (opts.only === 'big') continue;
    for (const inPlace of [false, true]) {
      const s = new Float64Array(n);
      const r = new Float64Array(n);
      add('reduce', `reduce root ${root}${inPlace ? ' in place' : ''}`, {
        args: [inPlace && me === root ? IN_PLACE : s, me === root ? r : null, 'sum', root],
        fill: (t) => (inPlace && me === root ? r : s).set(range(n).map((i) => inp(t, me, i))),
        check: (t, l) =>
          me === root &&
          cmp(
            errs,
            l,
            r,
            range(n).map((i) => sumOver(ranks, (q) => inp(t, q, i))),
          ),
      });
    }
    const s = new Float64Array(n);
    const r = new Float64Array(n);
    add('reduce', `reduce non-commutative root ${root}`, {
      args: [s, me === root ? r : null, perm, root],
      fill: (t) => s.set(range(n).map((i) => permOf(t, me, i))),
      check: (t, l) =>
        me === root &&
        cmp(
          errs,
          l,
          r,
          range(n).map((i) => ranks.map((q) => permOf(t, q, i)).reduce(permThen)),
        ),
    });
  }
  const allreduceAlgs = algs ? [undefined, 'recursive-doubling', 'ring'] : [undefined];
  for (const algorithm of allreduceAlgs) {
    for (const inPlace of [false, true]) {
      const s = new Float64Array(n);
      const r = new Float64Array(n);
      add('allreduce', `allreduce ${algorithm ?? 'auto'}${inPlace ? ' in place' : ''}`, {
        args: [inPlace ? IN_PLACE : s, r, 'sum', { algorithm }],
        fill: (t) => (inPlace ? r : s).set(range(n).map((i) => inp(t, me, i))),
        check: (t, l) =>
          cmp(
            errs,
            l,
            r,
            range(n).map((i) => sumOver(ranks, (q) => inp(t, q, i))),
          ),
      });
    }
  }
  if (opts.only !== 'big') {
    const s = new Float64Array(n);
    const r = new Float64Array(n);
    add('allreduce', 'allreduce non-commutative', {
      args: [s, r, perm],
      fill: (t) => s.set(range(n).map((i) => permOf(t, me, i))),
      check: (t, l) =>
        cmp(
          errs,
          l,
          r,
          range(n).map((i) => ranks.map((q) => permOf(t, q, i)).reduce(permThen)),
        ),
    });
  }
  const gathered = (t) => ranks.flatMap((q) => range(n).map((i) => inp(t, q, i)));
  for (const algorithm of algs ? [undefined, 'ring', 'recursive-doubling'] : [undefined]) {
    for (const inPlace of [false, true]) {
      const s = new Float64Array(n);
      const r = new Float64Array(p * n);
      add('allgather', `allgather ${algorithm ?? 'auto'}${inPlace ? ' in place' : ''}`, {
        args: [inPlace ? IN_PLACE : s, r, { algorithm }],
        fill: (t) => {
          r.fill(0);
          if (inPlace)
            r.set(
              range(n).map((i) => inp(t, me, i)),
              me * n,
            );
          else s.set(range(n).map((i) => inp(t, me, i)));
        },
        check: (t, l) => cmp(errs, l, r, gathered(t)),
      });
    }
  }
  if (opts.only === 'big') return out;
  const root = p - 1;
  for (const inPlace of [false, true]) {
    const s = new Float64Array(n);
    const r = new Float64Array(p * n);
    const ip = inPlace && me === root;
    add('gather', `gather${inPlace ? ' in place' : ''}`, {
      args: [ip ? IN_PLACE : s, me === root ? r : null, root],
      fill: (t) => {
        r.fill(0);
        if (ip)
          r.set(
            range(n).map((i) => inp(t, me, i)),
            me * n,
          );
        else s.set(range(n).map((i) => inp(t, me, i)));
      },
      check: (t, l) => me === root && cmp(errs, l, r, gathered(t)),
    });
    const ss = new Float64Array(p * n);
    const rr = new Float64Array(n);
    add('scatter', `scatter${inPlace ? ' in place' : ''}`, {
      args: [me === root ? ss : null, ip ? IN_PLACE : rr, root],
      fill: (t) => {
        rr.fill(0);
        if (me === root) ss.set(gathered(t));
      },
      check: (t, l) =>
        !ip &&
        cmp(
          errs,
          l,
          rr,
          range(n).map((i) => inp(t, me, i)),
        ),
    });
    const a = new Float64Array(p * n);
    const b = new Float64Array(p * n);
    const a2a = (t, src, dst, i) => inp(t, src, i) * 100 + dst;
    add('alltoall', `alltoall${inPlace ? ' in place' : ''}`, {
      args: [inPlace ? IN_PLACE : a, b],
      fill: (t) => (inPlace ? b : a).set(ranks.flatMap((d) => range(n).map((i) => a2a(t, me, d, i)))),
      check: (t, l) =>
        cmp(
          errs,
          l,
          b,
          ranks.flatMap((q) => range(n).map((i) => a2a(t, q, me, i))),
        ),
    });
    // reduce_scatter_block: p blocks of n
    const rs = new Float64Array(p * n);
    const rr2 = new Float64Array(inPlace ? p * n : n);
    add('reduceScatterBlock', `reduceScatterBlock${inPlace ? ' in place' : ''}`, {
      args: [inPlace ? IN_PLACE : rs, rr2, 'sum'],
      fill: (t) => (inPlace ? rr2 : rs).set(range(p * n).map((i) => inp(t, me, i))),
      check: (t, l) =>
        cmp(
          errs,
          l,
          rr2,
          range(n).map((i) => sumOver(ranks, (q) => inp(t, q, me * n + i))),
        ),
    });
    for (const ex of ['scan', 'exscan']) {
      const s2 = new Float64Array(n);
      const r2 = new Float64Array(n);
      add(ex, `${ex}${inPlace ? ' in place' : ''}`, {
        args: [inPlace ? IN_PLACE : s2, r2, 'sum'],
        fill: (t) => (inPlace ? r2 : s2).set(range(n).map((i) => inp(t, me, i))),
        check: (t, l) => {
          if (ex === 'exscan' && me === 0) return;
          const upto = ranks.filter((q) => (ex === 'scan' ? q <= me : q < me));
          cmp(
            errs,
            l,
            r2,
            range(n).map((i) => sumOver(upto, (q) => inp(t, q, i))),
          );
        },
      });
    }
  }
  {
    const s = new Float64Array(n);
    const r = new Float64Array(n);
    add('scan', 'scan non-commutative', {
      args: [s, r, perm],
      fill: (t) => s.set(range(n).map((i) => permOf(t, me, i))),
      check: (t, l) =>
        cmp(
          errs,
          l,
          r,
          range(n).map((i) =>
            ranks
              .filter((q) => q <= me)
              .map((q) => permOf(t, q, i))
              .reduce(permThen),
          ),
        ),
    });
  }
  // v-variants: rank q's block has (q % 3) + n elements, displaced with a gap of 1
  const cnt = ranks.map((q) => (q % 3) + n);
  const dsp = [];
  ranks.reduce((o, q) => (dsp.push(o), o + cnt[q] + 1), 0);
  const vlen = dsp[p - 1] + cnt[p - 1] + 1;
  const SENT = -777;
  const placed = (t) => {
    const v = new Array(vlen).fill(SENT);
    for (const q of ranks) for (let i = 0; i < cnt[q]; i++) v[dsp[q] + i] = inp(t, q, i);
    return v;
  };
  {
    const s = new Float64Array(cnt[me]);
    const r = new Float64Array(vlen);
    add('gatherv', 'gatherv', {
      args: [s, me === root ? r : null, cnt, dsp, root],
      fill: (t) => {
        r.fill(SENT);
        s.set(range(cnt[me]).map((i) => inp(t, me, i)));
      },
      check: (t, l) => me === root && cmp(errs, l, r, placed(t)),
    });
    const ss = new Float64Array(vlen);
    const rr = new Float64Array(cnt[me]);
    add('scatterv', 'scatterv', {
      args: [me === root ? ss : null, cnt, dsp, rr, root],
      fill: (t) => ss.set(placed(t)),
      check: (t, l) =>
        cmp(
          errs,
          l,
          rr,
          range(cnt[me]).map((i) => inp(t, me, i)),
        ),
    });
    const ra = new Float64Array(vlen);
    add('allgatherv', 'allgatherv', {
      args: [s, ra, cnt, dsp],
      fill: (t) => {
        ra.fill(SENT);
        s.set(range(cnt[me]).map((i) => inp(t, me, i)));
      },
      check: (t, l) => cmp(errs, l, ra, placed(t)),
    });
    // alltoallv: rank q sends (q + d) % 3 + n elements to d
    const c2 = (src, dst) => ((src + dst) % 3) + n;
    const sc = ranks.map((d) => c2(me, d));
    const rc = ranks.map((q) => c2(q, me));
    const sd = [];
    sc.reduce((o, c) => (sd.push(o), o + c), 0);
    const rd = [];
    rc.reduce((o, c) => (rd.push(o + 1), o + c + 1), 0);
    const sa = new Float64Array(sc.reduce((a, b) => a + b, 0));
    const rb = new Float64Array(rd[p - 1] + rc[p - 1]);
    const val = (t, src, dst, i) => inp(t, src, i) * 100 + dst;
    add('alltoallv', 'alltoallv', {
      args: [sa, sc, sd, rb, rc, rd],
      fill: (t) => {
        rb.fill(SENT);
        for (const d of ranks) for (let i = 0; i < sc[d]; i++) sa[sd[d] + i] = val(t, me, d, i);
      },
      check: (t, l) => {
        const exp = new Array(rb.length).fill(SENT);
        for (const q of ranks) for (let i = 0; i < rc[q]; i++) exp[rd[q] + i] = val(t, q, me, i);
        cmp(errs, l, rb, exp);
      },
    });
    const total = cnt.reduce((a, b) => a + b, 0);
    const rss = new Float64Array(total);
    const rsr = new Float64Array(cnt[me]);
    const off = dsp.map((d, q) => d - q); // packed offsets
    add('reduceScatter', 'reduceScatter', {
      args: [rss, rsr, cnt, 'sum'],
      fill: (t) => rss.set(range(total).map((i) => inp(t, me, i))),
      check: (t, l) =>
        cmp(
          errs,
          l,
          rsr,
          range(cnt[me]).map((i) => sumOver(ranks, (q) => inp(t, q, off[me] + i))),
        ),
    });
  }
  return out;
}

function runCases(errs, comm, label, n, modes, opts) {
  for (const { base, name, c } of cases(comm, n, errs, opts))
    for (const mode of modes) exercise(errs, `${label} ${name} n=${n} ${mode}`, comm, mode, base, c);
}

/** Derived types: a strided vector on one side. */
function derived(errs, comm, label) {
  const me = comm.rank;
  const p = comm.size;
  const k = 5;
  const vec = Datatype.vector(k, 1, 2, Datatype.FLOAT64).commit();
  const b = new Float64Array(2 * k);
  const root = p - 1;
  b.fill(-1);
  if (me === root) for (let i = 0; i < k; i++) b[2 * i] = inp(0, root, i);
  comm.bcast(b, root, { datatype: vec, count: 1 });
  const exp = range(2 * k).map((j) => (j % 2 === 0 ? inp(0, root, j / 2) : -1));
  cmp(errs, `${label} bcast vector type`, b, exp);
  const s = new Float64Array(2 * k).map((_, j) => (j % 2 === 0 ? inp(0, me, j / 2) : 99));
  const r = new Float64Array(k);
  comm.allreduce(s, r, 'sum', { sendtype: vec, sendcount: 1, recvtype: Datatype.FLOAT64, recvcount: k });
  cmp(
    errs,
    `${label} allreduce vector send type`,
    r,
    range(k).map((i) => sumOver(range(p), (q) => inp(0, q, i))),
  );
  // the vector's extent is 2k - 1 elements: block q starts at (2k - 1) q
  const ext = 2 * k - 1;
  const g = new Float64Array(ext * p + 1).fill(-1);
  const sg = Float64Array.from(range(k), (i) => inp(0, me, i));
  comm.allgather(sg, g, { sendtype: Datatype.FLOAT64, sendcount: k, recvtype: vec, recvcount: 1 });
  const ge = new Array(g.length).fill(-1);
  for (const q of range(p)) for (let j = 0; j < k; j++) ge[ext * q + 2 * j] = inp(0, q, j);
  cmp(errs, `${label} allgather vector recv type`, g, ge);
}

export default async function main(world, [what, ...rest]) {
  const errs = [];
  const modes = ['block', 'nb', 'init'];
  if (what === 'all') {
    for (const n of rest.map(Number)) runCases(errs, world, 'world', n, modes, {});
    derived(errs, world, 'world');
  } else if (what === 'derived') {
    for (let i = 0; i < Number(rest[0] ?? 1); i++) derived(errs, world, 'world');
  } else if (what === 'big') {
    runCases(errs, world, 'world', Number(rest[0]), ['block', 'nb'], { only: 'big', algs: true });
  } else if (what === 'comms') {
    const procs = Number(rest[0]);
    const me = world.rank;
    const p = world.size;
    const proc = (r) => Math.floor((r * procs) / p);
    const d = world.dup();
    runCases(errs, d, 'dup', 7, modes, { algs: false });
    // ranks of a process not consecutive: evens first, then odds
    const x = world.split(0, (me % 2) * p + me);
    runCases(errs, x, 'interleaved', 3, ['block'], {});
    const y = world.split(me % 2, me);
    runCases(errs, y, 'split by parity', 2, ['block', 'nb'], { algs: false });
    const inside = world.split(proc(me), me);
    runCases(errs, inside, 'one process', 3, ['block', 'init'], { algs: false });
    if (inside.size > 1 && inside.collSlot === undefined)
      errs.push('a communicator inside one process has no shared-memory state');
    for (const c of [d, x, y, inside]) c.free();
  } else throw new Error(`unknown scenario ${what}`);
  return errs;
}
