// Bad one-sided calls (test/ranks/rma_errors.mjs): each raises its code with a message that names
// the window, the target rank and the displacement where the call has them; a failed call
// changes nothing and the window goes on working. (sharedQuery of a rank of another process is
// checked with the jobs of several processes.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

/** A number standing alone (not part of a longer number or name). */
const num = (v) => `(?<![\\w.-])${String(v).replace('.', '\\.')}(?![\\w.])`;
/** A target rank named in a message: "rank 2", "target 2", "target rank 2", ... */
const target = (t) => new RegExp(`(rank|target)\\D{0,12}?${num(t)}`);
/** A displacement named in a message, as given to the call. */
const disp = (d) => new RegExp(num(d));

// label -> [code or codes, what the message must name besides the window]
const SYNC = 'ERR_RMA_SYNC';
const EXPECT = {
  sync: {
    'put outside an epoch': [SYNC, target(1), disp(4)],
    'get outside an epoch': [SYNC, target(1), disp(4)],
    'accumulate outside an epoch': [SYNC, target(1), disp(4)],
    'fetchAndOp outside an epoch': [SYNC, target(1), disp(4)],
    'rput outside an epoch': [SYNC, target(1), disp(4)],
    'flush outside an epoch': [SYNC, target(1)],
    'unlock without lock': [SYNC, target(1)],
    'unlockAll without lockAll': [SYNC],
    'complete without start': [SYNC],
    'wait without post': [SYNC],
    'test without post': [SYNC],
    'lock twice': [SYNC, target(1)],
    'lockAll inside a lock epoch': [SYNC],
    'put to a target not locked': [SYNC, target(2), disp(4)],
    'free inside an epoch': [SYNC],
    'unlock twice': [SYNC, target(1)],
  },
  mixed: {
    'lock inside a fence epoch': [SYNC, target(1), /fence/],
    'flush inside a fence epoch': [SYNC, target(1)],
    'start inside a fence epoch': [SYNC, /fence/],
    'rget inside a fence epoch': [SYNC, target(1), disp(8)],
  },
  pscw: {
    'put to a rank outside the started group': [SYNC, target(2), disp(4)],
    'lock inside an access epoch of start': [SYNC, target(1)],
  },
  range: {
    'put past the end': ['ERR_RMA_RANGE', target(1), disp(56)],
    'get past the end': ['ERR_RMA_RANGE', target(1), disp(60)],
    'accumulate past the end': ['ERR_RMA_RANGE', target(1), disp(64)],
    'fetchAndOp past the end': ['ERR_RMA_RANGE', target(1), disp(64)],
    'compareAndSwap past the end': ['ERR_RMA_RANGE', target(1), disp(62)],
    "put past the end of rank 2's shorter segment": ['ERR_RMA_RANGE', target(2), disp(40), disp(32)],
    'derived target type past the end': ['ERR_RMA_RANGE', target(1), disp(16)],
    'negative displacement': [['ERR_RMA_RANGE', 'ERR_ARG'], disp(-4)],
    'put past the end in units of 4 bytes': ['ERR_RMA_RANGE', target(1), disp(16)],
  },
  dynamic: {
    'put past an attached region': ['ERR_RMA_RANGE', target(1)],
    'put across the end of an attached region': ['ERR_RMA_RANGE', target(1)],
    'put to address 0': ['ERR_RMA_RANGE', target(1), disp(0)],
    'attach overlapping an attached region': ['ERR_RMA_ATTACH'],
    'detach of what is not attached': ['ERR_RMA_ATTACH'],
    'detach twice': ['ERR_RMA_ATTACH'],
    'put to a detached region': ['ERR_RMA_RANGE', target(1)],
  },
  conflict: {
    'overlapping puts in a lock epoch': ['ERR_RMA_CONFLICT', target(1), disp(8)],
    'overlapping puts in a fence epoch': ['ERR_RMA_CONFLICT', target(1), disp(36)],
  },
  args: {
    'fence with a bad assert': ['ERR_ARG', disp(4096)],
    'lock with a bad assert': ['ERR_ARG', disp(4096)],
    'lock of an unknown type': ['ERR_ARG', /weird/],
    'lockAll with a bad assert': ['ERR_ARG', disp(-1)],
    'lock of a bad rank': ['ERR_RANK', target(7)],
    'accumulate float64 with band': ['ERR_OP', /band/, /float64/],
    'accumulate with an unknown op': ['ERR_OP', /foo/],
    'accumulate int32 with maxloc': ['ERR_OP', /maxloc/],
    'fetchAndOp float64 with bor': ['ERR_OP', /bor/, /float64/],
    'put of a count past the origin array': ['ERR_COUNT', disp(5)],
    'put with target count other than origin': ['ERR_COUNT', target(1), disp(8)],
    'accumulate float64 into int32': ['ERR_TYPE', /float64/, /int32/],
    'accumulate int32 into float32': ['ERR_TYPE', /int32/, /float32/],
    'put with an uncommitted target type': ['ERR_TYPE', /commit/],
    'put to a rank past the window': ['ERR_RANK', target(3)],
    'put to rank -1': ['ERR_RANK', target(-1)],
    'put to rank 1.5': ['ERR_RANK', target(1.5)],
    'put of an Array': ['ERR_BUFFER', /Array/],
    'put to PROC_NULL': ['no error'],
    'get from PROC_NULL': ['no error'],
    'accumulate to PROC_NULL': ['no error'],
  },
  freed: {
    'put after free': ['ERR_WIN', /freed/],
    'fence after free': ['ERR_WIN', /freed/],
    'lock after free': ['ERR_WIN', /freed/],
    'local after free': ['ERR_WIN', /freed/],
    'free after free': ['ERR_WIN', /freed/],
  },
};

