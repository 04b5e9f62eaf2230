// Persistent collectives (*Init) started three times with new buffer contents, every in-place form
// read at each start, a persistent request of a freed communicator, and the shared heap across
// persistent requests. Every rank returns what it observed (each start's buffer, by label).
import { IN_PLACE, Op } from 'wasmpi';
import { algorithmsOf } from '../algorithms.mjs';
import { f, vec, seen, plain, blockAt, codeOf, runScenarios } from './_shared.mjs';
import { heapGrowth } from './_heap.mjs';

export const COUNTS = [5, 3000];

/** Every *Init started three times with new buffer contents, by label. */
function starts(world) {
  const { rank: me, size: p } = world;
  const got = {};
  for (const n of COUNTS) {
    for (const kind of ['plain', 'alloc']) {
      const A = (len) => (kind === 'alloc' ? world.alloc(Float64Array, len) : new Float64Array(len));
      const L = `${kind} n=${n}`;
      const sv = A(n),
        rv = A(n),
        sb = A(p * n),
        rb = A(p * n),
        ip = A(n),
        bc = A(n),
        rr = A(n);
      const root = p - 1;
      const reqs = {
        barrier: world.barrierInit(),
        bcast: world.bcastInit(bc, root),
        allreduce: world.allreduceInit(sv, rv, 'sum'),
        inplace: world.allreduceInit(IN_PLACE, ip, 'sum'),
        reduce: world.reduceInit(sv, me === root ? rr : null, 'sum', root),
      };
      const more = {
        allgather: () => world.allgatherInit(sv, rb),
        alltoall: () => world.alltoallInit(sb, rb),
        gather: () => world.gatherInit(sv, me === 0 ? rb : null, 0),
        scatter: () => world.scatterInit(me === 0 ? sb : null, rv, 0),
        reduceScatterBlock: () => world.reduceScatterBlockInit(sb, rv, 'sum'),
        scan: () => world.scanInit(sv, rv, 'sum'),
        exscan: () => world.exscanInit(sv, rv, 'sum'),
      };
      for (const [name, req] of Object.entries(reqs)) {
        for (let t = 0; t < 3; t++) {
          sv.set(vec(n, (i) => f(me, i, t)));
          ip.set(vec(n, (i) => f(me, i, t + 10)));
          bc.set(me === root ? vec(n, (i) => f(root, i, t)) : new Float64Array(n));
          req.start();
          req.wait();
          if (name === 'barrier') got[`${L} barrierInit start ${t}`] = 'completed';
          if (name === 'bcast') got[`${L} bcastInit start ${t}`] = seen(bc);
          if (name === 'allreduce') got[`${L} allreduceInit start ${t}`] = seen(rv);
          if (name === 'inplace') got[`${L} allreduceInit IN_PLACE start ${t}`] = seen(ip);
          if (name === 'reduce') got[`${L} reduceInit start ${t}`] = seen(rr);
        }
        req.free();
      }
      for (const [name, mk] of Object.entries(more)) {
        const req = mk();
        for (let t = 0; t < 3; t++) {
          sv.set(vec(n, (i) => f(me, i, t)));
          sb.set(vec(p * n, (j) => blockAt(me, Math.floor(j / n), j % n, t)));
          rv.fill(-1);
          req.start();
          req.wait();
          if (name === 'allgather') got[`${L} allgatherInit start ${t}`] = seen(rb);
          if (name === 'alltoall') got[`${L} alltoallInit start ${t}`] = seen(rb);
          if (name === 'gather') got[`${L} gatherInit start ${t}`] = seen(rb);
          if (name === 'scatter') got[`${L} scatterInit start ${t}`] = seen(rv);
          if (name === 'reduceScatterBlock') got[`${L} reduceScatterBlockInit start ${t}`] = seen(rv);
          if (name === 'scan') got[`${L} scanInit start ${t}`] = seen(rv);
          if (name === 'exscan') got[`${L} exscanInit start ${t}`] = seen(rv);
        }
        req.free();
      }
    }
  }
  return got;
}

