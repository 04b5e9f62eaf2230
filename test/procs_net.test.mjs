// The network side of jobs of several processes, with the test in the loop: the test is the process
// manager (wasmpi's own, speaking PMI-1) and, in the first tests, one of the job's processes itself,
// so that it can send what no wasmpi process would: frames with a wrong magic, an impossible length,
// ranks that are not the sender's. The last test runs two processes on two simulated hosts (network
// namespaces joined by a veth pair) when it runs as root with `ip`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, connect } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(new URL('../bin/wasmpi.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wasmpi-net-'));

/** The process manager and the PMI client, bundled from the sources (they are not exported). */
async function bundled(file) {
  const out = join(dir, file.replace(/\W/g, '_') + '.mjs');
  const { outputFiles } = await esbuild.build({
    entryPoints: [file],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
  });
  writeFileSync(out, outputFiles[0].text);
  return import(out);
}
const { PmiServer } = await bundled('ts/host/node/pmi_server.ts');
const { PmiClient } = await bundled('ts/host/node/pmi.ts');

const MAGIC = 0x54454e57;
const [EAGER, STATE, HELLO, BYE] = [1, 4, 5, 6];
const STATE_DONE = 2;

function header({ magic = MAGIC, type, src = 0, dst = 0, ctx = 0, tag = 0, dtype = 11, bytes = 0, id = 0 }) {
  const b = Buffer.alloc(40);
  [magic, type, src, dst, ctx, tag, dtype, bytes, id, 0].forEach((v, i) => b.writeUInt32LE(v >>> 0, 4 * i));
  return b;
}

/** The job's token, as its processes compute it from the key-value space's name (FNV-1a). */
function tokenOf(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
}

const settle = (ms) => new Promise((r) => setTimeout(r, ms));
/** Resolves with `value` after `ms`, for a race; unref'd: the losing timer keeps no process alive. */
const deadline = (ms, value) => new Promise((r) => setTimeout(r, ms, value).unref());

/** Runs `body(job)` on a job of test/procs/wait_peer.mjs and this test (jobWithTestAsPeer), and
 *  ends the child whatever happens. */
async function withPeerJob(body) {
  const j = await jobWithTestAsPeer('test/procs/wait_peer.mjs');
  try {
    await body(j);
  } finally {
    j.kid.kill('SIGKILL');
    j.done();
  }
}

/** An eager message of one int32 `v` from rank 1 to rank 0 on `tag`. */
function int32From1(tag, v) {
  const b = Buffer.alloc(4);
  b.writeInt32LE(v);
  return Buffer.concat([header({ type: EAGER, src: 1, dst: 0, tag, bytes: 4 }), b]);
}

/** Starts `node wasmpi run -n 1 <module>` as process 0 of a 2-process job whose process 1 is this
 *  test: returns the child, its output so far, the child's port, the token and a hello-ready
 *  connection factory. */
async function jobWithTestAsPeer(module) {
  const pm = new PmiServer(2);
  const kid = spawn(process.execPath, [cli, 'run', '-n', '1', module], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    env: { ...process.env, PMI_FD: '3', PMI_RANK: '0', PMI_SIZE: '2' },
  });
  const io = { out: '', err: '' };
  kid.stdout.on('data', (d) => (io.out += d));
  kid.stderr.on('data', (d) => (io.err += d));
  const exited = new Promise((r) => kid.on('exit', (code) => r(code)));
  pm.serve(kid.stdio[3], 0);
  // this test is process 1: its PMI connection is a socket pair through a Unix socket
  const path = join(dir, `pm-${Math.random().toString(36).slice(2)}.sock`);
  const srv = createServer((s) => pm.serve(s, 1));
  await new Promise((r) => srv.listen(path, r));
  const mine = connect(path);
  await new Promise((r) => mine.once('connect', r));
  const pmi = await PmiClient.over(mine, { PMI_RANK: '1', PMI_SIZE: '2' });
  // where the child connects to us (it will, to watch the rank it waits on)
  const accepted = [];
  const listener = createServer((s) => accepted.push(s));
  await new Promise((r) => listener.listen(0, '127.0.0.1', r));
  await pmi.put('wasmpi-1', `1,${listener.address().port},test/0,127.0.0.1`);
  await pmi.barrier();
  const port = Number((await pmi.get('wasmpi-0')).split(',')[1]);
  const token = tokenOf(pm.kvsname);
  const dial = async () => {
    const s = connect(port, '127.0.0.1');
    await new Promise((r) => s.once('connect', r));
    s.on('error', () => {});
    return s;
  };
  /** A connection of ours that has said hello as process 1 of this job. */
  const hello = async () => {
    const s = await dial();
    s.write(header({ type: HELLO, src: 1, dst: token }));
    return s;
  };
  /** The child's exit code, or 'still running' after 5 s. */
  const exit = () => Promise.race([exited, deadline(5000, 'still running')]);
  const done = () => {
    mine.destroy();
    srv.close();
    listener.close();
    for (const s of accepted) s.destroy();
  };
  return { kid, io, port, token, dial, hello, exit, accepted, done };
}

