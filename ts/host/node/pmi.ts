// The client side of PMI-1, the process-manager interface of MPICH's Hydra (mpiexec): the text
// protocol that a process started by `mpiexec` speaks on the socket whose descriptor Hydra passes
// in PMI_FD, or, under `mpiexec -pmi-port`, over a TCP connection to PMI_PORT (host:port) that
// starts with `cmd=initack pmiid=<PMI_ID>`, answered by `cmd=initack` and the job's size, this
// process's rank and a debug flag (`cmd=set size=N`, `cmd=set rank=R`, `cmd=set debug=D`): the
// port mode's prefix, after which the protocol is the same. One request at a time, each a line
// `cmd=<name> key=value ...`, each answered by one line. Through it the processes of a job publish
// values (such as the address each one listens on) in a key-value space, meet at a barrier, and
// read each other's values.
import { connect, Socket } from 'node:net';
import { closeSync, fstatSync, read, writeSync } from 'node:fs';
import { Duplex } from 'node:stream';
import { fail, show, WasmpiError } from '../../errors.js';

/** Hydra's limits on names and values (cmd=get_maxes). */
export interface PmiMaxes {
  kvsname: number;
  key: number;
  value: number;
}

/** One parsed response line: its fields by name. */
type Fields = Map<string, string>;

/** Parses `cmd=name a=1 b=2` (values never hold spaces in PMI-1). */
function parse(line: string): Fields {
  const f: Fields = new Map();
  for (const part of line.trim().split(/ +/)) {
    const eq = part.indexOf('=');
    if (eq > 0) f.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return f;
}

/** What PMI-1 cannot carry in a key or value: its separators, and what Hydra reads specially. */
const UNSAFE = /[\s=]/;

/** Why PMI_FD cannot be the process manager's connection, and what to do: something between
 *  mpiexec and this process closed the descriptor, or gave the number to another file (npx and
 *  `npm exec` start their command with descriptors 0-2 alone, so PMI_FD names one of npm's own). */
function notTheConnection(fd: number, what: string): never {
  return fail(
    'ERR_COMM',
    `PMI: PMI_FD=${fd} is no connection to the process manager: descriptor ${fd} ${what}. ` +
      'A program between mpiexec and this process closed or replaced it (npx and `npm exec` pass on ' +
      'descriptors 0-2 alone). Start wasmpi itself under mpiexec: `mpiexec -n 2 node_modules/.bin/wasmpi run -n 4 app.mjs` ' +
      '(`mpiexec -n 2 node app.mjs` for a program that calls init()), or let wasmpi start mpiexec: ' +
      '`npx wasmpi run -n 8 --procs 2 --mpiexec app.mjs`',
  );
}

/** The runtime, where its node: modules differ in what PMI needs (descriptors it did not open). */
const runtime =
  (globalThis as { Bun?: unknown }).Bun !== undefined
    ? 'bun'
    : (globalThis as { Deno?: unknown }).Deno !== undefined
      ? 'deno'
      : 'node';

/** Checks that PMI_FD is an open socket before anything is written to it. */
function checkPmiFd(fd: number): void {
  try {
    if (fstatSync(fd).isSocket()) return;
    notTheConnection(fd, 'is not a socket');
  } catch (e) {
    if (e instanceof WasmpiError) throw e;
    // Deno's node:fs knows only the descriptors Deno opened: net.Socket's own check (below) decides
    if (runtime === 'deno') return;
    notTheConnection(fd, `is not open (${(e as { code?: string }).code ?? (e as Error).message})`);
  }
}

/**
 * The connection on a descriptor read and written through node:fs, for Bun: its net.Socket does not
 * adopt a connected socket's descriptor (`new Socket({ fd })` makes a new one that is not
 * connected, and every write fails with "Socket is closed"). The process manager speaks only when
 * asked, one line per request: this reads only while an answer is owed, so that between requests
 * nothing keeps the process alive (as nothing does once hold(false) unrefs a socket).
 */
class FdWire extends Duplex {
  /** Answer lines still to come. */
  private owed = 0;
  private reading = false;

  constructor(private readonly fd: number) {
    super();
  }

  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: (e?: Error | null) => void): void {
    const text = String(chunk);
    // every request line is answered by one line, but abort (the process manager ends the job)
    for (const line of text.split('\n')) if (line !== '' && !line.startsWith('cmd=abort')) this.owed++;
    try {
      writeSync(this.fd, text);
    } catch (e) {
      done(e as Error);
      return;
    }
    done();
    this.pull();
  }

  override _read(): void {
    this.pull();
  }

  private pull(delay = 0): void {
    if (this.reading || this.owed === 0 || this.destroyed) return;
    this.reading = true;
    const b = Buffer.alloc(4096);
    read(this.fd, b, 0, b.length, null, (e, n) => {
      this.reading = false;
      if (e && (e as { code?: string }).code === 'EAGAIN') {
        // a descriptor left non-blocking by whoever made it: nothing yet, look again shortly
        const next = Math.min(50, delay * 2 || 1);
        setTimeout(() => this.pull(next), next);
        return;
      }
      if (e) return void this.destroy(e);
      if (n === 0) return void this.push(null);
      for (let i = 0; i < n; i++) if (b[i] === 10) this.owed--;
      this.push(b.subarray(0, n));
      this.pull();
    });
  }

  override _destroy(e: Error | null, done: (e?: Error | null) => void): void {
    try {
      closeSync(this.fd);
    } catch {
      // closed already
    }
    done(e);
  }
}