// ── in place: buffers read at every start ──

/** Element i of rank q's input at start t of the in-place scenario. */
export const startVal = (q, i, t) => q * 100 + i * 3 + t * 1000 + 1;
/** The in-place scenario's count per rank. */
export const INPLACE_N = 5;

/** Regression: persistent collectives read their buffers once at init instead of at every start
 *  (reduceInit IN_PLACE at the root, and every other in-place form). Each case is filled at init
 *  with contents no start uses, then started three times with new contents; by label, what each
 *  start left in the buffer holding the rank's result (null where the rank has none). */
function inplace(world) {
  const { rank: me, size: p } = world;
  const got = {};
  const n = INPLACE_N;
  const val = startVal;
  const add = Op.create((inout, input) => {
    for (let i = 0; i < inout.length; i++) inout[i] += input[i];
  });
  for (const kind of ['plain', 'alloc']) {
    const A = (len) => (kind === 'alloc' ? world.alloc(Float64Array, len) : new Float64Array(len));
    const cnt = new Int32Array(p).fill(n);
    // each case: fill(t) the buffers before a start, make() the request, look() at the result
    const cases = [];
    for (const root of [...new Set([0, p - 1])]) {
      for (const alg of algorithmsOf('reduce')) {
        for (const theOp of ['sum', add]) {
          const b = A(n);
          cases.push({
            name: `reduceInit(IN_PLACE at the root) root ${root} ${alg} ${theOp === 'sum' ? 'sum' : 'user op'}`,
            fill: (t) => {
              for (let i = 0; i < n; i++) b[i] = val(me, i, t);
            },
            make: () =>
              me === root
                ? world.reduceInit(IN_PLACE, b, theOp, root, { algorithm: alg })
                : world.reduceInit(b, null, theOp, root, { algorithm: alg }),
            look: () => (me === root ? b : null),
          });
        }
      }
    }
    const ip = A(n);
    const fillIp = (t) => {
      for (let i = 0; i < n; i++) ip[i] = val(me, i, t);
    };
    for (const coll of ['allreduce', 'scan', 'exscan'])
      for (const alg of algorithmsOf(coll))
        cases.push({
          name: `${coll}Init(IN_PLACE) ${alg}`,
          fill: fillIp,
          make: () => world[`${coll}Init`](IN_PLACE, ip, 'sum', { algorithm: alg }),
          look: () => ip,
        });
    const big = A(p * n);
    const fillBig = (t) => {
      for (let j = 0; j < p * n; j++) big[j] = val(me, j, t);
    };
    const firstBlock = () => big.subarray(0, n);
    for (const alg of algorithmsOf('reduce_scatter'))
      cases.push({
        name: `reduceScatterBlockInit(IN_PLACE) ${alg}`,
        fill: fillBig,
        make: () => world.reduceScatterBlockInit(IN_PLACE, big, 'sum', { algorithm: alg }),
        look: firstBlock,
      });
    cases.push({
      name: 'reduceScatterInit(IN_PLACE)',
      fill: fillBig,
      make: () => world.reduceScatterInit(IN_PLACE, big, cnt, 'sum'),
      look: firstBlock,
    });
    // blocks: rank q's block in IN_PLACE gathers sits at block q
    const fillOwn = (t) => {
      big.fill(-1);
      for (let i = 0; i < n; i++) big[me * n + i] = val(me, i, t);
    };
    cases.push({
      name: 'allgatherInit(IN_PLACE)',
      fill: fillOwn,
      make: () => world.allgatherInit(IN_PLACE, big),
      look: () => big,
    });
    cases.push({
      name: 'allgathervInit(IN_PLACE)',
      fill: fillOwn,
      make: () => world.allgathervInit(IN_PLACE, big, cnt),
      look: () => big,
    });
    cases.push({
      name: 'gatherInit(IN_PLACE at the root)',
      fill: fillOwn,
      make: () =>
        me === 0 ? world.gatherInit(IN_PLACE, big, 0) : world.gatherInit(big.subarray(me * n, me * n + n), null, 0),
      look: () => (me === 0 ? big : null),
    });
    cases.push({
      name: 'gathervInit(IN_PLACE at the root)',
      fill: fillOwn,
      make: () =>
        me === 0
          ? world.gathervInit(IN_PLACE, big, cnt, null, 0)
          : world.gathervInit(big.subarray(me * n, me * n + n), null, null, null, 0),
      look: () => (me === 0 ? big : null),
    });
    // the root's blocks: block q for rank q
    const fillRoot = (t) => {
      for (let j = 0; j < p * n; j++) big[j] = me === 0 ? val(Math.floor(j / n), j % n, t) : -1;
    };
    const mine = A(n);
    const myBlock = () => (me === 0 ? firstBlock() : mine);
    cases.push({
      name: 'scatterInit(IN_PLACE at the root)',
      fill: fillRoot,
      make: () => (me === 0 ? world.scatterInit(big, IN_PLACE, 0) : world.scatterInit(null, mine, 0)),
      look: myBlock,
    });
    cases.push({
      name: 'scattervInit(IN_PLACE at the root)',
      fill: fillRoot,
      make: () =>
        me === 0 ? world.scattervInit(big, cnt, null, IN_PLACE, 0) : world.scattervInit(null, null, null, mine, 0),
      look: myBlock,
    });
    // alltoall in place: block b of rank q goes to rank b, where it lands at block q
    cases.push({
      name: 'alltoallInit(IN_PLACE)',
      fill: fillBig,
      make: () => world.alltoallInit(IN_PLACE, big),
      look: () => big,
    });
    cases.push({
      name: 'bcastInit',
      fill: (t) => {
        for (let i = 0; i < n; i++) ip[i] = me === p - 1 ? val(p - 1, i, t) : -1;
      },
      make: () => world.bcastInit(ip, p - 1),
      look: () => ip,
    });

    for (const c of cases) {
      c.fill(0); // contents at init: never the ones the starts must use
      const req = c.make();
      for (let t = 1; t <= 3; t++) {
        c.fill(t);
        req.start();
        req.wait();
        const b = c.look();
        got[`${kind} ${c.name} start ${t}`] = b && seen(b);
      }
      req.free();
    }
  }
  return got;
}

