// Runs the plans of test/rma_ref.mjs: for each (flavor, mode, element type) named in the args,
// makes the window, runs every phase's operations in that mode, and returns what this rank
// observed (its window after each phase, each result buffer after the phase that filled it), by
// the labels of the model's expectations.
import { Datatype, Win, waitAll, MODE_NOCHECK, MODE_NOPRECEDE, MODE_NOSUCCEED } from 'wasmpi';
import { build } from '../dtype_ref.mjs';
import { ELEMS, RESULT_FILL, initValue, makePlan, seedOf, unbig } from '../rma_ref.mjs';
import { plain } from './_shared.mjs';

const ASSERTS = { 0: 0, NOCHECK: MODE_NOCHECK, NOPRECEDE: MODE_NOPRECEDE, NOSUCCEED: MODE_NOSUCCEED };

/** The window of a plan, this rank's initial values in it, and how to read it back. */
function makeWindow(world, plan) {
  const me = world.rank;
  const e = ELEMS[plan.elem];
  const { T } = e;
  const len = plan.sizes[me];
  const fillInit = (a) => {
    for (let i = 0; i < len; i++) a[i] = initValue(e, me, i);
  };
  const w = { win: null, view: null, mem: null, attached: null, addrs: null };
  switch (plan.flavor) {
    case 'allocate':
      w.win = Win.allocate(world, len * e.size, { dispUnit: plan.dispUnit });
      fillInit(w.win.local(T));
      w.view = () => w.win.local(T);
      break;
    case 'create-alloc': {
      const a = world.alloc(T, len);
      fillInit(a);
      w.win = Win.create(world, a);
      w.mem = a;
      w.view = () => a;
      break;
    }
    case 'create-staged': {
      const a = new T(len);
      fillInit(a);
      w.win = Win.create(world, a);
      w.view = () => a;
      break;
    }
    case 'shared':
      w.win = Win.allocateShared(world, len * e.size, { dispUnit: plan.dispUnit });
      fillInit(w.win.sharedQuery(me, T));
      w.view = () => w.win.local(T);
      break;
    case 'dynamic':
    case 'dynamic-staged': {
      w.win = Win.createDynamic(world);
      const a = plan.flavor === 'dynamic' ? world.alloc(T, len) : new T(len);
      fillInit(a);
      const at = w.win.attach(a);
      const addrs = new Float64Array(world.size);
      world.allgather(Float64Array.of(at), addrs);
      if (plan.flavor === 'dynamic') w.mem = a;
      w.attached = a;
      w.addrs = addrs;
      w.view = () => a;
      break;
    }
    default:
      throw new Error(plan.flavor);
  }
  world.barrier();
  return w;
}

/** Runs one operation of the plan; returns its request (r* calls not waited at once) or null. */
function exec(world, w, plan, op, live) {
  const e = ELEMS[plan.elem];
  const { T } = e;
  const { win } = w;
  const buffer = (len, fill) => {
    let a;
    if (op.mem === 'shared') {
      a = world.alloc(T, len);
      live.push(a);
    } else if (op.mem === 'sub') a = new T(len + 2).subarray(1, len + 1);
    else a = new T(len);
    if (fill !== undefined) a.fill(fill);
    return a;
  };
  const disp = w.addrs ? w.addrs[op.t] + op.targetDisp : op.targetDisp;
  let origin = null;
  if (op.origin) {
    origin = buffer(op.origin.len);
    op.origin.values.forEach((v, i) => (origin[i] = unbig(v)));
  }
  let result = null;
  if (op.result) {
    result = buffer(op.result.len, e.big ? BigInt(RESULT_FILL) : RESULT_FILL);
    op.out = result;
  }
  const type = (s) => build(Datatype, s.desc).commit();
  const side = op.origin ?? op.result;
  const opts = op.opts
    ? {
        count: side.count,
        datatype: type(side),
        targetCount: op.target.count,
        targetDatatype: type(op.target),
        ...(op.origin && op.result ? { resultCount: op.result.count, resultDatatype: type(op.result) } : {}),
      }
    : undefined;
  switch (op.kind) {
    case 'put':
      win.put(origin, op.t, disp, opts);
      return null;
    case 'get':
      win.get(result, op.t, disp, opts);
      return null;
    case 'acc':
      win.accumulate(origin, op.t, disp, op.op, opts);
      return null;
    case 'getacc':
      win.getAccumulate(origin, result, op.t, disp, op.op, opts);
      return null;
    case 'fop':
      win.fetchAndOp(origin, result, op.t, disp, op.op);
      return null;
    case 'cas':
      win.compareAndSwap(origin, T.from(op.compare.map(unbig)), result, op.t, disp);
      return null;
    case 'store':
      win.sharedQuery(op.t, T)[op.d] = origin[0];
      return null;
    case 'load':
      result[0] = win.sharedQuery(op.t, T)[op.d];
      return null;
    case 'rput':
      return waited(win.rput(origin, op.t, disp, opts), op);
    case 'rget':
      return waited(win.rget(result, op.t, disp, opts), op);
    case 'racc':
      return waited(win.raccumulate(origin, op.t, disp, op.op, opts), op);
    case 'rgetacc':
      return waited(win.rgetAccumulate(origin, result, op.t, disp, op.op, opts), op);
    default:
      throw new Error(op.kind);
  }
}

