// The network side of jobs of several processes, with the test in the loop: the test is the process
// manager (wasmpi's own, speaking PMI-1) and, in the first tests, one of the job's processes itself,
// so that it can send what no wasmpi process would: frames with a wrong magic, an impossible length,
// ranks that are not the sender's; and an outsider, who knows the job's port but not its secret:
// guessed credentials, a replayed handshake, a flood of garbage. The last test runs two processes on two simulated hosts (network
// namespaces joined by a veth pair) when it runs as root with `ip`.
// Long: runs in npm run test:long and test:all (jobs of several processes, with the test as one of them).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, connect } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';
import * as esbuild from 'esbuild';
import { CHILD_LIMIT_MS } from './helpers.mjs';
import { checkP2p } from './expected/p2p_buf.mjs';

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
const [EAGER, RNDV, ACK, STATE, HELLO, BYE, AUTH] = [1, 2, 3, 4, 5, 6, 7];
const STATE_DONE = 2;

function header({ magic = MAGIC, type, src = 0, dst = 0, ctx = 0, tag = 0, dtype = 11, bytes = 0, id = 0 }) {
  const b = Buffer.alloc(40);
  [magic, type, src, dst, ctx, tag, dtype, bytes, id, 0].forEach((v, i) => b.writeUInt32LE(v >>> 0, 4 * i));
  return b;
}

