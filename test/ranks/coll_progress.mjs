// The MPI progress rule for nonblocking and persistent collectives: a started collective completes
// while its rank is blocked in point-to-point, spins on test(), or blocks in a collective on another
// communicator; collectives on several communicators started in different orders on different ranks
// complete. Every result is checked against a plain JS reference. Mismatches are collected and
// returned; a hang shows up as ERR_DEADLOCK (or the launch timeout).
import { Status, waitAll, waitAny, testAll, startAll } from 'wasmpi';
import { algorithmsOf } from '../algorithms.mjs';
import { cmp, f, sumTo, vec, sleep as nap } from './_shared.mjs';

// ── one nonblocking collective of each kind: start() returns a Request, check() the results ──

/** The collectives x every algorithm of the table (assembly/coll/algorithms.json; a forced algorithm
 *  that cannot run a call falls back to the cost model's choice). The v-variants run their one. */
const COLLS = {
  allreduce: algorithmsOf('allreduce'),
  bcast: algorithmsOf('bcast'),
  reduce: algorithmsOf('reduce'),
  allgather: algorithmsOf('allgather'),
  alltoall: algorithmsOf('alltoall'),
  gather: algorithmsOf('gather'),
  scatter: algorithmsOf('scatter'),
  reduceScatterBlock: algorithmsOf('reduce_scatter'),
  scan: algorithmsOf('scan'),
  exscan: algorithmsOf('exscan'),
  barrier: algorithmsOf('barrier'),
  gatherv: [undefined],
  scatterv: [undefined],
  allgatherv: [undefined],
  alltoallv: [undefined],
  reduceScatter: [undefined],
};

/** A nonblocking (form 'nb') or persistent (form 'init') call of coll; n elements per block, round t
 *  (persistent requests: set(t) refills the inputs before each start). */