const waitFor = async (cond, ms = 5000) => {
  for (const t0 = Date.now(); !cond(); await settle(20)) if (Date.now() - t0 > ms) return false;
  return true;
};

test('a stranger with a wrong magic is disconnected with an error; the job goes on; a peer that announces an impossible length fails with ERR_PROC_FAILED', async () => {
  await withPeerJob(async (j) => {
    // the child watches the rank its rank 0 waits on: it connects and says hello
    assert.ok(await waitFor(() => j.accepted.length > 0), `no connection from the child: ${j.io.err}`);
    const stranger = await j.dial();
    stranger.write(header({ magic: 0xdeadbeef, type: EAGER }));
    assert.ok(await waitFor(() => j.io.err.includes('malformed frame')), j.io.err);
    assert.match(j.io.err, /wrong magic 0xdeadbeef/);
    assert.match(j.io.err, /disconnected/);
    // the job goes on: a proper message from rank 1 arrives
    const peer = await j.hello();
    peer.write(int32From1(3, 42));
    assert.ok(await waitFor(() => j.io.out.includes('GOT 42 tag 3')), j.io.out + j.io.err);
    // a message longer than the receive buffer: ERR_TRUNCATE, nothing written beside the buffer
    peer.write(Buffer.concat([header({ type: EAGER, src: 1, dst: 0, tag: 4, bytes: 64 }), Buffer.alloc(64, 0x55)]));
    assert.ok(await waitFor(() => j.io.out.includes('TRUNCATED, guards intact')), j.io.out + j.io.err);
    // an impossible length: the peer is cut off, and the rank waiting on it fails
    peer.write(header({ type: EAGER, src: 1, dst: 0, bytes: 0xffffff00 }));
    const code = await j.exit();
    assert.is(code, 1, j.io.err);
    assert.match(j.io.err, /ERR_PROC_FAILED/);
    assert.match(j.io.err, /process 1 sent a malformed frame \(impossible length 4294967040/);
  });
});

test('a peer that sends as a rank it does not hold, or to a rank not in the process, is cut off', async () => {
  for (const [what, f, why] of [
    ['sender', { src: 0, dst: 0 }, /sender rank 0 is not one of that process's ranks 1\.\.1/],
    ['receiver', { src: 1, dst: 5 }, /receiver rank 5 is not one of this process's ranks 0\.\.0/],
  ]) {
    await withPeerJob(async (j) => {
      const peer = await j.hello();
      peer.write(Buffer.concat([header({ type: EAGER, ...f, bytes: 4 }), Buffer.alloc(4)]));
      const code = await j.exit();
      assert.is(code, 1, `${what}: ${j.io.err}`);
      assert.match(j.io.err, why);
      assert.not.match(j.io.out, /GOT/);
    });
  }
});

test('a hello from another job is refused', async () => {
  await withPeerJob(async (j) => {
    const s = await j.dial();
    s.write(header({ type: HELLO, src: 1, dst: j.token + 1 }));
    assert.ok(await waitFor(() => j.io.err.includes('a hello from outside this job')), j.io.err);
    s.write(int32From1(0, 0));
    await settle(200);
    assert.not.match(j.io.out, /GOT/);
  });
});

test('a peer that resets the connection opened to watch it, then says goodbye on its own: no rank fails for the reset', async () => {
  // what a process that ends normally does when it closes with the watcher's hello unread: the
  // reset may be seen before its last message and goodbye, which come on its own connection
  await withPeerJob(async (j) => {
    assert.ok(await waitFor(() => j.accepted.length > 0), `no connection from the child: ${j.io.err}`);
    j.accepted[0].resetAndDestroy();
    const peer = await j.hello();
    peer.write(int32From1(3, 42));
    assert.ok(await waitFor(() => j.io.out.includes('GOT 42 tag 3')), j.io.out + j.io.err);
    // rank 1 finishes and the process says goodbye: rank 0's next receive fails on a finished rank
    peer.write(header({ type: STATE, src: 1, dst: -1, dtype: STATE_DONE }));
    peer.write(header({ type: BYE, src: 1 }));
    const code = await j.exit();
    assert.is(code, 1, j.io.err);
    assert.match(j.io.err, /rank 1 has finalized/);
    assert.not.match(j.io.err, /killed or crashed/);
  });
});

/** Root with `ip` and network namespaces: two simulated hosts joined by a veth pair. */
function canNetns() {
  if (process.getuid?.() !== 0) return false;
  const r = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' });
  return r.status === 0;
}

test('two hosts (network namespaces): 2 processes x 2 ranks reach each other over their veth addresses', async () => {
  if (!canNetns()) return console.log('  (not root, or no `ip netns` here: the two-host test is skipped)');
  const tag = `wmpi${process.pid % 10000}`;
  const [a, b] = [`${tag}a`, `${tag}b`];
  const ip = (...args) => {
    const r = spawnSync('ip', args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`ip ${args.join(' ')}: ${r.stderr}`);
  };
  try {
    ip('netns', 'add', a);
    ip('netns', 'add', b);
    ip('link', 'add', `${tag}x`, 'type', 'veth', 'peer', 'name', `${tag}y`);
    ip('link', 'set', `${tag}x`, 'netns', a);
    ip('link', 'set', `${tag}y`, 'netns', b);
    ip('-n', a, 'addr', 'add', '10.213.7.1/24', 'dev', `${tag}x`);
    ip('-n', b, 'addr', 'add', '10.213.7.2/24', 'dev', `${tag}y`);
    for (const [ns, dev] of [
      [a, `${tag}x`],
      [b, `${tag}y`],
    ]) {
      ip('-n', ns, 'link', 'set', dev, 'up');
      ip('-n', ns, 'link', 'set', 'lo', 'up');
    }
    const pm = new PmiServer(2);
    const runs = [a, b].map((ns, p) => {
      const kid = spawn(
        'ip',
        [
          'netns',
          'exec',
          ns,
          process.execPath,
          cli,
          'run',
          '-n',
          '2',
          'test/procs/report.mjs',
          'p2p.mjs',
          'ring',
          'anysource',
          'large',
        ],
        {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
          env: { ...process.env, PMI_FD: '3', PMI_RANK: String(p), PMI_SIZE: '2' },
        },
      );
      pm.serve(kid.stdio[3], p);
      const io = { out: '', err: '' };
      kid.stdout.on('data', (d) => (io.out += d));
      kid.stderr.on('data', (d) => (io.err += d));
      return { kid, io, code: new Promise((r) => kid.on('exit', r)) };
    });
    const codes = await Promise.race([Promise.all(runs.map((r) => r.code)), deadline(60000, ['timeout'])]);
    const all = runs.map((r) => r.io.out + r.io.err).join('\n');
    assert.equal(codes, [0, 0], all);
    const results = [...all.matchAll(/RESULT (\{.*\})/g)].map((m) => JSON.parse(m[1]));
    assert.is(results.length, 4, all);
    const r0 = results.find((r) => r.rank === 0).value;
    assert.is(r0.ring, 100 * 6);
    assert.is(r0.anysource, 3);
    assert.is(r0.large, 20);
  } finally {
    spawnSync('ip', ['netns', 'del', a]);
    spawnSync('ip', ['netns', 'del', b]);
  }
});

test.run();
