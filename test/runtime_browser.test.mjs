// wasmpi in a real browser: headless Chromium (test/browser/harness.mjs) against `wasmpi serve`.
// Ranks are Web Workers started by launch() from test/browser/run.html, running the rank modules of
// test/browser/ (point-to-point, collectives, derived datatypes, failures) on 1 to 4 ranks (4 is
// more ranks than this machine's cores); every expected value is computed here from the inputs
// (test/browser/inputs.mjs) by MPI's rules. Then the page's own thread: init() and a blocking call
// that would wait (ERR_ARG, not a hang), the awaitable forms, a page that is not cross-origin
// isolated, and init({ wasm }) with the core's URL, a wrong URL and a wrong MIME type.
// Without Chromium the file registers no tests and says so.
// Long: runs in npm run test:all (a browser, and worlds of Web Workers, page by page).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, startBrowser, ROOT } from './browser/harness.mjs';
import {
  f64,
  i32,
  pairMsg,
  bigInput,
  digest,
  MB,
  ROWS,
  COLS,
  cell,
  SUB_SIZES,
  SUB_SUBSIZES,
  SUB_STARTS,
  subCell,
  STRUCT,
  structItem,
} from './browser/inputs.mjs';

const SIZES = [1, 2, 3, 4];
const range = (n) => Array.from({ length: n }, (_, i) => i);

let browser; // one Chromium and one server for the whole file

/** Opens `path` (relative to the repository root), returns the page's window.result, closes it. */
async function open(path, timeoutMs = 30_000) {
  const { page, result } = await browser.open(path, { timeoutMs });
  await page.close();
  return result;
}

/** Launches test/browser/<rank> on `ranks` ranks through run.html; returns the page's result. */
function launch(rank, ranks, { args, timeout, wasm } = {}) {
  const q = new URLSearchParams({ rank, ranks: String(ranks) });
  if (args) q.set('args', args.join(','));
  if (timeout) q.set('timeout', String(timeout));
  if (wasm) q.set('wasm', wasm);
  return open(`test/browser/run.html?${q}`);
}

/** Launches and expects every rank to finish; returns the ranks' values, by rank. */
async function values(rank, ranks, opts) {
  const r = await launch(rank, ranks, opts);
  assert.ok(r.ok, `launch of ${rank} on ${ranks} ranks failed: ${JSON.stringify(r)}`);
  assert.equal(
    r.res.map((x) => x.rank),
    range(ranks),
  );
  return r.res.map((x) => x.value);
}

/** Opens `path` on a page whose requests `routes` ({ pathname: fulfill options }) answer instead of
 *  the server (harness.open cannot route: it navigates as soon as the page exists). */