const N = 3;
// one launch a scenario, so that a scenario that fails its launch leaves the others to report
const launches = new Map();
const launch = (name) => {
  if (!launches.has(name)) launches.set(name, run('rma_errors.mjs', N, [name]));
  return launches.get(name);
};

test('a window is named win(<communicator>)#<n> unless renamed', async () => {
  const [r0] = await run('rma_errors.mjs', N, ['sync', 'dynamic']);
  assert.match(r0.sync.name, /^win\(COMM_WORLD\)#\d+$/);
  assert.match(r0.dynamic.name, /^win\(COMM_WORLD\)#\d+$/);
  assert.is.not(r0.sync.name, r0.dynamic.name, 'two windows, two names');
});

for (const [scenario, cases] of Object.entries(EXPECT)) {
  test(`${scenario}: every bad call raises its code naming the window, target and displacement; the window still works`, async () => {
    const res = await launch(scenario);
    const r0 = res[0][scenario];
    // the window's name: the default one, or what the scenario set
    const name = scenario === 'freed' ? 'errwin' : (r0.name ?? /win\(COMM_WORLD\)#\d+/);
    for (const [label, [code, ...names]] of Object.entries(cases)) {
      assert.ok(r0[label], `${scenario}: ${label} was not run`);
      const [got, msg] = r0[label];
      const codes = Array.isArray(code) ? code : [code];
      assert.ok(codes.includes(got), `${scenario}: ${label}: ${got} (${msg}), expected ${codes.join(' or ')}`);
      if (got === 'no error') continue;
      if (typeof name === 'string') assert.ok(msg.includes(name), `${label}: "${msg}" should name the window ${name}`);
      else assert.match(msg, name, `${label}: "${msg}" should name the window`);
      for (const re of names) assert.match(msg, re, `${label}: "${msg}" should name ${re}`);
    }
    for (let r = 0; r < N; r++) {
      assert.is(res[r][scenario].after, 'intact', `${scenario}: rank ${r}'s window after the bad calls`);
      if (r0.after4 !== undefined)
        assert.is(res[r][scenario].after4, 'intact', `${scenario}: rank ${r}'s window of unit 4`);
    }
  });
}

test.run();
