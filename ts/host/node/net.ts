// A process's network side, in a job of several processes: the TCP side of the device. Ranks are
// threads that block synchronously (Atomics.wait), so none of them can run an event loop for
// sockets; the process's launching thread does, for all of them (launch() and `wasmpi run` wait
// there anyway), or a thread of its own when the launching thread is itself a rank (a program's
// top-level init(): net_thread.ts). It listens for the other processes, opens a
// connection to a process the first time something goes there (and keeps it), ships what local
// ranks post for remote ones and writes what arrives into the shared memory (transport/bridge.ts),
// sleeping on one bell that every post for a remote rank rings.
//
// Every connection starts with a handshake (net_auth.ts) in which both sides prove that they hold
// the job's secret; until it ends, nothing a peer sends is read as a frame, at most the handshake's
// own bytes are taken from it, and a peer that does not prove the secret within HELLO_TIMEOUT_MS
// is disconnected. The listening socket binds the loopback address unless the job spans machines.
//
// One connection per pair of processes carries each direction: a process sends to another over the
// first connection it has with it (the one it opened, or the one it accepted if that came first)
// and never switches, so frames from one process to another keep their order.
import { createServer, connect, type Server } from 'node:net';
import { Core } from '../../core/core.js';
import { Bridge, type OutFrame } from '../../transport/bridge.js';
import { Handshake, type JobKey } from './net_auth.js';
import { Conn } from './net_conn.js';
import { Rounds } from './net_rounds.js';
import { STATE_FAILED } from '../../core/abi.js';
import { abortWorldFor, parseAbortText } from '../../core/abort.js';
import {
  encodeHeader,
  F_ACK,
  F_BYE,
  F_CTS,
  F_DATA,
  F_EAGER,
  F_RNDV,
  F_RNDV_INLINE,
  F_STATE,
  type Frame,
  type FrameBounds,
} from '../../transport/tcp_frame.js';

/** Where a process listens, as it published it. */
export interface PeerAddr {
  /** Addresses to try, in order. */
  hosts: string[];
  port: number;
}

/** The messages the launching thread sends this thread. */
export type NetCommand =
  | {
      /** Listen on `host` (undefined: every interface) for the processes that prove `secret`. */
      cmd: 'listen';
      host: string | undefined;
      secret: Uint8Array;
      myProc: number;
      procs: number;
    }
  | {
      cmd: 'start';
      module: WebAssembly.Module;
      memory: WebAssembly.Memory;
      procOf: Int32Array;
      myProc: number;
      peers: PeerAddr[];
    }
  | { cmd: 'finish' };

/** What it answers. */
export type NetReply =
  { ev: 'listening'; port: number } | { ev: 'ready' } | { ev: 'closed' } | { ev: 'error'; message: string };

/** Starts the network side in this thread: listens at once, then acts on each command; `post`
 *  carries its replies. `inThread`: this is a thread whose event loop Atomics.waitAsync wakes (a
 *  process's main thread); otherwise a waker thread is needed (net_rounds.ts). */