function collCase(comm, coll, alg, root, n, kind, form = 'nb') {
  const { rank: me, size: p } = comm;
  const A = (len) => (kind === 'alloc' ? comm.alloc(Float64Array, len) : new Float64Array(len));
  const o = alg === undefined ? undefined : { algorithm: alg };
  const nm = form === 'nb' ? `i${coll}` : `${coll}Init`;
  const call = (...args) => (o ? comm[nm](...args, o) : comm[nm](...args));
  const cnt = (r) => (r * 3 + n) % 5; // v-collectives: irregular, zeros included
  const c = Array.from({ length: p }, (_, r) => cnt(r));
  const tot = c.reduce((a, b) => a + b, 0);
  const off = (r) => sumTo(r, cnt);
  let s, r, begin, exp;
  let fillFor = null;
  const isRoot = me === root;
  switch (coll) {
    case 'allreduce':
    case 'scan':
    case 'exscan':
      s = A(n);
      r = A(n);
      begin = () => call(s, r, 'sum');
      exp = (t) =>
        coll === 'exscan' && me === 0
          ? null
          : vec(n, (i) => sumTo(coll === 'allreduce' ? p : coll === 'scan' ? me + 1 : me, (q) => f(q, i, t)));
      break;
    case 'bcast':
      r = A(n);
      begin = () => call(r, root);
      exp = (t) => vec(n, (i) => f(root, i, t));
      break;
    case 'reduce':
      s = A(n);
      r = isRoot ? A(n) : null;
      begin = () => call(s, r, 'sum', root);
      exp = (t) => (isRoot ? vec(n, (i) => sumTo(p, (q) => f(q, i, t))) : null);
      break;
    case 'allgather':
      s = A(n);
      r = A(p * n);
      begin = () => call(s, r);
      exp = (t) => vec(p * n, (j) => f(Math.floor(j / n), j % n, t));
      break;
    case 'alltoall':
      s = A(p * n);
      r = A(p * n);
      begin = () => call(s, r);
      exp = (t) => vec(p * n, (j) => f(Math.floor(j / n), me * n + (j % n), t));
      break;
    case 'gather':
      s = A(n);
      r = isRoot ? A(p * n) : null;
      begin = () => call(s, r, root);
      exp = (t) => (isRoot ? vec(p * n, (j) => f(Math.floor(j / n), j % n, t)) : null);
      break;
    case 'scatter':
      s = isRoot ? A(p * n) : null;
      r = A(n);
      begin = () => call(s, r, root);
      exp = (t) => vec(n, (i) => f(root, me * n + i, t));
      break;
    case 'reduceScatterBlock':
      s = A(p * n);
      r = A(n);
      begin = () => call(s, r, 'sum');
      exp = (t) => vec(n, (i) => sumTo(p, (q) => f(q, me * n + i, t)));
      break;
    case 'barrier':
      begin = () =>
        o ? comm[form === 'nb' ? 'ibarrier' : 'barrierInit'](o) : comm[form === 'nb' ? 'ibarrier' : 'barrierInit']();
      exp = () => null;
      break;
    case 'gatherv':
      s = A(c[me]);
      r = isRoot ? A(tot) : null;
      begin = () => call(s, r, c, null, root);
      exp = (t) =>
        isRoot
          ? vec(tot, (j) => {
              let q = 0;
              while (j >= off(q) + c[q]) q++;
              return f(q, j - off(q), t);
            })
          : null;
      break;
    case 'scatterv':
      s = isRoot ? A(tot) : null;
      r = A(c[me]);
      begin = () => call(s, isRoot ? c : null, null, r, root);
      exp = (t) => vec(c[me], (i) => f(root, off(me) + i, t));
      break;
    case 'allgatherv':
      s = A(c[me]);
      r = A(tot);
      begin = () => call(s, r, c, null);
      exp = (t) =>
        vec(tot, (j) => {
          let q = 0;
          while (j >= off(q) + c[q]) q++;
          return f(q, j - off(q), t);
        });
      break;
    case 'alltoallv': {
      // rank i sends cnt(i + j) elements to j: element k of that block is f(i, 100 * j + k)
      const sc = Array.from({ length: p }, (_, j) => cnt(me + j));
      const rc = Array.from({ length: p }, (_, q) => cnt(q + me));
      s = A(sc.reduce((a, b) => a + b, 0));
      r = A(rc.reduce((a, b) => a + b, 0));
      begin = () => call(s, sc, null, r, rc, null);
      const sd = (q, j) => sumTo(j, (x) => cnt(q + x));
      fillFor = (t) => {
        for (let j = 0; j < p; j++) for (let k = 0; k < sc[j]; k++) s[sd(me, j) + k] = f(me, 100 * j + k, t);
      };
      exp = (t) => {
        const e = new Float64Array(r.length);
        let pos = 0;
        for (let q = 0; q < p; q++) for (let k = 0; k < rc[q]; k++) e[pos++] = f(q, 100 * me + k, t);
        return e;
      };
      break;
    }
    case 'reduceScatter':
      s = A(tot);
      r = A(c[me]);
      begin = () => call(s, r, c, 'sum');
      exp = (t) => vec(c[me], (i) => sumTo(p, (q) => f(q, off(me) + i, t)));
      break;
    default:
      throw new Error(coll);
  }
  // Inputs of round t: the element at position x of rank q's send buffer is f(q, x, t); for bcast
  // the root's buffer.
  const set = (t) => {
    if (fillFor) fillFor(t);
    else if (s) for (let x = 0; x < s.length; x++) s[x] = f(me, x, t);
    if (coll === 'bcast') for (let x = 0; x < n; x++) r[x] = isRoot ? f(root, x, t) : -99;
    else if (r) r.fill(-99);
  };
  return {
    /** Makes the call: a started Request (nb) or a persistent one (init). */
    begin,
    set,
    check(errs, label, t) {
      const e = exp(t);
      if (e) cmp(errs, label, r, e);
    },
  };
}

// ── 1. a rank blocked in point-to-point while its nonblocking collective must progress ──

/** Rank 0 starts the collective, then blocks in point-to-point with rank 1 (recv, ssend, probe then
 *  recv, or sendrecv); rank 1 first waits for its own collective, which needs rank 0's part, and only
 *  then does the matching point-to-point; the other ranks wait on theirs at once. */