async function openRouted(path, routes, timeoutMs = 30_000) {
  const page = await browser.browser.newPage();
  const log = [];
  page.on('console', (m) => log.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
  try {
    await page.route(
      (url) => url.pathname in routes,
      (route) => route.fulfill(routes[new URL(route.request().url()).pathname]),
    );
    await page.goto(new URL(path, browser.url).href);
    try {
      await page.waitForFunction(() => globalThis.result !== undefined, null, { timeout: timeoutMs });
    } catch (e) {
      throw new Error(`${path}: no result within ${timeoutMs} ms; page log:\n${log.join('\n')}`, { cause: e });
    }
    return await page.evaluate(() => globalThis.result);
  } finally {
    await page.close();
  }
}

const file = (rel) => readFileSync(join(ROOT, rel));

// ── expected values, from the inputs and MPI's rules ──

const F = (r, n, at = 0) => range(n).map((i) => f64(r, i + at));
const I = (r, n, at = 0) => range(n).map((i) => i32(r, i + at));
/** Elementwise fold over ranks lo..hi-1 of x(r) (arrays), in rank order. */
const fold = (f, lo, hi, x) => {
  let acc = x(lo);
  for (let r = lo + 1; r < hi; r++) acc = acc.map((a, i) => f(a, x(r)[i]));
  return acc;
};
const add = (a, b) => a + b;

/** The blocking ring: a token starts at 0 in rank 0; each lap every other rank adds its rank. */
function ringTokens(n, laps) {
  const seen = new Array(n).fill(0);
  let tok = 0;
  for (let lap = 0; lap < laps; lap++) {
    for (let r = 1; r < n; r++) seen[r] = tok += r;
    seen[0] = tok;
  }
  return seen;
}

/** The packed bytes of rank r's struct items (int32 a, float64 b[0..1], int16 c, little-endian),
 *  or, with `layout`, those fields at its offsets in items of `extent` bytes over a `gap` fill. */
function structBytes(r, layout = null, extent = 0, gap = 0) {
  const size = 4 + 16 + 2;
  const u8 = new Uint8Array(layout ? STRUCT.items * extent : STRUCT.items * size).fill(gap);
  const v = new DataView(u8.buffer);
  const [da, db, dc] = layout ?? [0, 4, 20];
  for (let k = 0; k < STRUCT.items; k++) {
    const at = k * (layout ? extent : size);
    const it = structItem(r, k);
    v.setInt32(at + da, it.a, true);
    v.setFloat64(at + db, it.b[0], true);
    v.setFloat64(at + db + 8, it.b[1], true);
    v.setInt16(at + dc, it.c, true);
  }
  return [...u8];
}

/** The flat indices of the subarray block, in C order (last dimension fastest). */
function subIndices() {
  const [, n1, n2] = SUB_SIZES;
  const out = [];
  for (let a = 0; a < SUB_SUBSIZES[0]; a++)
    for (let b = 0; b < SUB_SUBSIZES[1]; b++)
      for (let c = 0; c < SUB_SUBSIZES[2]; c++)
        out.push((SUB_STARTS[0] + a) * n1 * n2 + (SUB_STARTS[1] + b) * n2 + (SUB_STARTS[2] + c));
  return out;
}

// ── the tests ──

function register() {
  test.before(async () => {
    browser = await startBrowser();
  });
  test.after(async () => {
    await browser?.close();
  });

  for (const n of SIZES) {
    test(`point-to-point in Web Workers on ${n} rank(s): blocking ring, isend/irecv + waitAll, ANY_SOURCE, 1 MiB rendezvous, sendrecv`, async () => {
      const res = await values('p2p.mjs', n, { args: ['ring', 'nonblocking', 'anysource', 'large', 'sendrecv'] });
      const tokens = ringTokens(n, 10);
      for (const [me, v] of res.entries()) {
        const prev = (me + n - 1) % n;
        assert.is(v.size, n);
        assert.is(v.ring, tokens[me], `rank ${me}'s token`);
        assert.equal(
          v.nonblocking,
          range(n).map((s) => ({
            data: [...pairMsg(s, me), ...new Array(16 - 3 - s).fill(-1)],
            source: s,
            tag: 100 + s,
            count: 3 + s,
            bytes: 4 * (3 + s),
          })),
          `rank ${me}'s inbox`,
        );
        const big = { digest: digest(bigInput(prev)), source: prev, count: MB / 4, bytes: MB };
        assert.equal(v.large, { nb: { ...big, tag: 5 }, blocking: { ...big, tag: 6 } }, `rank ${me}'s 1 MiB messages`);
        assert.equal(v.sendrecv, {
          digest: digest(Float64Array.from(F(prev, 5000))),
          source: prev,
          tag: 8,
          count: 5000,
          bytes: 40_000,
        });
      }
      // ANY_SOURCE: one message from every other rank, each with its own source's data and tag
      const got = [...res[0].anysource].sort((a, b) => a.source - b.source);
      assert.equal(
        got,
        range(n)
          .slice(1)
          .map((s) => ({ v: [s, s * s], source: s, tag: 40 + s, count: 2, bytes: 8 })),
      );
      for (const v of res.slice(1)) assert.equal(v.anysource, []);
    });
  }

  for (const n of SIZES) {
    test(`collectives in Web Workers on ${n} rank(s): bcast, reduce, allreduce, allgather, alltoall, gather, scatter, scan, barrier, await iallreduce`, async () => {
      const res = await values('coll.mjs', n);
      const all = (f, len, at) => (op) => fold(op, 0, n, (r) => f(r, len, at));
      for (const [me, v] of res.entries()) {
        const at = `rank ${me} of ${n}`;
        assert.equal(
          v.bcast,
          range(n).map((root) => F(root, 7)),
          `bcast at ${at}`,
        );
        assert.is(v.bcastBig, digest(Int32Array.from(I(n - 1, 100_000))), `400 KB bcast at ${at}`);
        assert.equal(
          v.reduce,
          range(n).map((root) => (root === me ? { sum: all(F, 5)(add), max: all(I, 6)(Math.max) } : null)),
          `reduce at ${at}`,
        );
        assert.equal(
          v.allreduce,
          {
            sum: { f64: all(F, 9)(add), i32: all(I, 9)(add) },
            max: { f64: all(F, 9)(Math.max), i32: all(I, 9)(Math.max) },
          },
          `allreduce at ${at}`,
        );
        assert.equal(
          v.allgather,
          range(n).flatMap((r) => I(r, 3)),
          `allgather at ${at}`,
        );
        // block `me` of every rank j's send buffer: [j * 100 + me, -(j * 100 + me)]
        assert.equal(
          v.alltoall,
          range(n).flatMap((j) => [j * 100 + me, -(j * 100 + me)]),
          `alltoall at ${at}`,
        );
        assert.equal(
          v.gather,
          range(n).map((root) => (root === me ? range(n).flatMap((r) => F(r, 2, 10)) : null)),
          `gather at ${at}`,
        );
        assert.equal(
          v.scatter,
          range(n).map((root) => I(root, 3 * n, 50).slice(3 * me, 3 * me + 3)),
          `scatter at ${at}`,
        );
        assert.equal(
          v.scan,
          { sum: fold(add, 0, me + 1, (r) => F(r, 4)), max: fold(Math.max, 0, me + 1, (r) => I(r, 4)) },
          `scan at ${at}`,
        );
        assert.equal(v.iallreduce, { sum: all(F, 3, 20)(add), max: all(I, 3, 20)(Math.max) }, `iallreduce at ${at}`);
      }
      // nobody leaves the barrier before the last rank (40 ms late per rank) has entered it
      const lastIn = Math.max(...res.map((v) => v.barrier.enter));
      for (const [me, v] of res.entries())
        assert.ok(
          v.barrier.leave >= lastIn - 1e-3,
          `rank ${me} left the barrier ${((lastIn - v.barrier.leave) * 1e3).toFixed(1)} ms before the last rank entered`,
        );
    });
  }

  for (const n of SIZES) {
    test(`derived datatypes in Web Workers on ${n} rank(s): vector column send/recv, subarray send + pack/unpack, struct pack/unpack and send into other offsets`, async () => {
      const res = await values('dtype.mjs', n);
      const block = subIndices();
      const cells = SUB_SIZES.reduce((a, b) => a * b);
      for (const [me, v] of res.entries()) {
        const prev = (me + n - 1) % n;
        // vector(ROWS, 1, COLS, float64): one column; extent from its first to its last element
        const k = me % COLS;
        const intoColumn = new Array(ROWS * COLS).fill(-1);
        for (let row = 0; row < ROWS; row++)
          intoColumn[row * COLS + k] = cell(prev, Math.floor(row / COLS), row % COLS);
        assert.equal(v.vector, {
          facts: { size: ROWS * 8, extent: ((ROWS - 1) * COLS + 1) * 8 },
          column: range(ROWS).map((row) => cell(prev, row, (prev + 1) % COLS)),
          columnCount: ROWS,
          intoColumn,
          intoColumnCount: 1,
        });
        // subarray: the block's elements in C order; unpack fills the block, leaves the rest
        const unpacked = new Array(cells).fill(-1);
        for (const i of block) unpacked[i] = subCell(me, i);
        assert.equal(v.subarray, {
          facts: { size: block.length * 4, extent: cells * 4 },
          received: block.map((i) => subCell(prev, i)),
          count: block.length,
          packSize: block.length * 4,
          packed: block.map((i) => subCell(me, i)),
          unpacked,
          read: block.length * 4,
        });
        // struct: packed bytes are the fields in type-map order; unpack leaves the gaps; a receive
        // of another layout with the same signature puts each field at its own offset
        assert.equal(v.struct, {
          facts: { size: 22, extent: STRUCT.extent },
          packSize: 22 * STRUCT.items,
          packed: structBytes(me),
          unpacked: structBytes(me, STRUCT.displs, STRUCT.extent, 0xee),
          received: structBytes(prev, [24, 0, 16], 32, 0xcd),
          count: STRUCT.items,
          bytes: 22 * STRUCT.items,
        });
      }
    });
  }

  for (const n of [2, 3, 4]) {
    const victim = Math.floor(n / 2);
    test(`a rank that throws on ${n} ranks: launch rejects with its error and rank; peers blocked in recv on it fail fast with ERR_PROC_FAILED`, async () => {
      const r = await launch('fail.mjs', n, { args: ['throws', String(victim)], timeout: 20_000 });
      assert.not.ok(r.ok, 'the launch should fail');
      assert.is(r.name, 'TypeError');
      assert.is(r.message, `rank ${victim} cannot go on`);
      assert.is(r.rank, victim);
      // every rank, the root cause first (then in the order they failed)
      assert.is(r.errors[0].rank, victim);
      assert.equal(
        r.errors.map((e) => e.rank).sort((a, b) => a - b),
        range(n),
      );
      for (const e of r.errors) {
        if (e.rank === victim) continue;
        const seen = JSON.parse(e.message);
        assert.is(seen.code, 'ERR_PROC_FAILED', seen.message);
        assert.is(seen.name, 'WasmpiError');
        assert.match(seen.message, `recv(source ${victim}, tag 0) cannot complete`);
        assert.match(seen.message, `rank ${victim} failed (TypeError: rank ${victim} cannot go on)`);
        assert.not.match(seen.message, 'launch timeout', `rank ${e.rank} failed at the launch timeout (a hang)`);
      }
    });
  }

  for (const n of [3, 4]) {
    test(`a rank that throws on ${n} ranks fails the peers waiting in an allreduce with ERR_PROC_FAILED`, async () => {
      const r = await launch('fail.mjs', n, { args: ['collective', '1'], timeout: 20_000 });
      assert.not.ok(r.ok);
      assert.is(r.rank, 1);
      assert.is(r.name, 'TypeError');
      for (const e of r.errors.filter((x) => x.rank !== 1)) {
        const seen = JSON.parse(e.message);
        assert.is(seen.code, 'ERR_PROC_FAILED', seen.message);
        assert.match(seen.message, 'rank 1 failed (TypeError: rank 1 cannot go on)');
        assert.not.match(seen.message, 'launch timeout', `rank ${e.rank} failed at the launch timeout (a hang)`);
      }
    });
  }

  // The timeout is measured from launch's start; under load a rank may still be starting (COMM_WORLD's
  // collective set-up) when it elapses, then its error names that call, or a peer's failure.
  const TIMEOUT = 1000;
  for (const [n, scenario] of [
    [2, 'stuck'],
    [3, 'stuckAsync'],
    [4, 'stuck'],
  ]) {
    const how = scenario === 'stuck' ? 'a blocking recv' : 'await irecv';
    test(`timeoutMs on ${n} ranks: a rank spinning in its own code, its peers in ${how} on it: launch rejects with ERR_PROC_FAILED`, async () => {
      const r = await launch('fail.mjs', n, { args: [scenario, '1'], timeout: TIMEOUT });
      assert.not.ok(r.ok);
      assert.is(r.code, 'ERR_PROC_FAILED', r.message);
      assert.ok(r.isWasmpiError, 'the rejection is a WasmpiError');
      assert.ok(r.message.includes(`launch timeout of ${TIMEOUT} ms elapsed`), r.message);
      assert.equal(
        r.errors.map((e) => e.rank).sort((a, b) => a - b),
        range(n),
      );
      for (const e of r.errors) {
        assert.is(e.code, 'ERR_PROC_FAILED', `rank ${e.rank}: ${e.message}`);
        assert.ok(e.message.includes(`launch timeout of ${TIMEOUT} ms`), `rank ${e.rank}: ${e.message}`);
      }
      // the usual case: the spinning rank is given up on, the others are interrupted in their wait
      const quiet = r.errors.every((e) =>
        e.rank === 1
          ? e.message === `rank 1 did not finish within the launch timeout of ${TIMEOUT} ms`
          : e.message.startsWith(`rank ${e.rank}: recv(source 1, tag 0) interrupted: the world was aborted`),
      );
      if (!quiet)
        console.log(`(a rank was still starting at the timeout: ${r.errors.map((e) => e.message).join(' | ')})`);
    });
  }

  test("a rank module that imports the bare 'wasmpi' (no import maps in workers): ERR_ARG saying to import by URL", async () => {
    const r = await launch('bare.mjs', 2, { timeout: 20_000 });
    assert.not.ok(r.ok);
    assert.is(r.code, 'ERR_ARG', r.message);
    assert.match(r.message, 'bare.mjs');
    assert.match(r.message, 'import map');
  });

  test('the demo page (examples/browser/): 4 ranks, the heat equal to a serial run to the last bit, the panel measured', async () => {
    const r = await open('examples/browser/?seconds=0.5&rows=64&cols=48&rounds=1', 90_000);
    assert.is(r.error, undefined, r.error);
    assert.ok(r.steps > 0, `steps: ${r.steps}`);
    assert.ok(r.check.ok, `the heat differs from the serial run by up to ${r.check.maxAbsDiff}`);
    for (const k of ['lat', 'bw', 'red'])
      for (const sys of ['wasmpi', 'postMessage']) {
        const f = r.figures[k][sys];
        assert.ok(f.n > 0 && f.median > 0 && Number.isFinite(f.median), `panel: ${k} of ${sys}: ${JSON.stringify(f)}`);
      }
  });

  test('launch from a worker (not only a page): 3 ranks started by a module worker', async () => {
    const r = await open('test/browser/from_worker.html');
    assert.ok(r.ok, JSON.stringify(r));
    assert.equal(
      r.res.map((x) => x.value),
      range(3).map((rank) => ({ rank, size: 3, sum: 6 })),
    );
  });

  for (const n of [1, 3]) {
    test(`a rank module that calls \`await init()\` at its top level (no default export), ${n} rank${n > 1 ? 's' : ''}`, async () => {
      const r = await launch('toplevel.mjs', n, { timeout: 20_000 });
      assert.ok(r.ok, JSON.stringify(r));
      assert.equal(
        r.res.map((x) => x.value),
        range(n).map(() => undefined),
      );
    });
  }

  test('launch of a rank module that is not there: one ERR_ARG naming its URL, before any rank starts', async () => {
    const r = await launch('no_such_rank.mjs', 3, { timeout: 20_000 });
    assert.not.ok(r.ok);
    assert.is(r.code, 'ERR_ARG', r.message);
    assert.match(r.message, 'no module at');
    assert.match(r.message, 'test/browser/no_such_rank.mjs');
    assert.match(r.message, '404');
  });

  test("init() on a page's main thread: a blocking call that would wait throws ERR_ARG at once; the awaitable forms work", async () => {
    const r = await open('test/browser/main_thread.html');
    assert.ok(r.ok, JSON.stringify(r));
    assert.ok(r.crossOriginIsolated);
    assert.is(r.size, 1);
    assert.is(r.rank, 0);
    for (const [key, call] of [
      ['recvAny', 'recv(source any, tag any)'],
      ['recvTagged', 'recv(source 0, tag 5)'],
      ['probe', 'probe(source any, tag 6)'],
    ]) {
      const { error } = r[key];
      assert.ok(error, `${call} should throw, gave ${JSON.stringify(r[key])}`);
      assert.ok(error.isWasmpiError, `${call}: ${error.name}: ${error.message}`);
      assert.is(error.code, 'ERR_ARG');
      assert.match(error.message, `would block waiting for ${call}`);
      assert.match(error.message, 'this thread cannot block');
    }
    assert.equal(r.selfBlocking.value, { v: [7, 8], source: 0, tag: 1, count: 2 });
    assert.equal(r.iallreduce.value, [1.5, -2, 0.25]); // a sum over one rank
    assert.equal(r.selfLarge.value, { digest: digest(bigInput(0)), count: MB / 4, source: 0, tag: 2 });
    assert.is(r.later.value.v, Math.PI);
    assert.is(r.later.value.tag, 3);
    assert.ok(r.later.value.waited >= 90, `the awaited irecv resolved after ${r.later.value.waited} ms`);
  });

  test('a page that is not cross-origin isolated: launch and init reject with ERR_ARG naming both headers (isolated: they work)', async () => {
    const isolated = await open('test/browser/isolation.html');
    assert.ok(isolated.crossOriginIsolated);
    assert.equal(isolated.launch, { value: ringTokens(2, 10) });
    assert.equal(isolated.init, { value: 1 });

    const page = '/test/browser/isolation.html';
    const plain = await openRouted(page, { [page]: { contentType: 'text/html', body: file(page) } });
    assert.is(plain.crossOriginIsolated, false);
    assert.is(plain.import, undefined, `the package did not import: ${JSON.stringify(plain.import)}`);
    for (const [call, got] of [
      ['launch', plain.launch],
      ['init', plain.init],
    ]) {
      assert.ok(got.error, `${call} should reject, gave ${JSON.stringify(got)}`);
      assert.is(got.error.code, 'ERR_ARG', got.error.message);
      assert.match(got.error.message, `${call}: `);
      assert.match(got.error.message, 'Cross-Origin-Opener-Policy: same-origin');
      assert.match(got.error.message, 'Cross-Origin-Embedder-Policy: require-corp');
    }
  });

  test('init({ wasm }) in a page: the explicit URL, a URL served as application/octet-stream, a 404, bytes that are not wasm', async () => {
    const ok = { ok: true, size: 1, allreduce: [3, -4], packed: [1, 3, 5] };
    assert.equal(await open('test/browser/wasm.html?wasm=/wasm/wasmpi.wasm'), ok);

    // compileStreaming refuses any MIME type but application/wasm: the core compiles from the bytes
    const octet = '/elsewhere/core.wasm';
    const routed = await openRouted(`test/browser/wasm.html?wasm=${octet}`, {
      [octet]: { contentType: 'application/octet-stream', body: file('wasm/wasmpi.wasm') },
    });
    assert.equal(routed, ok, JSON.stringify(routed));

    const missing = await open('test/browser/wasm.html?wasm=/wasm/missing.wasm');
    assert.not.ok(missing.ok);
    assert.ok(missing.isWasmpiError, missing.message);
    assert.is(missing.code, 'ERR_ARG');
    assert.match(missing.message, `${browser.url}wasm/missing.wasm`);
    assert.match(missing.message, '404');
    assert.match(missing.message, 'serve');
    assert.match(missing.message, 'pass where it is');

    const html = await open('test/browser/wasm.html?wasm=/test/browser/run.html');
    assert.is(html.code, 'ERR_ARG', html.message);
    assert.match(html.message, 'run.html are not a WebAssembly module');
  });

  test("launch(url, { wasm }): the core's URL given explicitly (2 ranks), and a 404 rejects with ERR_ARG before any rank starts", async () => {
    const res = await values('p2p.mjs', 2, { args: ['ring'], wasm: '/wasm/wasmpi.wasm' });
    assert.equal(
      res.map((v) => v.ring),
      ringTokens(2, 10),
    );
    const r = await launch('p2p.mjs', 2, { args: ['ring'], wasm: '/nowhere/wasmpi.wasm' });
    assert.not.ok(r.ok);
    assert.is(r.code, 'ERR_ARG', r.message);
    assert.ok(r.isWasmpiError);
    assert.match(r.message, `${browser.url}nowhere/wasmpi.wasm`);
    assert.match(r.message, '404');
    assert.equal(r.errors, []);
  });

  test.run();
}

if (chromiumPath() === null)
  console.log(
    "test/runtime_browser.test.mjs: the browser tests are skipped: no Chromium is installed (set CHROMIUM_PATH, or install Debian's chromium at /usr/bin/chromium)",
  );
else register();