/** The credential of earlier versions: a hash (FNV-1a) of the key-value space's name. */
function tokenOf(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** The handshake's keyed hash (ts/host/node/net_auth.ts): connector and acceptor, in that order. */
function mac(secret, label, c, a, nonceC, nonceA) {
  const ids = Buffer.alloc(8);
  ids.writeInt32LE(c, 0);
  ids.writeInt32LE(a, 4);
  return createHmac('sha256', secret).update(label).update(ids).update(nonceC).update(nonceA).digest();
}

/** Reads a socket's bytes in pieces of a given size: take(n) resolves with the next n bytes (null
 *  once the socket has closed without them). */
function reader(sock) {
  let buf = Buffer.alloc(0);
  let closed = false;
  let wake = () => {};
  sock.on('data', (d) => {
    buf = Buffer.concat([buf, d]);
    wake();
  });
  sock.on('close', () => {
    closed = true;
    wake();
  });
  const take = async (n) => {
    while (buf.length < n && !closed) await new Promise((r) => (wake = r));
    if (buf.length < n) return null;
    const b = buf.subarray(0, n);
    buf = buf.subarray(n);
    return b;
  };
  return { take, isClosed: () => closed };
}

/** Reads a connection's frames from the child and adds the rendezvous id of each acknowledgement
 *  (ACK) to `into`, until the connection closes. */
async function acksInto(rd, into) {
  for (;;) {
    const h = await rd.take(40);
    if (h === null) return;
    const n = h.readUInt32LE(28);
    if (n > 0 && (await rd.take(n)) === null) return;
    if (h.readUInt32LE(4) === ACK) into.add(h.readUInt32LE(32));
  }
}

const settle = (ms) => new Promise((r) => setTimeout(r, ms));
/** Resolves with `value` after `ms`, for a race; unref'd: the losing timer keeps no process alive. */
const deadline = (ms, value) => new Promise((r) => setTimeout(r, ms, value).unref());

/** Runs `body(job)` on a job of test/procs/wait_peer.mjs and this test (jobWithTestAsPeer), and
 *  ends the child whatever happens. */
async function withPeerJob(body, beforeWorld, env) {
  const j = await jobWithTestAsPeer('test/procs/wait_peer.mjs', beforeWorld, env);
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
 *  test: returns the child, its output so far, the child's port, the job's secret, connection
 *  factories (hello: one that has proved the secret as process 1) and the handshakes the child
 *  opened towards the test (`captured`: the bytes it sent in each). `beforeWorld(port)` runs while
 *  the child listens but waits for the test at the job's last barrier (its world not laid out). */
async function jobWithTestAsPeer(module, beforeWorld = async () => {}, env = {}) {
  const pm = new PmiServer(2);
  const kid = spawn(process.execPath, [cli, 'run', '-n', '1', module], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PMI_FD: '3', PMI_RANK: '0', PMI_SIZE: '2' },
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
  // round one: the machine (the child's own: this test runs beside it) and the secret
  const poll = async (key) => {
    for (let v, t0 = Date.now(); Date.now() - t0 < 30_000; await settle(20))
      if ((v = await pmi.get(key)) !== undefined) return v;
    throw new Error(`the child published no ${key}: ${io.err}`);
  };
  await pmi.put('wasmpi-host-1', await poll('wasmpi-host-0'));
  await pmi.barrier();
  const secret = Buffer.from(await pmi.get('wasmpi-secret'), 'hex');
  // where the child connects to us (it will, to watch the rank it waits on): we accept as process 1
  const accepted = [];
  const captured = [];
  const listener = createServer(async (s) => {
    accepted.push(s);
    s.on('error', () => {});
    const rd = reader(s);
    const hello = await rd.take(72);
    if (hello === null) return;
    const nonceA = randomBytes(32);
    const nonceC = hello.subarray(40);
    s.write(
      Buffer.concat([
        header({ type: HELLO, src: 1, dst: 0, bytes: 64 }),
        nonceA,
        mac(secret, 'wasmpi-accept', 0, 1, nonceC, nonceA),
      ]),
    );
    const proof = await rd.take(72);
    if (proof !== null) captured.push(Buffer.concat([hello, proof]));
  });
  await new Promise((r) => listener.listen(0, '127.0.0.1', r));
  const port = Number((await poll('wasmpi-0')).split(',')[1]);
  const dial = async () => {
    const s = connect(port, '127.0.0.1');
    await new Promise((r) => s.once('connect', r));
    s.on('error', () => {});
    return s;
  };
  await beforeWorld({ port, dial, kid });
  await pmi.put('wasmpi-1', `1,${listener.address().port},test/0,127.0.0.1`);
  await pmi.barrier();
  /** A connection of ours that has proved the job's secret as process 1 (its own reader: `rd`). */
  const hello = async () => {
    const s = await dial();
    const rd = reader(s);
    const nonceC = randomBytes(32);
    s.write(Buffer.concat([header({ type: HELLO, src: 1, dst: 0, bytes: 32 }), nonceC]));
    const ch = await rd.take(104);
    assert.ok(ch !== null, 'the child closed the handshake');
    const nonceA = ch.subarray(40, 72);
    assert.ok(
      mac(secret, 'wasmpi-accept', 1, 0, nonceC, nonceA).equals(ch.subarray(72)),
      'the child did not prove the secret',
    );
    s.write(
      Buffer.concat([
        header({ type: AUTH, src: 1, dst: 0, bytes: 32 }),
        mac(secret, 'wasmpi-connect', 1, 0, nonceC, nonceA),
      ]),
    );
    s.rd = rd;
    return s;
  };
  /** The child's exit code, or 'still running' if it hangs. */
  const exit = () => Promise.race([exited, deadline(CHILD_LIMIT_MS, 'still running')]);
  const done = () => {
    mine.destroy();
    srv.close();
    listener.close();
    for (const s of accepted) s.destroy();
  };
  return { kid, io, port, token: tokenOf(pm.kvsname), secret, dial, hello, exit, accepted, captured, done };
}

const waitFor = async (cond, ms = CHILD_LIMIT_MS) => {
  for (const t0 = Date.now(); !cond(); await settle(20)) if (Date.now() - t0 > ms) return false;
  return true;
};

test('a stranger with a wrong magic is refused with an error; the job goes on; a peer that announces an impossible length fails with ERR_PROC_FAILED', async () => {
  await withPeerJob(async (j) => {
    // the child watches the rank its rank 0 waits on: it connects and proves the secret
    assert.ok(await waitFor(() => j.captured.length > 0), `no handshake from the child: ${j.io.err}`);
    const stranger = await j.dial();
    stranger.write(header({ magic: 0xdeadbeef, type: EAGER }));
    assert.ok(await waitFor(() => j.io.err.includes('refused a connection')), j.io.err);
    assert.match(j.io.err, /did not prove this job's secret \(the last from 127\.0\.0\.1:\d+: wrong magic 0xdeadbeef/);
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

test("guessed credentials get nothing in: the old token's hello, random tokens, random proofs; a silent connection is closed; refusals are logged at most once per 10 s, counted", async () => {
  await withPeerJob(async (j) => {
    // and a connection that says nothing: closed once the handshake's time (10 s) is up
    const silent = reader(await j.dial());
    const guesses = [];
    // the credential of earlier versions (a hash of the key-value space's name, which an outsider
    // finds by sweeping process ids) and random 32-bit tokens, each followed by a message
    guesses.push(header({ type: HELLO, src: 1, dst: j.token }));
    for (let i = 0; i < 100; i++) guesses.push(header({ type: HELLO, src: 1, dst: randomBytes(4).readInt32LE() }));
    const tries = guesses.map(async (g) => {
      const s = await j.dial();
      const rd = reader(s);
      s.write(Buffer.concat([g, int32From1(9, 666)]));
      return rd;
    });
    // this version's hello, then a proof made with a guessed secret
    for (let i = 0; i < 100; i++)
      tries.push(
        (async () => {
          const s = await j.dial();
          const rd = reader(s);
          s.write(Buffer.concat([header({ type: HELLO, src: 1, dst: 0, bytes: 32 }), randomBytes(32)]));
          if ((await rd.take(104)) === null) return rd;
          s.write(
            Buffer.concat([header({ type: AUTH, src: 1, dst: 0, bytes: 32 }), randomBytes(32), int32From1(9, 666)]),
          );
          return rd;
        })(),
      );
    const readers = await Promise.all(tries);
    assert.ok(await waitFor(() => readers.every((rd) => rd.isClosed())), 'a guess stayed connected');
    // the job's result is unchanged: only the real peer's message arrives
    const peer = await j.hello();
    peer.write(int32From1(3, 42));
    assert.ok(await waitFor(() => j.io.out.includes('GOT 42 tag 3')), j.io.out + j.io.err);
    assert.not.match(j.io.out, /GOT 666/);
    assert.is(j.io.out.match(/GOT/g).length, 1, j.io.out);
    // 202 refusals (the silent one's when its time is up), reported in a few lines with their counts
    const refused = () =>
      [...j.io.err.matchAll(/refused (a connection|(\d+) connections) that did not prove/g)].map((m) =>
        Number(m[2] ?? 1),
      );
    assert.ok(await waitFor(() => silent.isClosed(), 120_000), 'a silent connection was never closed');
    assert.ok(await waitFor(() => refused().reduce((a, b) => a + b, 0) === 202, 120_000), j.io.err);
    assert.ok(refused().length <= 4, `${refused().length} lines for 202 refusals:\n${j.io.err}`);
    assert.match(j.io.err, /no proof of the job's secret within 10 s/);
  });
});

test('a replayed handshake (the bytes of a real one, captured) is refused', async () => {
  await withPeerJob(async (j) => {
    assert.ok(await waitFor(() => j.captured.length > 0), `no handshake from the child: ${j.io.err}`);
    const [hello, proof] = [j.captured[0].subarray(0, 72), j.captured[0].subarray(72)];
    // the child's own hello and proof, to the child: the hello names process 0 as its sender, so
    // it is refused at once; as process 1's (its sender and receiver swapped) the proof is stale
    const asOne = Buffer.from(hello);
    asOne.writeInt32LE(1, 8);
    asOne.writeInt32LE(0, 12);
    const proofAsOne = Buffer.from(proof);
    proofAsOne.writeInt32LE(1, 8);
    proofAsOne.writeInt32LE(0, 12);
    for (const [h, p] of [
      [hello, proof],
      [asOne, proofAsOne],
    ]) {
      const s = await j.dial();
      const rd = reader(s);
      s.write(h);
      if ((await rd.take(104)) !== null) s.write(Buffer.concat([p, int32From1(9, 666)]));
      assert.ok(await waitFor(() => rd.isClosed()), 'the replay stayed connected');
    }
    const peer = await j.hello();
    peer.write(int32From1(3, 42));
    assert.ok(await waitFor(() => j.io.out.includes('GOT 42 tag 3')), j.io.out + j.io.err);
    assert.not.match(j.io.out, /GOT 666/);
    assert.match(j.io.err, /refused a connection/);
  });
});

/** The resident memory of process `pid` (bytes), from procfs; NaN without it. */
function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  } catch {
    return NaN;
  }
}

test('a flood of garbage before the world exists is cut off after a header: bounded, not buffered', async () => {
  const FLOOD = 256 << 20;
  let written = -1;
  let grew = NaN;
  await withPeerJob(
    async (j) => {
      const peer = await j.hello();
      peer.write(int32From1(3, 42));
      assert.ok(await waitFor(() => j.io.out.includes('GOT 42 tag 3')), j.io.out + j.io.err);
      assert.ok(written >= 0 && written < 32 << 20, `the flood got ${written} bytes in before it was cut off`);
      if (!Number.isNaN(grew)) assert.ok(grew < 64 << 20, `the process grew by ${grew} bytes`);
    },
    async ({ dial, kid }) => {
      const before = rssOf(kid.pid);
      // the hello of earlier versions (with the right token), then garbage, while the child waits
      // for the job's last barrier
      const s = await dial();
      const rd = reader(s);
      const chunk = Buffer.alloc(1 << 20, 0x41);
      s.write(header({ type: HELLO, src: 1, dst: 0 }));
      let sent = 0;
      while (sent < FLOOD && !rd.isClosed() && !s.destroyed) {
        sent += chunk.length;
        if (!s.write(chunk))
          await Promise.race([new Promise((r) => s.once('drain', r)), waitFor(() => rd.isClosed() || s.destroyed)]);
      }
      assert.ok(await waitFor(() => rd.isClosed() || s.destroyed), 'the flood was never cut off');
      written = s.bytesWritten;
      s.destroy();
      grew = rssOf(kid.pid) - before;
    },
  );
});

test('rendezvous headers of 1 GiB on four connections, with no memory for them: each receive fails with ERR_BUFFER, the process lives on', async () => {
  // the receiving process's heap may grow to 32 MiB (a testing aid): no 1 GiB message fits
  await withPeerJob(
    async (j) => {
      const peers = [];
      for (let k = 0; k < 4; k++) peers.push(await j.hello());
      peers.forEach((p, k) => p.write(header({ type: RNDV, src: 1, dst: 0, tag: 7, bytes: 1 << 30, id: k + 1 })));
      assert.ok(await waitFor(() => (j.io.out.match(/NO ROOM/g) ?? []).length === 4), j.io.out + j.io.err);
      assert.match(
        j.io.out,
        /NO ROOM the message of 1073741824 bytes from rank 1 with tag 7, sent from another process, found no memory/,
      );
      // each message is consumed: its sender (the test) gets its acknowledgement, on whichever
      // connection the child answers process 1
      const acked = new Set();
      for (const p of peers) void acksInto(p.rd, acked);
      assert.ok(await waitFor(() => acked.size === 4), `acknowledged: ${[...acked]}`);
      assert.equal([...acked].sort(), [1, 2, 3, 4]);
      // the process goes on: the next message arrives
      peers[0].write(int32From1(3, 42));
      assert.ok(await waitFor(() => j.io.out.includes('GOT 42 tag 3')), j.io.out + j.io.err);
      assert.is(j.kid.exitCode, null, j.io.err);
    },
    undefined,
    { WASMPI_HEAP_MAX: String(32 << 20) },
  );
});

test('rendezvous bodies sent with their announcements are held to a credit of 4 MiB per process: one more and the sender is cut off', async () => {
  const INLINE = 10;
  const j = await jobWithTestAsPeer('test/procs/hold.mjs');
  try {
    const peer = await j.hello();
    const body = Buffer.alloc(256 << 10, 0x33);
    const inline = (k) =>
      Buffer.concat([header({ type: INLINE, src: 1, dst: 0, tag: 5, bytes: body.length, id: k }), body]);
    // 16 x 256 KiB: the whole credit, left queued by the receiver (nothing answered)
    for (let k = 1; k <= 16; k++) peer.write(inline(k));
    peer.write(int32From1(99, 7));
    assert.ok(await waitFor(() => j.io.out.includes('GOT 7 tag 99')), j.io.out + j.io.err);
    // the 17th is beyond it
    peer.write(inline(17));
    const code = await j.exit();
    assert.is(code, 1, j.io.err);
    assert.match(j.io.err, /a rendezvous of 262144 bytes with its body, beyond the credit that process has/);
  } finally {
    j.kid.kill('SIGKILL');
    j.done();
  }
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

/** The addresses process `pid` listens on over TCP (`127.0.0.1`, `0.0.0.0`, `::`), from procfs. */
function listeningOf(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]);
    } catch {
      // closed meanwhile
    }
  }
  const out = [];
  for (const file of ['tcp', 'tcp6']) {
    let text;
    try {
      text = readFileSync(`/proc/${pid}/net/${file}`, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10 || f[3] !== '0A' || !inodes.has(f[9])) continue; // 0A: LISTEN
      const hex = f[1].split(':')[0];
      out.push(hex === '0100007F' ? '127.0.0.1' : /^0+$/.test(hex) ? (file === 'tcp' ? '0.0.0.0' : '::') : hex);
    }
  }
  return out;
}

/** The processes whose parent is `pid`. */
function childrenOf(pid) {
  const out = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      // the fields after the command's name, which may hold spaces: state, then the parent
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(d));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

test('wasmpi run --procs: every process listens on the loopback address alone', async () => {
  if (!canProcfs()) return console.log('  (no procfs here: skipped)');
  // two processes whose ranks wait on each other until the test ends them
  const run = spawn(process.execPath, [cli, 'run', '-n', '2', '--procs', '2', 'test/procs/idle.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  run.stderr.on('data', (d) => (err += d));
  try {
    let seen = [];
    assert.ok(
      await waitFor(() => {
        seen = childrenOf(run.pid).map(listeningOf);
        return seen.length === 2 && seen.every((l) => l.length > 0);
      }, 20_000),
      `the job's processes never listened: ${JSON.stringify(seen)} ${err}`,
    );
    assert.equal(seen, [['127.0.0.1'], ['127.0.0.1']], err);
  } finally {
    for (const k of childrenOf(run.pid)) process.kill(k, 'SIGKILL');
    run.kill('SIGKILL');
  }
});

function canProcfs() {
  try {
    return readdirSync('/proc/self/fd').length > 0;
  } catch {
    return false;
  }
}

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
          'p2p_buf.mjs',
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
    const codes = await Promise.race([Promise.all(runs.map((r) => r.code)), deadline(CHILD_LIMIT_MS, ['timeout'])]);
    const all = runs.map((r) => r.io.out + r.io.err).join('\n');
    assert.equal(codes, [0, 0], all);
    const results = [...all.matchAll(/RESULT (\{.*\})/g)].map((m) => JSON.parse(m[1]));
    assert.is(results.length, 4, all);
    const byRank = [];
    for (const { rank, value } of results) byRank[rank] = value;
    checkP2p(byRank, ['ring', 'anysource', 'large'], 4);
  } finally {
    spawnSync('ip', ['netns', 'del', a]);
    spawnSync('ip', ['netns', 'del', b]);
  }
});

test.run();