export function createNet(post: (m: NetReply) => void, inThread: boolean): (m: NetCommand) => void {
  let bridge: Bridge | null = null;
  let core: Core | null = null;
  let key: JobKey | null = null;
  let server: Server | null = null;
  let peers: PeerAddr[] = [];
  let finishing = false;
  /** Whether what waits to be written to process `p` is already a lot: its senders then wait. */
  const congested = (p: number): boolean => {
    const c = sendTo.get(p);
    if (c === undefined) return false;
    if (c.queue !== null) return true; // its handshake ends first (then a round runs)
    if (c.sock.writableLength <= WRITE_BACKLOG) return false;
    if (!c.drainWait) {
      c.drainWait = true;
      c.sock.once('drain', () => {
        c.drainWait = false;
        round();
      });
    }
    return true;
  };
  /** The connection each process is sent to over, once chosen. */
  const sendTo = new Map<number, Conn>();
  const conns = new Set<Conn>();
  /** Accepted before the world existed: read once it does. */
  const early: Array<[Conn, Uint8Array]> = [];
  const byeFrom = new Set<number>();
  /** Processes declared lost, and those whose goodbye is awaited a moment longer (closed). */
  const lostProcs = new Set<number>();
  const dying = new Map<number, ReturnType<typeof setTimeout>>();
  /** Connections not read while their process's messages wait for room in the rings. */
  const paused = new Set<Conn>();
  const out: OutFrame[] = [];
  /** The connections a round has corked (one set, cleared after each round). */
  const corkedNow = new Set<Conn>();

  const bodyFor = (peer: number, id: number, bytes: number) => bridge!.bodyOf(peer, id, bytes);

  function listen(host: string | undefined): void {
    const srv = createServer((sock) => {
      sock.setNoDelay(true);
      const c = new Conn(sock, bodyFor);
      c.hs = Handshake.accept(key!);
      conns.add(c);
      wire(c);
    });
    server = srv;
    srv.on('error', (e) => post({ ev: 'error', message: `cannot listen: ${e.message}` }));
    srv.listen(0, host, () => post({ ev: 'listening', port: (srv.address() as { port: number }).port }));
  }

  /** The connection to process `p`, opened now if there is none. */
  function connTo(p: number): Conn {
    let c = sendTo.get(p);
    if (c !== undefined) return c;
    const a = peers[p];
    const sock = connect({ host: a.hosts[0], port: a.port });
    sock.setNoDelay(true);
    c = new Conn(sock, bodyFor);
    c.peer = p;
    c.opened = false;
    const conn = c;
    sock.once('connect', () => (conn.opened = true));
    c.bounds = boundsOf(p);
    c.hs = Handshake.connect(key!, p);
    c.queue = [];
    conns.add(c);
    sendTo.set(p, c);
    sock.write(c.hs.hello());
    wire(c);
    return c;
  }

  /** Writes `b` to `c`, or keeps it until `c`'s handshake has ended. */
  function send(c: Conn, b: Uint8Array): void {
    if (c.queue !== null) c.queue.push(b);
    else c.sock.write(b);
  }

  function boundsOf(p: number): FrameBounds {
    const [lo, hi] = bridge!.rangeOf(p);
    return { lo, hi, myLo: bridge!.lo, myHi: bridge!.hi };
  }

  function wire(c: Conn): void {
    const hs = c.hs!;
    c.timer = setTimeout(
      () => refuse(c, `no proof of the job's secret within ${HELLO_TIMEOUT_MS / 1000} s`),
      HELLO_TIMEOUT_MS,
    ).unref();
    c.sock.on('data', (chunk: Buffer) => {
      let d: Uint8Array = chunk;
      if (c.hs !== null) {
        const r = hs.feed(d, (b) => c.sock.write(b));
        if (r === null) return;
        if (typeof r === 'string') return refuse(c, r);
        proved(c, hs.peer);
        if (r.length === 0) return;
        d = r;
      }
      if (bridge === null) {
        // the world is not laid out yet: this chunk waits, and what follows waits in TCP
        early.push([c, d]);
        c.sock.pause();
        return;
      }
      read(c, d);
    });
    c.sock.on('error', (e: Error & { code?: string }) => (c.error ??= e.code ?? e.message)); // the close says it
    c.sock.on('close', () => closed(c));
  }

  /** Process `p` has proved the secret on `c`: its frames are read, and what waited goes out. */
  function proved(c: Conn, p: number): void {
    c.hs = null;
    clearTimeout(c.timer);
    c.peer = p;
    if (bridge !== null) c.bounds = boundsOf(p);
    if (c.queue === null) {
      if (!sendTo.has(p)) sendTo.set(p, c);
      return;
    }
    for (const b of c.queue) c.sock.write(b);
    c.queue = null;
    if (c.then !== null) c.then();
    else if (bridge !== null) round();
  }

  /** `c`'s peer did not prove the secret: it is disconnected; a process we connected to is lost. */
  function refuse(c: Conn, why: string): void {
    clearTimeout(c.timer);
    const who = `${c.sock.remoteAddress}:${c.sock.remotePort}`;
    c.sock.destroy();
    conns.delete(c);
    if (c.queue === null) return noteRefused(who, why);
    const p = c.peer;
    if (sendTo.get(p) === c) sendTo.delete(p);
    const msg = `process ${p} at ${who} did not prove this job's secret (${why})`;
    console.error(`wasmpi: ${msg}; disconnected`);
    if (bridge !== null) lose(p, msg);
  }

  // Refused strangers are counted and reported at most once per REFUSED_LOG_MS: a sweep of guesses
  // makes a line every few seconds, not one per guess.
  let refusedCount = 0;
  let refusedLast = '';
  let refusedLogAt = -Infinity;
  let refusedTimer: ReturnType<typeof setTimeout> | undefined;
  function noteRefused(who: string, why: string): void {
    refusedCount++;
    refusedLast = `from ${who}: ${why}`;
    if (refusedTimer !== undefined) return;
    const wait = refusedLogAt + REFUSED_LOG_MS - Date.now();
    if (wait <= 0) logRefused();
    else refusedTimer = setTimeout(logRefused, wait).unref();
  }
  function logRefused(): void {
    refusedTimer = undefined;
    refusedLogAt = Date.now();
    const n = refusedCount;
    refusedCount = 0;
    console.error(
      `wasmpi: refused ${n === 1 ? 'a connection' : `${n} connections`} that did not prove this job's secret ` +
        `(the last ${refusedLast})`,
    );
  }

  function read(c: Conn, d: Uint8Array): void {
    let bad: string | null;
    try {
      bad = c.feed(d, onFrame);
    } catch (e) {
      // a frame that breaks a check, or whose bytes have no place here, is that peer's error alone
      bad = e instanceof Error ? e.message : String(e);
    }
    if (bad !== null) {
      const who = c.peer >= 0 ? `process ${c.peer}` : `a peer at ${c.sock.remoteAddress}:${c.sock.remotePort}`;
      console.error(`wasmpi: ${who} sent a malformed frame (${bad}); disconnected`);
      if (c.peer >= 0) lose(c.peer, `process ${c.peer} sent a malformed frame (${bad}) and was disconnected`);
      c.sock.destroy();
      conns.delete(c);
    }
    pass();
    // a process far ahead of its receivers waits in TCP, not in this thread's memory
    if (c.peer >= 0 && bridge!.backlog(c.peer) > BACKLOG && !c.sock.isPaused()) {
      c.sock.pause();
      paused.add(c);
    }
  }

  function onFrame(c: Conn, f: Frame, body: Uint8Array | null): void {
    const b = bridge!;
    switch (f.type) {
      case F_EAGER:
        b.eager(c.peer, f, body ?? new Uint8Array(0));
        return;
      case F_RNDV:
        b.rndv(c.peer, f);
        return;
      case F_RNDV_INLINE:
        if (!b.rndvInline(c.peer, f, body ?? new Uint8Array(0)))
          throw new BadPeer(`a rendezvous of ${f.bytes} bytes with its body, beyond the credit that process has`);
        return;
      case F_CTS:
        if (!b.cts(c.peer, f.id, out))
          throw new BadPeer(`a request for the body of rendezvous ${f.id}, which was not announced there or was sent`);
        return;
      case F_DATA:
        b.filled(c.peer, f.id);
        return;
      case F_ACK:
        if (!b.acked(f.id)) throw new BadPeer(`an answer to rendezvous ${f.id}, which was never sent there`);
        return;
      case F_STATE: {
        const text = body ? b.decode(body) : '';
        b.state(c.peer, f.src, f.dtype, text);
        // a remote rank that called abort ends this process's ranks too, at once: those blocked on
        // any rank wake and fail naming it (waiting for the state's turn in the rings could hang)
        if (f.dtype === STATE_FAILED && parseAbortText(text)?.rank === f.src) abortWorldFor(core!, text);
        return;
      }
      case F_BYE:
        c.bye = true;
        byeFrom.add(c.peer);
        return;
    }
  }

  function closed(c: Conn): void {
    conns.delete(c);
    if (c.peer >= 0 && sendTo.get(c.peer) === c) sendTo.delete(c.peer);
    if (bridge === null || c.peer < 0 || byeFrom.has(c.peer) || lostProcs.has(c.peer)) return;
    const p = c.peer;
    const [lo, hi] = bridge.rangeOf(p);
    const who = `process ${p} (ranks ${lo}..${hi - 1})`;
    const a = peers[p];
    const why = c.opened
      ? `${who} closed its connection without finishing: it was killed or crashed${c.error ? ` (${c.error})` : ''}`
      : `${who} could not be reached at ${a.hosts[0]}:${a.port} (${c.error ?? 'closed'}): is that address reachable from here?`;
    // Two connections with a process keep no order between them, and its goodbye comes on the one
    // it sends on: a process that ended normally may refuse or reset the one we opened to watch it
    // (closing, with our hello unread) before its goodbye is read, or before its own connection to
    // us has even been accepted. So its ranks fail only if no goodbye comes within LOSS_GRACE_MS.
    // (unref'd: a wait for a goodbye never keeps the process alive; its ranks do, while they wait)
    if (!dying.has(p)) dying.set(p, setTimeout(() => lose(p, why), LOSS_GRACE_MS).unref());
  }

  /** Process `p` is gone without its goodbye: its ranks fail with `why`. */
  function lose(p: number, why: string): void {
    clearTimeout(dying.get(p));
    dying.delete(p);
    if (byeFrom.has(p) || lostProcs.has(p)) return;
    lostProcs.add(p);
    bridge!.lost(p, why);
    pass();
  }

  /** One round: what local ranks posted goes out, what arrived goes in. */
  function pass(): void {
    const b = bridge!;
    b.pump(out, congested);
    b.deliver(out);
    for (const c of paused)
      if (b.backlog(c.peer) <= BACKLOG / 2 || c.sock.destroyed) {
        paused.delete(c);
        c.sock.resume();
      }
    if (out.length === 0) return;
    const corked = corkedNow;
    for (const f of out) {
      if (byeFrom.has(f.proc)) continue; // it has ended: nothing of ours concerns it any more
      const c = connTo(f.proc);
      if (c.sock.destroyed) continue;
      if (!corked.has(c)) {
        c.sock.cork();
        corked.add(c);
      }
      send(c, f.head);
      if (f.body !== null && f.body.length > 0) send(c, f.body);
    }
    out.length = 0;
    for (const c of corked) c.sock.uncork();
    corked.clear();
  }

  let rounds: Rounds | null = null;
  let onFinished: (() => void) | null = null;
  const watched = new Set<number>();

  /** A round, and the checks that follow it: the end, once asked for and reached. */
  function round(): void {
    const b = bridge!;
    try {
      pass();
    } catch (e) {
      post({ ev: 'error', message: (e as Error).message });
    }
    if (finishing && b.finished() && onFinished) {
      const f = onFinished;
      onFinished = null;
      f();
    }
  }

  /** Every 50 ms: looks at which remote processes local ranks wait on, and connects to each (so
   *  that its death is seen); then a round. */
  function watch(): void {
    watched.clear();
    bridge!.awaitedProcs(watched);
    for (const p of watched) if (!byeFrom.has(p)) connTo(p);
    round();
  }

  function stopRounds(): void {
    rounds!.stop();
    for (const t of dying.values()) clearTimeout(t);
  }

  /** Ends every connection after a goodbye, once all of it is written; bounded. */
  async function close(): Promise<void> {
    const bye = encodeHeader({ type: F_BYE, src: bridge!.myProc, dst: 0, ctx: 0, tag: 0, dtype: 0, bytes: 0, id: 0 });
    const ends: Promise<void>[] = [];
    for (const c of sendTo.values()) send(c, bye);
    for (const c of conns)
      ends.push(
        new Promise<void>((r) => {
          const end = () => (c.sock.destroyed ? r() : c.sock.end(r));
          c.sock.once('close', () => r());
          // what waits for a handshake (the last messages, the goodbye) goes out after it
          if (c.queue === null) end();
          else c.then = end;
        }),
      );
    server?.close();
    let t: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.all(ends), new Promise<void>((r) => (t = setTimeout(r, 2000)))]);
    clearTimeout(t);
    for (const c of conns) c.sock.destroy();
  }

  return (m: NetCommand) => {
    if (m.cmd === 'listen') {
      key = { secret: m.secret, myProc: m.myProc, procs: m.procs };
      listen(m.host);
    } else if (m.cmd === 'start') {
      core = new Core(m.module, m.memory);
      bridge = new Bridge(core, m.procOf, m.myProc);
      peers = m.peers;
      for (const c of conns) if (c.hs === null && c.peer >= 0) c.bounds = boundsOf(c.peer);
      for (const [c, d] of early.splice(0)) {
        read(c, d);
        if (!paused.has(c) && !c.sock.destroyed) c.sock.resume();
      }
      rounds = new Rounds(core.i32, bridge.bellAt, round);
      rounds.start(m.memory, inThread, watch);
      post({ ev: 'ready' });
    } else if (m.cmd === 'finish') {
      finishing = true;
      onFinished = () => {
        stopRounds();
        void close().then(() => post({ ev: 'closed' }));
      };
      round();
    }
  };
}

class BadPeer extends Error {}

/** Messages from one process that may wait for room in the receivers' rings before its connection
 *  stops being read. */
const BACKLOG = 1024;

/** How long a process whose connection closed without its goodbye may still say it on another
 *  connection before its ranks fail (ms): a killed process's peers fail after this. */
const LOSS_GRACE_MS = 250;

/** Bytes waiting to be written to one process beyond which its senders wait (in their rings). */
const WRITE_BACKLOG = 8 << 20;

/** How long a connection may take to prove the job's secret (ms). */
const HELLO_TIMEOUT_MS = 10_000;

/** Refused connections are reported at most once per this many ms (with their count). */
const REFUSED_LOG_MS = 10_000;
