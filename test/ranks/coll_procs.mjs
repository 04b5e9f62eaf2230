// Every collective on communicators whose ranks the world places in several processes
// (WASMPI_SIM_PROCS): blocking, nonblocking and persistent (restarted with new inputs), in place
// where MPI allows it, each algorithm of ts/coll/net forced, a non-commutative user op, derived
// datatypes, and communicators made by dup and split. References are folds of the inputs in rank
// order, computed here; mismatches are returned as strings.
import { IN_PLACE, Op, Datatype } from 'wasmpi';
import { permThen, permOf } from './coll_rules.mjs';
import { range } from '../mpi_ref.mjs';

const inp = (t, r, i) => ((t * 5 + r * 7 + i * 3) % 23) - 11;
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
  // references, built with loops (large counts)
  const summed = (t) => {
    const a = new Float64Array(n);
    for (const q of ranks) for (let i = 0; i < n; i++) a[i] += inp(t, q, i);
    return a;
  };
  const gathered = (t) => {
    const a = new Float64Array(p * n);
    for (const q of ranks) for (let i = 0; i < n; i++) a[q * n + i] = inp(t, q, i);
    return a;
  };
  const algs = opts.algs ?? true;

  add('barrier', 'barrier', { fill() {}, args: [], check() {} });
  const big = opts.only === 'big';
  for (const root of big ? [p - 1] : new Set([0, p - 1, p >> 1])) {
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
        check: (t, l) => me === root && cmp(errs, l, r, summed(t)),
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
    for (const inPlace of big ? [false] : [false, true]) {
      const s = new Float64Array(n);
      const r = new Float64Array(n);
      add('allreduce', `allreduce ${algorithm ?? 'auto'}${inPlace ? ' in place' : ''}`, {
        args: [inPlace ? IN_PLACE : s, r, 'sum', { algorithm }],
        fill: (t) => (inPlace ? r : s).set(range(n).map((i) => inp(t, me, i))),
        check: (t, l) => cmp(errs, l, r, summed(t)),
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
  for (const algorithm of algs ? [undefined, 'ring', 'recursive-doubling'] : [undefined]) {
    for (const inPlace of big ? [false] : [false, true]) {
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

/** Neighbourhood collectives on a periodic ring (cartCreate): in-edge 0 comes from the left
 *  neighbour's out-edge 1, in-edge 1 from the right neighbour's out-edge 0 (on 2 ranks both from
 *  the one other rank: the pairing of repeated edges). */
function neighborCases(errs, world, n, modes) {
  const p = world.size;
  const cart = world.cartCreate({ dims: [p], periods: [true] });
  const me = cart.rank;
  const sources = Array.from(cart.neighbors().sources);
  const blkOf = [1, 0];
  const val = (t, src, j, i) => inp(t, src, i) * 10 + j;
  const cases = [];
  {
    const s = new Float64Array(n);
    const r = new Float64Array(2 * n);
    cases.push(['neighborAllgather', 'neighborAllgather', [s, r]]);
    cases[cases.length - 1].push({
      fill: (t) => s.set(range(n).map((i) => inp(t, me, i))),
      check: (t, l) =>
        cmp(
          errs,
          l,
          r,
          sources.flatMap((q) => range(n).map((i) => inp(t, q, i))),
        ),
    });
  }
  {
    const s = new Float64Array(2 * n);
    const r = new Float64Array(2 * n);
    cases.push([
      'neighborAlltoall',
      'neighborAlltoall',
      [s, r],
      {
        fill: (t) => s.set([0, 1].flatMap((j) => range(n).map((i) => val(t, me, j, i)))),
        check: (t, l) =>
          cmp(
            errs,
            l,
            r,
            sources.flatMap((q, e) => range(n).map((i) => val(t, q, blkOf[e], i))),
          ),
      },
    ]);
  }
  {
    // out-edge j carries n + j elements; in-edge e gets its source's out-edge blkOf[e]
    const sc = [n, n + 1];
    const sd = [0, n];
    const rc = [n + 1, n];
    const rd = [1, n + 3];
    const s = new Float64Array(2 * n + 1);
    const r = new Float64Array(2 * n + 4);
    cases.push([
      'neighborAlltoallv',
      'neighborAlltoallv',
      [s, sc, sd, r, rc, rd],
      {
        fill: (t) => {
          r.fill(-777);
          for (const j of [0, 1]) for (let i = 0; i < sc[j]; i++) s[sd[j] + i] = val(t, me, j, i);
        },
        check: (t, l) => {
          const exp = new Array(r.length).fill(-777);
          sources.forEach((q, e) => {
            for (let i = 0; i < rc[e]; i++) exp[rd[e] + i] = val(t, q, blkOf[e], i);
          });
          cmp(errs, l, r, exp);
        },
      },
    ]);
    const ga = new Float64Array(n);
    const gr = new Float64Array(2 * n + 3);
    cases.push([
      'neighborAllgatherv',
      'neighborAllgatherv',
      [ga, gr, [n, n], [2, n + 3]],
      {
        fill: (t) => {
          gr.fill(-777);
          ga.set(range(n).map((i) => inp(t, me, i)));
        },
        check: (t, l) => {
          const exp = new Array(gr.length).fill(-777);
          sources.forEach((q, e) => {
            for (let i = 0; i < n; i++) exp[[2, n + 3][e] + i] = inp(t, q, i);
          });
          cmp(errs, l, gr, exp);
        },
      },
    ]);
  }
  for (const [base, name, args, c] of cases)
    for (const mode of modes) exercise(errs, `cart ${name} n=${n} ${mode}`, cart, mode, base, { args, ...c });
  cart.free();
}

/** The JavaScript-value collectives (they run the typed ones underneath). */
function valueCases(errs, comm) {
  const me = comm.rank;
  const p = comm.size;
  const root = p - 1;
  const check = (label, got, exp) => {
    if (JSON.stringify(got) !== JSON.stringify(exp))
      errs.push(`${label}: ${JSON.stringify(got)}, expected ${JSON.stringify(exp)}`);
  };
  check('bcastValue', comm.bcastValue(me === root ? { from: root, xs: [1, 'a'] } : null, root), {
    from: root,
    xs: [1, 'a'],
  });
  check(
    'allgatherValue',
    comm.allgatherValue(`r${me}`),
    range(p).map((q) => `r${q}`),
  );
  check('allreduceValue', comm.allreduceValue(me + 1, 'sum'), (p * (p + 1)) / 2);
}

/** Nonblocking collectives advance while the rank blocks in something else (MPI's progress
 *  rule): several in flight, then a blocking exchange with a neighbour, then the waits. */
function progressCase(errs, comm) {
  const me = comm.rank;
  const p = comm.size;
  const n = 300;
  const s = Float64Array.from(range(n), (i) => inp(2, me, i));
  const r = new Float64Array(n);
  const g = new Float64Array(p * n);
  const d = comm.dup();
  const reqs = [comm.iallreduce(s, r, 'sum'), d.iallgather(s, g), comm.ibarrier()];
  const got = new Float64Array(1);
  comm.sendrecv(Float64Array.of(me), (me + 1) % p, got, (me - 1 + p) % p);
  if (got[0] !== (me - 1 + p) % p) errs.push(`sendrecv amid nonblocking collectives: got ${got[0]}`);
  for (const q of [reqs[2], reqs[0], reqs[1]]) q.wait();
  const sum = new Float64Array(n);
  const all = new Float64Array(p * n);
  for (const q of range(p))
    for (let i = 0; i < n; i++) {
      sum[i] += inp(2, q, i);
      all[q * n + i] = inp(2, q, i);
    }
  cmp(errs, 'iallreduce amid a blocking exchange', r, sum);
  cmp(errs, 'iallgather on a dup amid a blocking exchange', g, all);
  d.free();
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
  // a user op on items of two elements (a 2x2 upper-triangular product, not commutative: [a, b]
  // stands for [[a, b], [0, 1]]) over a contiguous type: the op sees whole items
  const pair = Datatype.contiguous(2, Datatype.FLOAT64).commit();
  const affine = Op.create(
    (inout, input) => {
      if (inout.length % 2 !== 0) throw new Error(`the op got ${inout.length} elements: not whole items`);
      for (let i = 0; i < inout.length; i += 2) {
        const [a, b] = [input[i], input[i + 1]];
        const [c, d] = [inout[i], inout[i + 1]];
        inout[i] = a * c;
        inout[i + 1] = a * d + b;
      }
    },
    { commutative: false },
  );
  const m = 3;
  const item = (q, j) => [1 + ((q + j) % 2), ((q * 3 + j) % 5) - 2];
  const xs = Float64Array.from(range(m).flatMap((j) => item(me, j)));
  const ys = new Float64Array(2 * m);
  comm.allreduce(xs, ys, affine, { datatype: pair, count: m });
  const ye = range(m).flatMap((j) =>
    range(p)
      .map((q) => item(q, j))
      .reduce(([a, b], [c, d]) => [a * c, a * d + b]),
  );
  cmp(errs, `${label} allreduce user op on contiguous items`, ys, ye);
  const ge = new Array(g.length).fill(-1);
  for (const q of range(p)) for (let j = 0; j < k; j++) ge[ext * q + 2 * j] = inp(0, q, j);
  cmp(errs, `${label} allgather vector recv type`, g, ge);
}

export default async function main(world, [what, ...rest]) {
  const errs = [];
  const modes = ['block', 'nb', 'init'];
  if (what === 'all' || what === 'all-blocking') {
    // every mode on the last count, blocking calls on the others (the forms share one path)
    const counts = rest.map(Number);
    const m = (n) => (what === 'all' && n === counts[counts.length - 1] ? modes : ['block']);
    for (const n of counts) runCases(errs, world, 'world', n, m(n), {});
    derived(errs, world, 'world');
    valueCases(errs, world);
    progressCase(errs, world);
    for (const n of counts) neighborCases(errs, world, n, m(n));
  } else if (what === 'errors') {
    // an algorithm of the shared-memory path, and one of no collective
    for (const algorithm of ['shm-flat', 'no-such']) {
      try {
        world.allreduce(new Float64Array(4), new Float64Array(4), 'sum', { algorithm });
        errs.push(`allreduce with algorithm ${algorithm} did not throw`);
      } catch (e) {
        if (e.code !== 'ERR_ARG' || !e.message.includes(algorithm) || !e.message.includes('recursive-doubling'))
          errs.push(`allreduce with algorithm ${algorithm}: ${e.code} ${e.message}`);
      }
    }
  } else if (what === 'fail') {
    // the last rank fails: every rank's collective fails (each then fails too), none hangs
    world.barrier();
    if (world.rank === world.size - 1) throw new Error('boom');
    if (rest[0] === 'nb') world.ibcast(new Float64Array(4), world.size - 1).wait();
    else world.allreduce(new Float64Array(4), new Float64Array(4), 'sum');
    errs.push('the collective completed without the failed rank');
  } else if (what === 'derived') {
    for (let i = 0; i < Number(rest[0] ?? 1); i++) derived(errs, world, 'world');
  } else if (what === 'big') {
    runCases(errs, world, 'world', Number(rest[0]), ['block'], { only: 'big', algs: true });
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
    // its collectives ran in shared memory: its collective state is the in-process one (scratch
    // slots), not the state between processes (a process layout)
    if (inside.size > 1 && !(inside.coll && 'slots' in inside.coll && !('layout' in inside.coll)))
      errs.push('a communicator inside one process has no shared-memory state');
    for (const c of [d, x, y, inside]) c.free();
  } else throw new Error(`unknown scenario ${what}`);
  return errs;
}