// ── a persistent request of a freed communicator ──

/** comm.free() completes the pending collectives; then a persistent request of the freed
 *  communicator raises at start(), and so does a call on it. */
function freed(world) {
  const d = world.dup();
  const x = new Float64Array(3).fill(world.rank + 1);
  const y = new Float64Array(3);
  const req = d.allreduceInit(x, y, 'sum');
  req.start();
  const pending = d.iallreduce(x, new Float64Array(3), 'sum'); // completes inside d.free()
  d.free();
  const out = { pendingDone: pending.test() !== undefined };
  req.wait();
  out.result = y[0];
  out.start = codeOf(() => req.start());
  req.free();
  req.free(); // a second free is harmless
  out.call = codeOf(() => d.allreduce(x, y, 'sum'));
  return out;
}

// ── the shared heap ──

/** Rounds of allreduceInit + start + wait + free whose shared-heap use must not grow. */
export const LEAK_ROUNDS = 2000;

/** Regression: a freed persistent collective's schedule stayed in the shared heap. Returns the
 *  heap's growth and the last result. */
function leak(world) {
  const x = new Float64Array(4).fill(world.rank + 1);
  const y = new Float64Array(4);
  const grew = heapGrowth(world, LEAK_ROUNDS, () => {
    const req = world.allreduceInit(x, y, 'sum');
    req.start();
    req.wait();
    req.free();
  });
  return { grew, result: plain(y) };
}

/** names: the scenarios to run, in order; returns their results by name. */
export default function main(world, names) {
  return runScenarios(world, { starts, inplace, freed, leak }, names);
}
