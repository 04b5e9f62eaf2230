// The client side of PMI-1, the process-manager interface of MPICH's Hydra (mpiexec): the text
// protocol that a process started by `mpiexec` speaks on the socket whose descriptor Hydra passes
// in PMI_FD. One request at a time, each a line `cmd=<name> key=value ...`, each answered by one
// line. Through it the processes of a job publish values (such as the address each one listens
// on) in a key-value space, meet at a barrier, and read each other's values.
import { Socket } from 'node:net';
import { writeSync } from 'node:fs';
import type { Duplex } from 'node:stream';
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
    /** This process's rank in the job and the job's size (PMI_RANK, PMI_SIZE). */
    readonly rank: number,
    readonly size: number,
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

  /** Connects to the process manager that started this process (PMI_FD, PMI_RANK, PMI_SIZE) and
   *  says hello (init, maxes, the key-value space's name). ERR_ARG when no PMI_FD is set. */
  static async fromEnv(env: Record<string, string | undefined> = process.env): Promise<PmiClient> {
    const fd = Number(env.PMI_FD);
    if (env.PMI_FD === undefined || !Number.isInteger(fd) || fd < 0)
      fail(
        'ERR_ARG',
        `PMI: no process manager: PMI_FD is ${show(env.PMI_FD)} (a process started by mpiexec has it set)`,
      );
    const c = await PmiClient.over(new Socket({ fd, readable: true, writable: true }), env);
    c.fd = fd;
    return c;
  }

  /** Whether the connection keeps the process alive (between the job's start and its end, the
   *  program decides when the process ends, not this connection). */
  hold(on: boolean): void {
    const s = this.io as Partial<Socket>;
    if (on) s.ref?.();
    else s.unref?.();
  }

  /** The protocol over any stream (a socket to a process manager; a test's own). */
  static async over(io: Duplex, env: Record<string, string | undefined> = process.env): Promise<PmiClient> {
    const rank = Number(env.PMI_RANK ?? 0);
    const size = Number(env.PMI_SIZE ?? 1);
    if (!Number.isInteger(rank) || !Number.isInteger(size) || size < 1 || rank < 0 || rank >= size)
      fail(
        'ERR_ARG',
        `PMI: PMI_RANK ${show(env.PMI_RANK)} and PMI_SIZE ${show(env.PMI_SIZE)} do not make a rank of a job`,
      );
    const c = new PmiClient(io, rank, size);
    try {
      await c.hello();
    } catch (e) {
      io.destroy(); // a connection left open would keep the process alive
      throw e;
    }
    return c;
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
    const next = this.chain.then(() => this.exchange(request, answer));
    this.chain = next.catch(() => {});
    return next;
  }

  private exchange(request: string, answer: string): Promise<Fields> {
    if (this.closed) return Promise.reject(this.closed);
    return new Promise<string>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.io.write(`cmd=${request}\n`);
    }).then((line) => {
      const f = parse(line);
      if (f.get('cmd') !== answer)
        fail('ERR_COMM', `PMI: asked cmd=${request.split(' ')[0]}, the process manager answered ${show(line)}`);
      return f;
    });
  }

  /** The connection is gone: every request waiting, and every later one, fails with `e`. */
  private shut(e: Error): void {
    if (this.closed) return;
    this.closed = e;
    for (const w of this.waiting.splice(0)) w.reject(e);
    this.io.destroy();
  }
}