function blockedP2p(comm, sizes) {
  const { rank: me, size: p } = comm;
  const errs = [];
  let cases = 0;
  const HOW = ['recv', 'ssend', 'probe', 'sendrecv'];
  let k = 0;
  for (const [coll, algs] of Object.entries(COLLS)) {
    for (const alg of algs) {
      for (const n of coll === 'barrier' ? [0] : sizes) {
        const h = HOW[k % HOW.length];
        const root = k % 2;
        const kind = k % 3 === 0 ? 'alloc' : 'plain';
        const tag = 10 + k;
        const label = `${coll} alg=${alg} n=${n} root=${root} ${kind}, rank 0 blocked in ${h} (rank ${me} of ${p})`;
        const cs = collCase(comm, coll, alg, root, n, kind, 'nb');
        cs.set(k);
        const req = cs.begin();
        const payload = vec(4, (i) => 1000 * k + i);
        const got = new Float64Array(4);
        if (me === 0) {
          if (h === 'recv') comm.recv(got, 1, tag);
          else if (h === 'ssend') comm.ssend(payload, 1, tag);
          else if (h === 'probe') {
            const st = comm.probe(1, tag);
            if (st.count !== 4) errs.push(`${label}: probe count ${st.count}`);
            comm.recv(got, 1, tag);
          } else comm.sendrecv(payload, 1, got, 1, { sendtag: tag, recvtag: tag });
          if (req.test() === undefined) req.wait(); // either form completes it
        } else {
          req.wait();
          if (me === 1) {
            if (h === 'recv' || h === 'probe') comm.send(payload, 0, tag);
            else if (h === 'ssend') comm.recv(got, 0, tag);
            else comm.sendrecv(payload, 0, got, 0, { sendtag: tag, recvtag: tag });
          }
        }
        if ((me === 0 && h !== 'ssend') || (me === 1 && (h === 'ssend' || h === 'sendrecv')))
          cmp(errs, `${label}: p2p data`, got, payload);
        cs.check(errs, label, k);
        k++;
        cases++;
      }
    }
  }
  return { cases, errs };
}

// ── 2. spinning on test() ──

/** The last rank starts each ibarrier only after a message from every other rank, sent after that
 *  rank's ibarrier call and first test(): that test() must say "not complete"; then every rank spins
 *  on test() alone (nobody waits) until it completes. Then multi-step collectives and a testAll over
 *  three communicators, progressed by test() alone. */
function spinTest(comm) {
  const { rank: me, size: p } = comm;
  const errs = [];
  let cases = 0;
  const late = p - 1;
  const spin = (label, done) => {
    const t0 = Date.now();
    let spins = 0;
    while (!done()) {
      spins++;
      if (Date.now() - t0 > 20_000) {
        errs.push(`${label}: not complete after ${spins} test() calls in 20 s`);
        return false;
      }
    }
    return true;
  };
  comm.barrier(); // (the communicator has run a collective before: see coldIbarrier for a fresh one)
  for (const alg of COLLS.barrier) {
    for (let round = 0; round < 2; round++) {
      const label = `ibarrier alg=${alg} round ${round} (rank ${me} of ${p})`;
      let req;
      if (me === late) {
        // start only after every other rank has started and tested (each tells us so)
        for (let q = 0; q < p - 1; q++) comm.recv(new Int32Array(1), q, 77);
        req = comm.ibarrier({ algorithm: alg });
      } else {
        req = comm.ibarrier({ algorithm: alg });
        const first = req.test();
        if (first !== undefined)
          errs.push(`${label}: test() returned ${first} before rank ${late} had started the barrier`);
        comm.send(Int32Array.of(me), late, 77);
      }
      let st;
      if (spin(label, () => (st = req.test()) !== undefined)) {
        if (!(st instanceof Status)) errs.push(`${label}: test() on completion returned ${st}, expected a Status`);
        if (req.test() === undefined) errs.push(`${label}: test() again after completion returned undefined`);
      }
      cases++;
    }
  }
  // Multi-step collectives progressed only by test(): every rank spins, none waits.
  let t = 0;
  for (const [coll, alg] of [
    ['allreduce', 'ring'],
    ['allreduce', 'rabenseifner'],
    ['bcast', 'binomial'],
    ['allgather', 'bruck'],
    ['alltoall', 'pairwise'],
    ['reduceScatterBlock', 'ring'],
    ['scan', 'recursive-doubling'],
    ['alltoallv', undefined],
  ]) {
    const label = `i${coll} alg=${alg} progressed by test() alone (rank ${me} of ${p})`;
    const cs = collCase(comm, coll, alg, p - 1, 1000, t % 2 ? 'alloc' : 'plain');
    cs.set(t);
    if (me === late) nap(10);
    const req = cs.begin();
    if (spin(label, () => req.test() !== undefined)) cs.check(errs, label, t);
    t++;
    cases++;
  }
  // testAll over collectives on three communicators.
  const d1 = comm.dup();
  const d2 = comm.split(me % 2, p - me);
  const a = collCase(comm, 'allreduce', 'ring', 0, 500, 'plain');
  const b = collCase(d1, 'allgather', 'ring', 0, 300, 'alloc');
  const c = collCase(d2, 'allreduce', 'recursive-doubling', 0, 700, 'plain');
  a.set(1);
  b.set(2);
  c.set(3);
  const reqs = [a.begin(), b.begin(), c.begin()];
  let sts;
  if (spin(`testAll on three communicators (rank ${me} of ${p})`, () => (sts = testAll(reqs)) !== undefined)) {
    if (!Array.isArray(sts) || sts.length !== 3 || !sts.every((x) => x instanceof Status))
      errs.push(`testAll (rank ${me} of ${p}): returned ${sts}, expected 3 Status objects`);
    a.check(errs, `testAll world allreduce (rank ${me} of ${p})`, 1);
    b.check(errs, `testAll dup allgather (rank ${me} of ${p})`, 2);
    c.check(errs, `testAll split allreduce (rank ${me} of ${p})`, 3);
  }
  cases++;
  return { cases, errs };
}