/** How long the hello may take: a process manager answers in milliseconds; this ends a wait on a
 *  descriptor that leads nowhere, far above any load's delay. */
const HELLO_LIMIT_MS = 60_000;

export class PmiClient {
  private buf = '';
  private readonly waiting: Array<{ resolve(line: string): void; reject(e: Error): void }> = [];
  private chain: Promise<unknown> = Promise.resolve();
  private closed: Error | null = null;
  /** The job's key-value space (cmd=get_my_kvsname). */
  kvsname = '';
  maxes: PmiMaxes = { kvsname: 0, key: 0, value: 0 };
  appnum = 0;
  /** The connection's descriptor (PMI_FD), for a write while the process exits; -1: a stream. */
  private fd = -1;

  private constructor(
    private readonly io: Duplex,
    /** This process's rank in the job and the job's size (PMI_RANK, PMI_SIZE; in port mode what the
     *  process manager said after initack). */
    public rank: number,
    public size: number,
  ) {
    io.setEncoding('utf8');
    io.on('data', (d: string) => {
      this.buf += d;
      for (let i = this.buf.indexOf('\n'); i >= 0; i = this.buf.indexOf('\n')) {
        const line = this.buf.slice(0, i);
        this.buf = this.buf.slice(i + 1);
        const w = this.waiting.shift();
        if (w) w.resolve(line);
        else
          this.shut(
            new WasmpiError('ERR_COMM', `PMI: the process manager sent a line nobody asked for: ${show(line)}`),
          );
      }
    });
    const gone = (why: string) => () => this.shut(new WasmpiError('ERR_COMM', `PMI: ${why}`));
    io.on('end', gone('the process manager closed the connection'));
    io.on('close', gone('the connection to the process manager closed'));
    io.on('error', (e: Error) => this.shut(new WasmpiError('ERR_COMM', `PMI: ${e.message}`)));
  }

  /** Connects to the process manager that started this process (PMI_FD, PMI_RANK, PMI_SIZE; or
   *  Hydra's port mode: PMI_PORT, PMI_ID) and says hello (init, maxes, the key-value space's
   *  name). ERR_ARG when neither PMI_FD nor PMI_PORT is set; ERR_COMM when PMI_FD is no socket. */
  static async fromEnv(env: Record<string, string | undefined> = process.env): Promise<PmiClient> {
    if (env.PMI_FD === undefined && env.PMI_PORT !== undefined) return PmiClient.fromPort(env);
    const fd = Number(env.PMI_FD);
    if (env.PMI_FD === undefined || !Number.isInteger(fd) || fd < 0)
      fail(
        'ERR_ARG',
        `PMI: no process manager: PMI_FD is ${show(env.PMI_FD)} and PMI_PORT ${show(env.PMI_PORT)} ` +
          '(a process started by mpiexec has one of them set)',
      );
    checkPmiFd(fd);
    let io: Duplex;
    try {
      io = runtime === 'bun' ? new FdWire(fd) : new Socket({ fd, readable: true, writable: true });
    } catch (e) {
      // Node and Deno check the descriptor's type themselves (Deno: the one check there is)
      if ((e as { code?: string }).code === 'ERR_INVALID_FD_TYPE')
        notTheConnection(fd, `is not a socket (${(e as Error).message})`);
      throw e;
    }
    const c = await PmiClient.over(io, env);
    c.fd = fd;
    return c;
  }