function waited(req, op) {
  if (!op.wait) return req;
  req.wait();
  return null;
}

/** Runs one phase of the plan in its mode; returns the result buffers it filled, by label. */
function phase(world, w, plan, p) {
  const ph = plan.phases[p];
  const me = world.rank;
  const { win } = w;
  const ops = ph.ops[me];
  const live = [];
  const reqs = [];
  const run = (op) => {
    switch (op.kind) {
      case 'lock':
        win.lock(op.t, ph.mode === 'lock' ? 'exclusive' : 'shared');
        return;
      case 'unlock':
        waitAll(reqs.splice(0));
        win.unlock(op.t);
        return;
      case 'flush':
      case 'flushLocal':
        win[op.kind](op.t);
        return;
      case 'flushAll':
      case 'flushLocalAll':
        win[op.kind]();
        return;
      default: {
        const req = exec(world, w, plan, op, live);
        if (req) reqs.push(req);
      }
    }
  };
  const snap = () => ({ [`p${p} window`]: plain(w.view()) });
  // the owner's direct stores, before the epoch; in passive target the owner publishes them
  // itself (its own lock, or sync), before the others start
  const view = w.view();
  for (const [i, v] of ph.local[me]) view[i] = unbig(v);
  if (ph.mode === 'lock' || ph.mode === 'lockshared') {
    win.lock(me, 'exclusive');
    win.unlock(me);
    world.barrier();
  } else if (ph.mode === 'lockall') {
    win.lockAll();
    win.sync();
    win.unlockAll();
    world.barrier();
  }
  let out;
  switch (ph.mode) {
    case 'fence':
      win.fence(ASSERTS[ph.asserts[0]]);
      ops.forEach(run);
      waitAll(reqs);
      win.fence(ASSERTS[ph.asserts[1]]);
      out = snap();
      break;
    case 'pscw': {
      const origins = ph.originsOf[me];
      const targets = ph.targetsOf[me];
      // MODE_NOCHECK (on the post and its matching starts, as MPI requires): every post
      // precedes every start, a barrier between
      if (origins.length) win.post(world.group.incl(origins), ASSERTS[ph.asserts[0]]);
      if (ph.asserts[0]) world.barrier();
      if (targets.length) win.start(world.group.incl(targets), ASSERTS[ph.asserts[0]]);
      ops.forEach(run);
      waitAll(reqs);
      if (targets.length) win.complete();
      if (origins.length) {
        if (p % 2) win.wait();
        else while (!win.test());
      }
      out = snap();
      break;
    }
    case 'lock':
    case 'lockshared':
      ops.forEach(run);
      world.barrier();
      // the owner's own lock and unlock bring a staged array up to date with its window
      win.lock(me, 'shared');
      win.unlock(me);
      out = snap();
      break;
    case 'lockall':
      win.lockAll();
      ops.forEach(run);
      waitAll(reqs);
      win.unlockAll();
      world.barrier();
      win.lockAll();
      win.sync();
      out = snap();
      win.unlockAll();
      break;
    default:
      throw new Error(ph.mode);
  }
  for (const op of ops) if (op.out) out[`p${p} #${op.j} ${op.kind}`] = plain(op.out);
  world.barrier();
  for (const a of live) world.freeMem(a);
  return out;
}

/** Runs the plan of one window; returns { attrs, ...labels }. */
function runPlan(world, plan) {
  const w = makeWindow(world, plan);
  const { win } = w;
  const out = { attrs: [win.flavor, win.size, win.dispUnit, win.comm === world, win.group.size, win.model] };
  if (plan.flavor === 'shared') {
    // every rank's segment, as this rank sees it: its length, and whether it follows the one
    // before it in memory (allocateShared is contiguous unless told otherwise)
    const T = ELEMS[plan.elem].T;
    const views = plan.sizes.map((_, r) => win.sharedQuery(r, T));
    out.segments = views.map((v, r) => [
      v.length,
      r === 0 || views[r - 1].byteOffset + views[r - 1].byteLength === v.byteOffset,
    ]);
  }
  for (let p = 0; p < plan.phases.length; p++) Object.assign(out, phase(world, w, plan, p));
  if (w.attached) w.win.detach(w.attached);
  win.free();
  if (w.mem) world.freeMem(w.mem);
  return out;
}

/** args: [seed, phases, operations a rank per phase, 'flavor/mode/elem', ...] (makePlan's). */
export default function main(world, [seed, phases, ops, ...configs]) {
  const out = {};
  for (const cfg of configs) {
    const [flavor, mode, elem] = cfg.split('/');
    const plan = makePlan({
      n: world.size,
      flavor,
      mode,
      elem,
      seed: seedOf(Number(seed), cfg),
      phases: Number(phases),
      ops: Number(ops),
    });
    out[cfg] = runPlan(world, plan);
  }
  return out;
}