// ── 3. several communicators, started in different orders on different ranks ──

function twoComms(comm, parts = ['a', 'b', 'c']) {
  const { rank: me, size: p } = comm;
  const errs = [];
  let cases = 0;
  const A = comm.dup();
  const B = comm.split(me % 2, p - me); // reversed rank order inside each half
  const C = comm.dup();
  const L = (s) => `${s} (rank ${me} of ${p})`;
  // Each communicator has run a collective before (see coldComms for fresh ones).
  A.barrier();
  B.barrier();
  C.barrier();
  // a) iallreduce on A and B (and an iallgather on C), started in an order that depends on the rank,
  //    completed in yet another order.
  for (let round = 0; round < 3 && parts.includes('a'); round++) {
    const cs = {
      A: collCase(A, 'allreduce', 'ring', 0, 200, 'plain'),
      B: collCase(B, 'allreduce', 'shm-slice', 0, 300, 'alloc'),
      C: collCase(C, 'allgather', 'bruck', 0, 50, 'plain'),
    };
    const order = [
      ['A', 'B', 'C'],
      ['C', 'B', 'A'],
      ['B', 'C', 'A'],
    ][(me + round) % 3];
    const reqs = {};
    for (const name of order) cs[name].set(round * 3 + name.charCodeAt(0));
    for (const name of order) reqs[name] = cs[name].begin();
    const waitOrder = [...order].reverse();
    if (round === 0) for (const name of waitOrder) reqs[name].wait();
    else if (round === 1) waitAll(waitOrder.map((nm) => reqs[nm]));
    else {
      const list = waitOrder.map((nm) => reqs[nm]);
      let left = list.length;
      while (left-- > 0) waitAny(list);
    }
    for (const name of order)
      cs[name].check(errs, L(`round ${round}: ${name} started ${order.join(',')}`), round * 3 + name.charCodeAt(0));
    cases++;
  }
  // b) Blocked in a collective on one communicator while the nonblocking one on another must progress:
  //    the even ranks start on A, then block in an allreduce on C; the odd ranks finish A first and
  //    only then join C (so C cannot complete unless the even ranks progress A meanwhile).
  for (const alg of parts.includes('b') ? ['ring', 'shm-slice', 'recursive-doubling'] : []) {
    const a = collCase(A, 'allreduce', alg, 0, 2000, 'plain');
    a.set(5);
    const rq = a.begin();
    const cin = vec(10, (i) => f(me, i, 6));
    const cout = new Float64Array(10);
    if (me % 2 === 0) {
      C.allreduce(cin, cout, 'sum', { algorithm: 'ring' });
      rq.wait();
    } else {
      rq.wait();
      C.allreduce(cin, cout, 'sum', { algorithm: 'ring' });
    }
    a.check(errs, L(`A iallreduce ${alg} across a blocking allreduce on C`), 5);
    cmp(
      errs,
      L('C allreduce'),
      cout,
      vec(10, (i) => sumTo(p, (q) => f(q, i, 6))),
    );
    cases++;
  }
  // c) Same again, the blocking one a barrier on the split communicator B and then a bcast on C.
  if (parts.includes('c')) {
    const a = collCase(A, 'bcast', 'binomial', p - 1, 3000, 'alloc');
    a.set(7);
    const rq = a.begin();
    const bb = new Float64Array(3);
    if (me === 0) bb.set([7, 8, 9]);
    if (me % 2 === 1) {
      rq.wait();
      B.barrier();
      C.bcast(bb, 0);
    } else {
      B.barrier();
      C.bcast(bb, 0);
      rq.wait();
    }
    a.check(errs, L('A ibcast binomial across a barrier on B and a bcast on C'), 7);
    cmp(errs, L('C bcast'), bb, Float64Array.of(7, 8, 9));
    cases++;
  }
  A.free();
  B.free();
  C.free();
  return { cases, errs };
}