  /** Hydra's port mode (`mpiexec -pmi-port`): a TCP connection to PMI_PORT (host:port), introduced
   *  by PMI_ID; the job's size and this process's rank come over it. */
  static async fromPort(env: Record<string, string | undefined> = process.env): Promise<PmiClient> {
    const where = env.PMI_PORT ?? '';
    const colon = where.lastIndexOf(':');
    const host = where.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
    const port = Number(where.slice(colon + 1));
    if (colon <= 0 || !/^\d+$/.test(where.slice(colon + 1)) || port < 1 || port > 65535)
      fail('ERR_ARG', `PMI: PMI_PORT must be the process manager's host:port, got ${show(env.PMI_PORT)}`);
    const id = Number(env.PMI_ID);
    if (env.PMI_ID === undefined || !/^\d+$/.test(env.PMI_ID))
      fail('ERR_ARG', `PMI: PMI_ID must be this process's id in the job (an integer >= 0), got ${show(env.PMI_ID)}`);
    const sock = connect({ host, port });
    await new Promise<void>((resolve, reject) => {
      sock.once('connect', resolve);
      sock.once('error', (e) => {
        sock.destroy();
        reject(new WasmpiError('ERR_COMM', `PMI: cannot reach the process manager at PMI_PORT=${where}: ${e.message}`));
      });
    });
    sock.setNoDelay(true);
    return PmiClient.over(sock, env, id);
  }

  /** Whether the connection keeps the process alive (between the job's start and its end, the
   *  program decides when the process ends, not this connection). */
  hold(on: boolean): void {
    const s = this.io as Partial<Socket>;
    if (on) s.ref?.();
    else s.unref?.();
  }

