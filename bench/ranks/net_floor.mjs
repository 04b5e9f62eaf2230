// The platform floor of the net bench's p2p figures (bench/net.mjs): two plain Node processes, no
// MPI layer, doing the ping-pong and windowed bandwidth loops of bench/ranks/net_p2p.mjs with
// synchronous system calls on the TCP socket's descriptor (fs.writeSync / fs.readSync, busy-polling
// on EAGAIN). It is the best a JavaScript library on Node can reach over TCP on this machine: every
// message costs at least these system calls, and nothing else.
//   node bench/ranks/net_floor.mjs server 0 <cfg>      listens on 127.0.0.1 (0: any free port) and
//                                                      prints {"port":N} on stdout; plays rank 1
//   node bench/ranks/net_floor.mjs client <port> <cfg> connects; plays rank 0 and prints its
//                                                      figures as one JSON line, shaped as net_p2p.mjs's
// cfg is net_p2p.mjs's: { latSizes, bwSizes, quick, fresh, capMs }. The protocol is net_p2p.mjs's,
// step by step: the fresh round trips of 8 B, the JIT warm-up, then at each size the first calls
// (timed), untimed blocks until WARM_MS, one timed repetition cut short after about capMs.
// Both sides run the same deterministic schedule on one byte stream, so the coordination is in-band:
// a barrier is one byte each way, and rank 0's decisions (go on warming up? stop a capped
// repetition?) are one byte from the client, where net_p2p.mjs sends them with send/recv.
import net from 'node:net';
import fs from 'node:fs';
import { p2pSchedule } from '../lib/p2p_schedule.mjs';

const WINDOW = 64; // bench/ranks/osu_p2p.mjs, bench/native/osu_p2p.c

/** Reads exactly `len` bytes into `b`. The socket is non-blocking (Node made it so): spin on EAGAIN. */
function readFull(fd, b, len) {
  let got = 0;
  while (got < len) {
    let k;
    try {
      k = fs.readSync(fd, b, got, len - got, null);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
      continue;
    }
    // 0 is the end of the stream: the other side is gone, and spinning on it would never end
    if (k === 0) throw new Error('net_floor: the other process closed the connection');
    got += k;
  }
}

/** Writes exactly `len` bytes of `b`, spinning on EAGAIN (a full socket buffer). */
function writeFull(fd, b, len) {
  let put = 0;
  while (put < len) {
    try {
      put += fs.writeSync(fd, b, put, len - put);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
    }
  }
}

/**
 * The loops over one connected descriptor, for rank 0 (the client) or rank 1 (the server), with
 * the shapes of osu_p2p.mjs's latency and bandwidth and of agree.mjs's fromRoot.
 */
function loops(fd, rank, max) {
  const [sbuf, rbuf] = [new Uint8Array(max), new Uint8Array(max)];
  const one = new Uint8Array(1);
  const ack = new Uint8Array(4);
  // two ranks' barrier: one byte each way (both write first: the bytes sit in the socket buffers)
  const barrier = () => {
    writeFull(fd, one, 1);
    readFull(fd, one, 1);
  };
  /** Rank 0's boolean on both sides. */
  const fromRoot = (x) => {
    if (rank === 0) {
      one[0] = x ? 1 : 0;
      writeFull(fd, one, 1);
      return x;
    }
    readFull(fd, one, 1);
    return one[0] !== 0;
  };
  /** Runs `round` `iters` times after a barrier, in chunks of a tenth when capped: rank 0 stops
   *  them after about capMs (osu_p2p.mjs). The time in ms; `calls.n`: the rounds timed. */
  const timed = (iters, capMs, calls, round) => {
    const chunk = capMs === Infinity ? iters : Math.max(1, Math.ceil(iters / 10));
    let done = 0;
    barrier();
    const t0 = performance.now();
    while (done < iters) {
      const n = Math.min(chunk, iters - done);
      for (let i = 0; i < n; i++) round();
      done += n;
      if (done < iters && fromRoot(performance.now() - t0 > capMs)) break;
    }
    calls.n = done;
    return performance.now() - t0;
  };
  /** One way us over `iters` round trips of `size` B. */
  const latency = (size, iters, capMs = Infinity, calls = {}) => {
    const ms = timed(iters, capMs, calls, () => {
      if (rank === 0) {
        writeFull(fd, sbuf, size);
        readFull(fd, rbuf, size);
      } else {
        readFull(fd, rbuf, size);
        writeFull(fd, sbuf, size);
      }
    });
    return (ms * 1000) / calls.n / 2;
  };
  /** GB/s (1e9 B/s) over `iters` windows of 64 messages of `size` B and a 4 B acknowledgement. */
  const bandwidth = (size, iters, capMs = Infinity, calls = {}) => {
    // one system call (or more, on a full buffer) per message, as a library sends each message
    const ms = timed(iters, capMs, calls, () => {
      if (rank === 0) {
        for (let w = 0; w < WINDOW; w++) writeFull(fd, sbuf, size);
        readFull(fd, ack, 4);
      } else {
        for (let w = 0; w < WINDOW; w++) readFull(fd, rbuf, size);
        writeFull(fd, ack, 4);
      }
    });
    return (size * WINDOW * calls.n) / (ms / 1000) / 1e9;
  };
  return { latency, bandwidth, fromRoot };
}

/** net_p2p.mjs's schedule on one descriptor; rank 0's figures (null on rank 1). */
function measure(fd, rank, { latSizes, bwSizes, quick, fresh, capMs }) {
  // a message of 0 B is no message on a byte stream: the ping-pong would not wait for the peer
  if ([...latSizes, ...bwSizes].some((s) => !(s >= 1))) throw new Error('net_floor: sizes must be >= 1 B');
  const max = Math.max(8, ...latSizes, ...bwSizes);
  const out = p2pSchedule({ latSizes, bwSizes, quick, fresh, capMs }, loops(fd, rank, max));
  return rank === 0 ? out : null;
}

/**
 * Runs the loops on a connected socket that Node is not reading (pauseOnConnect / paused before
 * connect: otherwise its event loop would take bytes off the descriptor behind the loops' back).
 */
function go(socket, rank, cfg) {
  socket.setNoDelay(true);
  // the next turn of the event loop: Node has finished its own work on the new connection
  setImmediate(() => {
    // _handle.fd is Node's undocumented way to a socket's descriptor (libuv's, on Unix)
    const fd = socket._handle?.fd;
    if (typeof fd !== 'number' || fd < 0)
      throw new Error(`net_floor: this Node gives no descriptor for a TCP socket (_handle.fd is ${fd})`);
    const out = measure(fd, rank, cfg);
    if (out) fs.writeSync(1, `${JSON.stringify({ net: 'floor', ...out })}\n`);
    process.exit(0);
  });
}

const [role, port, cfgJson] = process.argv.slice(2);
if (!['server', 'client'].includes(role) || !cfgJson)
  throw new Error('usage: node bench/ranks/net_floor.mjs server|client <port> <cfg json>');
const cfg = JSON.parse(cfgJson);
if (role === 'server') {
  const server = net.createServer({ pauseOnConnect: true }, (s) => {
    server.close(); // one connection
    go(s, 1, cfg);
  });
  server.listen(Number(port), '127.0.0.1', () =>
    process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`),
  );
} else {
  const s = net.connect(Number(port), '127.0.0.1');
  s.pause(); // before the connection opens: Node starts no read on it
  s.on('connect', () => go(s, 0, cfg));
}