/** Regression: the first collective call on a fresh communicator is an ibarrier; the
 *  last rank calls it only after a message that every other rank sends after its ibarrier call. */
function coldIbarrier(comm) {
  const { rank: me, size: p } = comm;
  const errs = [];
  const D = comm.dup();
  let req;
  if (me === p - 1) {
    for (let q = 0; q < p - 1; q++) comm.recv(new Int32Array(1), q, 78);
    req = D.ibarrier();
  } else {
    req = D.ibarrier(); // must return at once (a nonblocking call)
    if (req.test() !== undefined) errs.push(`rank ${me}: ibarrier complete before rank ${p - 1} started it`);
    comm.send(Int32Array.of(me), p - 1, 78);
  }
  req.wait();
  return { cases: 1, errs };
}

/** Regression: the first collective calls on fresh communicators, nonblocking,
 *  started in an order that depends on the rank. */
function coldComms(comm) {
  const { rank: me, size: p } = comm;
  const errs = [];
  const A = comm.dup();
  const B = comm.split(me % 2, p - me);
  const C = comm.dup();
  const cs = {
    A: collCase(A, 'allreduce', 'shm-flat', 0, 20, 'plain'),
    B: collCase(B, 'allreduce', 'ring', 0, 30, 'plain'),
    C: collCase(C, 'allgather', 'shm-flat', 0, 5, 'plain'),
  };
  const order = [
    ['A', 'B', 'C'],
    ['C', 'B', 'A'],
    ['B', 'C', 'A'],
  ][me % 3];
  for (const name of order) cs[name].set(name.charCodeAt(0));
  const reqs = order.map((name) => cs[name].begin());
  waitAll(reqs);
  for (const name of order)
    cs[name].check(errs, `fresh ${name} started ${order.join(',')} (rank ${me} of ${p})`, name.charCodeAt(0));
  return { cases: 1, errs };
}

/** Regression: rank 0 finishes its part (a bcast on {0, 1}) and returns while rank 1
 *  still waits, in one waitAll, for that bcast and for a barrier on {1, 2} that rank 2 joins late. */
function earlyReturn(comm, how) {
  const { rank: me } = comm;
  const errs = [];
  const X = comm.split(me <= 1 ? 0 : 1, me); // {0, 1}
  const Z = comm.split(me === 1 || me === 2 ? 0 : 1, me); // {1, 2}
  X.barrier();
  Z.barrier();
  comm.barrier();
  const b = new Float64Array(4);
  if (me === 0) {
    nap(50);
    b.fill(7);
    X.bcast(b, 0);
  } else if (me === 2) {
    nap(300);
    Z.barrier();
  } else if (me === 1) {
    const reqs = [X.ibcast(b, 0), Z.ibarrier()];
    if (how === 'waitAll') waitAll(reqs);
    else {
      waitAny(reqs);
      waitAny(reqs);
    }
    cmp(errs, 'rank 1 ibcast from rank 0', b, new Float64Array(4).fill(7));
  }
  return { cases: 1, errs };
}