  /** The protocol over any stream (a socket to a process manager; a test's own). `pmiId`: the port
   *  mode's prefix first (initack), which tells the rank and size instead of PMI_RANK/PMI_SIZE. */
  static async over(
    io: Duplex,
    env: Record<string, string | undefined> = process.env,
    pmiId?: number,
    limitMs = HELLO_LIMIT_MS,
  ): Promise<PmiClient> {
    const rank = pmiId === undefined ? Number(env.PMI_RANK ?? 0) : 0;
    const size = pmiId === undefined ? Number(env.PMI_SIZE ?? 1) : 1;
    if (!Number.isInteger(rank) || !Number.isInteger(size) || size < 1 || rank < 0 || rank >= size)
      fail(
        'ERR_ARG',
        `PMI: PMI_RANK ${show(env.PMI_RANK)} and PMI_SIZE ${show(env.PMI_SIZE)} do not make a rank of a job`,
      );
    const c = new PmiClient(io, rank, size);
    const greet = (async () => {
      if (pmiId !== undefined) await c.initack(pmiId);
      await c.hello();
    })();
    greet.catch(() => {}); // lost to the time limit: its rejection (the closed stream) is not news
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A descriptor that is open but leads nowhere (one a wrapper replaced, that no check can tell
    // from a process manager's) answers nothing: the hello must not wait for ever.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new WasmpiError(
              'ERR_COMM',
              `PMI: the process manager did not answer the hello within ${limitMs / 1000} s` +
                (pmiId === undefined ? ` on PMI_FD=${env.PMI_FD ?? ''}` : ` at PMI_PORT=${env.PMI_PORT ?? ''}`) +
                ': if a wrapper (npx, npm exec) stands between mpiexec and wasmpi, run node_modules/.bin/wasmpi ' +
                'or node itself under mpiexec',
            ),
          ),
        limitMs,
      );
    });
    try {
      await Promise.race([greet, late]);
    } catch (e) {
      io.destroy(); // a connection left open would keep the process alive
      throw e;
    } finally {
      clearTimeout(timer);
    }
    return c;
  }

  /** The port mode's prefix: initack with this process's id, answered by initack and three lines
   *  that set the job's size, this process's rank and a debug flag (in that order). */
  private async initack(id: number): Promise<void> {
    // each line is checked as it comes: a process manager that sends another and then waits must
    // not leave this waiting for lines that will never come
    const [ack, ...sets] = this.request(`initack pmiid=${id}`, 4);
    const first = await ack;
    if (parse(first).get('cmd') !== 'initack')
      fail('ERR_COMM', `PMI: asked cmd=initack, the process manager answered ${show(first)}`);
    const value = async (i: number, key: string): Promise<number> => {
      const line = await sets[i];
      const f = parse(line);
      const v = Number(f.get(key));
      if (f.get('cmd') !== 'set' || !Number.isInteger(v) || v < 0)
        fail('ERR_COMM', `PMI: after initack, expected cmd=set ${key}=<n>, the process manager sent ${show(line)}`);
      return v;
    };
    const size = await value(0, 'size');
    const rank = await value(1, 'rank');
    await value(2, 'debug');
    if (size < 1 || rank >= size)
      fail('ERR_COMM', `PMI: the process manager gave rank ${rank} of a job of ${size} processes`);
    this.size = size;
    this.rank = rank;
  }

  /** init, the maxima, the application number and the key-value space's name. */
  private async hello(): Promise<void> {
    const init = await this.ask('init pmi_version=1 pmi_subversion=1', 'response_to_init');
    if (init.get('rc') !== '0') this.refused('init', init);
    const m = await this.ask('get_maxes', 'maxes');
    this.maxes = {
      kvsname: Number(m.get('kvsname_max') ?? 256),
      key: Number(m.get('keylen_max') ?? 64),
      value: Number(m.get('vallen_max') ?? 1024),
    };
    this.appnum = Number((await this.ask('get_appnum', 'appnum')).get('appnum') ?? 0);
    this.kvsname = (await this.ask('get_my_kvsname', 'my_kvsname')).get('kvsname') ?? '';
    if (this.kvsname === '') fail('ERR_COMM', 'PMI: the process manager gave no key-value space name');
  }

  /** Publishes `value` under `key` in the job's key-value space (visible to the others after the
   *  next barrier). */
  async put(key: string, value: string): Promise<void> {
    this.check('key', key, this.maxes.key);
    this.check('value', value, this.maxes.value);
    const r = await this.ask(`put kvsname=${this.kvsname} key=${key} value=${value}`, 'put_result');
    if (r.get('rc') !== '0') this.refused(`put of ${key}`, r);
  }

  /** Waits until every process of the job has reached its barrier (and its puts are visible). */
  async barrier(): Promise<void> {
    await this.ask('barrier_in', 'barrier_out');
  }

  /** The value published under `key`, or undefined when no process published it. */
  async get(key: string): Promise<string | undefined> {
    this.check('key', key, this.maxes.key);
    const r = await this.ask(`get kvsname=${this.kvsname} key=${key}`, 'get_result');
    return r.get('rc') === '0' ? (r.get('value') ?? '') : undefined;
  }

  /** Asks the process manager to end the job with exit code `code` (cmd=abort), at once and
   *  synchronously: this runs while the process exits, when nothing asynchronous runs any more. */
  abortNow(code: number, why: string): void {
    const line = `cmd=abort exitcode=${code} error_msg=${why.replace(/[\s=]+/g, '_')}\n`;
    try {
      if (this.fd >= 0) writeSync(this.fd, line);
      else this.io.write(line);
    } catch {
      // the process manager is gone: the exit code says it all
    }
  }

  /** Says goodbye to the process manager and closes the connection. */
  async finalize(): Promise<void> {
    await this.ask('finalize', 'finalize_ack');
    this.io.destroy();
  }

  private check(what: string, s: string, max: number): void {
    if (typeof s !== 'string' || s === '' || UNSAFE.test(s) || (max > 0 && s.length > max))
      fail(
        'ERR_ARG',
        `PMI: a ${what} must be a non-empty string of at most ${max} characters without spaces or '=', got ${show(s)}`,
      );
  }

  private refused(what: string, r: Fields): never {
    return fail('ERR_COMM', `PMI: the process manager refused ${what}: rc=${r.get('rc')} ${r.get('msg') ?? ''}`.trim());
  }

  /** Sends `cmd=<request>` and resolves to the answer, which must be `cmd=<answer>`. One request at
   *  a time: a later call waits for the earlier ones' answers. */
  private ask(request: string, answer: string): Promise<Fields> {
    return this.request(request, 1)[0].then((line) => {
      const f = parse(line);
      if (f.get('cmd') !== answer)
        fail('ERR_COMM', `PMI: asked cmd=${request.split(' ')[0]}, the process manager answered ${show(line)}`);
      return f;
    });
  }

  /** Sends `cmd=<request>` after the earlier requests' answers; the `n` lines that answer it, each
   *  as it comes (every line has its place in the queue before the request goes: they may come in
   *  one chunk). */
  private request(request: string, n: number): Promise<string>[] {
    const hands: Array<{ resolve(line: string): void; reject(e: Error): void }> = [];
    const lines = Array.from(
      { length: n },
      () => new Promise<string>((resolve, reject) => hands.push({ resolve, reject })),
    );
    const sent = this.chain.then(() => {
      if (this.closed) throw this.closed;
      this.waiting.push(...hands);
      this.io.write(`cmd=${request}\n`);
      return lines[n - 1];
    });
    sent.catch((e: Error) => hands.forEach((h) => h.reject(e)));
    this.chain = sent.catch(() => {});
    // a caller that stops at a bad line leaves the later ones unread: their failure is no news
    for (const l of lines) l.catch(() => {});
    return lines;
  }

  /** The connection is gone: every request waiting, and every later one, fails with `e`. */
  private shut(e: Error): void {
    if (this.closed) return;
    this.closed = e;
    for (const w of this.waiting.splice(0)) w.reject(e);
    this.io.destroy();
  }
}
