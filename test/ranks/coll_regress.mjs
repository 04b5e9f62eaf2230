// Regressions in the collectives: operand order of the built-in float min/max for every algorithm,
// persistent collectives reading their buffers at every start(), shared-heap leaks (user-op plans,
// persistent plans, communicator state), and Op objects in the value tier. Mismatches are
// collected (not thrown) so that one bug does not hide the others; every rank returns its list.
import { readFileSync } from 'node:fs';
import { IN_PLACE, Op } from 'wasmpi';
import { algorithmsOf } from '../algorithms.mjs';
import { codeOf, sumTo } from './_shared.mjs';

// ─────────────────────────── persistent: buffers read at every start ───────────────────────────

const val = (q, i, t) => q * 100 + i * 3 + t * 1000 + 1;

function persistent(world) {
  const { rank: me, size: p } = world;
  const errs = [];
  let cases = 0;
  const n = 5;
  const add = Op.create((inout, input) => {
    for (let i = 0; i < inout.length; i++) inout[i] += input[i];
  });
  for (const kind of ['plain', 'alloc']) {
    const A = (len) => (kind === 'alloc' ? world.alloc(Float64Array, len) : new Float64Array(len));
    const L = (what, t) => `${kind} ${what} start ${t} (rank ${me} of ${p})`;
    const check = (what, t, got, len, expect) => {
      for (let i = 0; i < len; i++) {
        if (got[i] !== expect(i)) {
          errs.push(`${L(what, t)}: [${i}] = ${got[i]}, expected ${expect(i)}`);
          return;
        }
      }
    };
    const cnt = new Int32Array(p).fill(n);
    // name -> [buffer to refill before each start, fill(buffer, t), make the request, check(t)]
    const cases_ = [];
    for (const root of [...new Set([0, p - 1])]) {
      for (const alg of algorithmsOf('reduce')) {
        for (const theOp of ['sum', add]) {
          const b = A(n);
          const name = `reduceInit(IN_PLACE at the root) root ${root} ${alg} ${theOp === 'sum' ? 'sum' : 'user op'}`;
          cases_.push({
            name,
            fill: (t) => {
              for (let i = 0; i < n; i++) b[i] = val(me, i, t);
            },
            make: () =>
              me === root
                ? world.reduceInit(IN_PLACE, b, theOp, root, { algorithm: alg })
                : world.reduceInit(b, null, theOp, root, { algorithm: alg }),
            check: (t) => {
              if (me === root) check(name, t, b, n, (i) => sumTo(p, (q) => val(q, i, t)));
            },
          });
        }
      }
    }
    const ip = A(n);
    const fillIp = (t) => {
      for (let i = 0; i < n; i++) ip[i] = val(me, i, t);
    };
    for (const alg of algorithmsOf('allreduce')) {
      cases_.push({
        name: `allreduceInit(IN_PLACE) ${alg}`,
        fill: fillIp,
        make: () => world.allreduceInit(IN_PLACE, ip, 'sum', { algorithm: alg }),
        check: (t) => check(`allreduceInit(IN_PLACE) ${alg}`, t, ip, n, (i) => sumTo(p, (q) => val(q, i, t))),
      });
    }
    for (const alg of algorithmsOf('scan')) {
      cases_.push({
        name: `scanInit(IN_PLACE) ${alg}`,
        fill: fillIp,
        make: () => world.scanInit(IN_PLACE, ip, 'sum', { algorithm: alg }),
        check: (t) => check(`scanInit(IN_PLACE) ${alg}`, t, ip, n, (i) => sumTo(me + 1, (q) => val(q, i, t))),
      });
    }
    for (const alg of algorithmsOf('exscan')) {
      cases_.push({
        name: `exscanInit(IN_PLACE) ${alg}`,
        fill: fillIp,
        make: () => world.exscanInit(IN_PLACE, ip, 'sum', { algorithm: alg }),
        check: (t) =>
          check(`exscanInit(IN_PLACE) ${alg}`, t, ip, n, (i) =>
            me === 0 ? val(0, i, t) : sumTo(me, (q) => val(q, i, t)),
          ),
      });
    }
    const big = A(p * n);
    const fillBig = (t) => {
      for (let j = 0; j < p * n; j++) big[j] = val(me, j, t);
    };
    for (const alg of algorithmsOf('reduce_scatter')) {
      cases_.push({
        name: `reduceScatterBlockInit(IN_PLACE) ${alg}`,
        fill: fillBig,
        make: () => world.reduceScatterBlockInit(IN_PLACE, big, 'sum', { algorithm: alg }),
        check: (t) =>
          check(`reduceScatterBlockInit(IN_PLACE) ${alg}`, t, big, n, (i) => sumTo(p, (q) => val(q, me * n + i, t))),
      });
    }
    cases_.push({
      name: 'reduceScatterInit(IN_PLACE)',
      fill: fillBig,
      make: () => world.reduceScatterInit(IN_PLACE, big, cnt, 'sum'),
      check: (t) => check('reduceScatterInit(IN_PLACE)', t, big, n, (i) => sumTo(p, (q) => val(q, me * n + i, t))),
    });
    // blocks: rank q's block in IN_PLACE gathers sits at block q
    const fillOwn = (t) => {
      big.fill(-1);
      for (let i = 0; i < n; i++) big[me * n + i] = val(me, i, t);
    };
    const gathered = (t) => (j) => val(Math.floor(j / n), j % n, t);
    cases_.push({
      name: 'allgatherInit(IN_PLACE)',
      fill: fillOwn,
      make: () => world.allgatherInit(IN_PLACE, big),
      check: (t) => check('allgatherInit(IN_PLACE)', t, big, p * n, gathered(t)),
    });
    cases_.push({
      name: 'allgathervInit(IN_PLACE)',
      fill: fillOwn,
      make: () => world.allgathervInit(IN_PLACE, big, cnt),
      check: (t) => check('allgathervInit(IN_PLACE)', t, big, p * n, gathered(t)),
    });
    cases_.push({
      name: 'gatherInit(IN_PLACE at the root)',
      fill: fillOwn,
      make: () =>
        me === 0 ? world.gatherInit(IN_PLACE, big, 0) : world.gatherInit(big.subarray(me * n, me * n + n), null, 0),
      check: (t) => {
        if (me === 0) check('gatherInit(IN_PLACE at the root)', t, big, p * n, gathered(t));
      },
    });
    cases_.push({
      name: 'gathervInit(IN_PLACE at the root)',
      fill: fillOwn,
      make: () =>
        me === 0
          ? world.gathervInit(IN_PLACE, big, cnt, null, 0)
          : world.gathervInit(big.subarray(me * n, me * n + n), null, null, null, 0),
      check: (t) => {
        if (me === 0) check('gathervInit(IN_PLACE at the root)', t, big, p * n, gathered(t));
      },
    });
    // the root's blocks: block q for rank q
    const fillRoot = (t) => {
      for (let j = 0; j < p * n; j++) big[j] = me === 0 ? val(Math.floor(j / n), j % n, t) : -1;
    };
    const mine = A(n);
    cases_.push({
      name: 'scatterInit(IN_PLACE at the root)',
      fill: fillRoot,
      make: () => (me === 0 ? world.scatterInit(big, IN_PLACE, 0) : world.scatterInit(null, mine, 0)),
      check: (t) => check('scatterInit(IN_PLACE at the root)', t, me === 0 ? big : mine, n, (i) => val(me, i, t)),
    });
    cases_.push({
      name: 'scattervInit(IN_PLACE at the root)',
      fill: fillRoot,
      make: () =>
        me === 0 ? world.scattervInit(big, cnt, null, IN_PLACE, 0) : world.scattervInit(null, null, null, mine, 0),
      check: (t) => check('scattervInit(IN_PLACE at the root)', t, me === 0 ? big : mine, n, (i) => val(me, i, t)),
    });
    // alltoall in place: block b of rank q goes to rank b, where it lands at block q
    cases_.push({
      name: 'alltoallInit(IN_PLACE)',
      fill: fillBig,
      make: () => world.alltoallInit(IN_PLACE, big),
      check: (t) => check('alltoallInit(IN_PLACE)', t, big, p * n, (j) => val(Math.floor(j / n), me * n + (j % n), t)),
    });
    cases_.push({
      name: 'bcastInit',
      fill: (t) => {
        for (let i = 0; i < n; i++) ip[i] = me === p - 1 ? val(p - 1, i, t) : -1;
      },
      make: () => world.bcastInit(ip, p - 1),
      check: (t) => check('bcastInit', t, ip, n, (i) => val(p - 1, i, t)),
    });

    for (const c of cases_) {
      c.fill(0); // contents at init: never the ones the starts must use
      const req = c.make();
      for (let t = 1; t <= 3; t++) {
        c.fill(t);
        req.start();
        req.wait();
        c.check(t);
        cases++;
      }
      req.free();
    }
  }
  return { cases, errs };
}