// ── 4. persistent collectives interleaved with point-to-point ──

function persistentP2p(comm) {
  const { rank: me, size: p } = comm;
  const errs = [];
  let cases = 0;
  const D = comm.dup();
  const L = (s) => `${s} (rank ${me} of ${p})`;
  const ar = collCase(comm, 'allreduce', 'ring', 0, 1500, 'plain', 'init');
  const bc = collCase(D, 'bcast', 'scatter-allgather', p - 1, 2500, 'alloc', 'init');
  const ag = collCase(comm, 'allgatherv', undefined, 0, 7, 'plain', 'init');
  const reqs = [ar.begin(), bc.begin(), ag.begin()];
  const right = (me + 1) % p;
  const left = (me + p - 1) % p;
  for (let t = 0; t < 3; t++) {
    // a) start both, a ring exchange (blocking sendrecv), then wait
    ar.set(t);
    bc.set(t + 10);
    if (me % 2) {
      reqs[1].start();
      reqs[0].start();
    } else {
      reqs[0].start();
      reqs[1].start();
    }
    const out = vec(8, (i) => me * 100 + i + t);
    const inn = new Float64Array(8);
    comm.sendrecv(out, right, inn, left, { sendtag: 3, recvtag: 3 });
    cmp(
      errs,
      L(`round ${t}: ring sendrecv between starts and waits`),
      inn,
      vec(8, (i) => left * 100 + i + t),
    );
    if (t === 1) waitAll([reqs[1], reqs[0]]);
    else {
      reqs[1].wait();
      reqs[0].wait();
    }
    ar.check(errs, L(`round ${t}: allreduceInit ring`), t);
    bc.check(errs, L(`round ${t}: bcastInit scatter-allgather`), t + 10);
    // b) rank 0 starts and blocks in a receive from rank 1, which waits for its collective first
    ag.set(t + 20);
    reqs[2].start();
    if (p > 1 && me === 0) {
      const got = new Float64Array(2);
      comm.recv(got, 1, 4);
      cmp(errs, L(`round ${t}: recv while allgathervInit is active`), got, Float64Array.of(t, 1));
      reqs[2].wait();
    } else {
      reqs[2].wait();
      if (p > 1 && me === 1) comm.send(Float64Array.of(t, 1), 0, 4);
    }
    ag.check(errs, L(`round ${t}: allgathervInit`), t + 20);
    // c) startAll, and rank p-1 blocked in ssend to rank 0 that receives only after its wait
    ar.set(t + 30);
    bc.set(t + 40);
    startAll([reqs[0], reqs[1]]);
    if (p > 1 && me === p - 1) {
      comm.ssend(Float64Array.of(t), 0, 5);
      waitAll(reqs.slice(0, 2));
    } else {
      waitAll(reqs.slice(0, 2));
      if (p > 1 && me === 0) {
        const got = new Float64Array(1);
        comm.recv(got, p - 1, 5);
        cmp(errs, L(`round ${t}: ssend across startAll`), got, Float64Array.of(t));
      }
    }
    ar.check(errs, L(`round ${t}: startAll allreduceInit`), t + 30);
    bc.check(errs, L(`round ${t}: startAll bcastInit`), t + 40);
    cases++;
  }
  for (const r of reqs) r.free();
  D.free();
  comm.barrier(); // no rank returns while another still waits on it (see earlyReturn)
  return { cases, errs };
}

/** Ends with a barrier: no rank returns while another still waits on it (see earlyReturn). */
const settled = (world, res) => {
  world.barrier();
  return res;
};

export default async function main(world, [what, ...rest]) {
  if (what === 'blocked-p2p') return settled(world, blockedP2p(world, rest.length ? rest.map(Number) : [3, 5000]));
  if (what === 'spin-test') return settled(world, spinTest(world));
  if (what === 'two-comms') return settled(world, twoComms(world, rest.length ? rest : undefined));
  if (what === 'persistent-p2p') return persistentP2p(world);
  if (what === 'cold-comms') return coldComms(world);
  if (what === 'cold-ibarrier') return coldIbarrier(world);
  if (what === 'early-return') return earlyReturn(world, rest[0]);
  throw new Error(`unknown scenario ${what}`);
}