// ─────────────────────────── shared-heap leaks ───────────────────────────

// Address of the heap's bump pointer, from the core's own exported layout constants (a fresh
// instance over a throw-away memory)
let heapTopAddr = 0;
function heapTopAt() {
  if (heapTopAddr === 0) {
    const module = new WebAssembly.Module(readFileSync(new URL('../../wasm/wasmpi.wasm', import.meta.url)));
    const x = new WebAssembly.Instance(module, {
      env: { memory: new WebAssembly.Memory({ initial: 2, maximum: 2, shared: true }) },
    }).exports;
    heapTopAddr = x.LAYOUT_BASE.value + x.G_HEAP_TOP.value;
  }
  return heapTopAddr;
}

/** The shared heap's bump pointer: it only grows, when no freed block of the size class fits. */
function heapTop(world) {
  const core = world.w.core;
  core.refresh();
  return Atomics.load(core.u32, heapTopAt() >> 2);
}

function leak(world, [what]) {
  const { rank: me, size: p } = world;
  const x = new Float64Array(4).fill(me + 1);
  const y = new Float64Array(4);
  const once = {
    // a persistent collective, freed: its schedule stayed in the heap before the fix
    persistent: () => {
      const req = world.allreduceInit(x, y, 'sum');
      req.start();
      req.wait();
      req.free();
    },
    // a communicator with collective state (slot, tables, scratch), freed
    dup: () => {
      const d = world.dup();
      d.allreduce(x, y, 'sum');
      d.free();
    },
  }[what];
  const rounds = { persistent: 2000, dup: 500 }[what];
  // warm up (every size class in use once), then measure across the loop
  for (let i = 0; i < 3; i++) once();
  world.barrier();
  const before = heapTop(world);
  world.barrier();
  for (let i = 0; i < rounds; i++) once();
  world.barrier();
  const after = heapTop(world);
  world.barrier();
  const sum = (p * (p + 1)) / 2;
  return { grew: after - before, rounds, ok: y.every((v) => v === sum) };
}

// ─────────────────────────── persistent request on a freed communicator ───────────────────────────

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
  world.barrier();
  return out;
}

// ─────────────────────────── value tier: Op objects ───────────────────────────

function values(world) {
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

/** Ends with a barrier: no rank returns while another may still wait on it in the last collective
 *  (a peer that has returned counts as failed; see earlyReturn in test/ranks/coll_progress.mjs). */
const settled = (world, res) => {
  world.barrier();
  return res;
};

export default async function main(world, [what, ...rest]) {
  if (what === 'persistent') return settled(world, persistent(world));
  if (what === 'leak') return settled(world, leak(world, rest));
  if (what === 'freed') return settled(world, freed(world));
  if (what === 'values') return settled(world, values(world));
  throw new Error(`unknown scenario ${what}`);
}
