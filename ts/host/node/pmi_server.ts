// A process manager's side of PMI-1, for the jobs `wasmpi run --procs` starts on this machine
// without Hydra: the same wire protocol Hydra speaks (so a process joins either job the same way),
// with what wasmpi uses of it: init, maxes, the key-value space (put, get), the barrier, finalize
// and abort. Each process talks to it over its own socket pair (the child's PMI_FD).
import type { Duplex } from 'node:stream';

const MAXES = { kvsname: 256, key: 64, value: 1024 };

export class PmiServer {
  readonly kvsname = `kvs_${process.pid}_0`;
  private readonly kvs = new Map<string, string>();
  private readonly atBarrier: Duplex[] = [];
  /** Set by a process's cmd=abort: the exit code it asked for and its message. */
  aborted: { rank: number; code: number; msg: string } | null = null;
  /** Called at the first cmd=abort (the launcher ends the job's other processes, as Hydra does). */
  onAbort: (() => void) | null = null;

  constructor(readonly size: number) {}

  /** Serves process `rank` on `io` until it closes. */
  serve(io: Duplex, rank: number): void {
    let buf = '';
    io.setEncoding('utf8');
    io.on('error', () => {}); // a process that dies closes its end: its exit says why
    io.on('data', (d: string) => {
      buf += d;
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        this.answer(io, rank, line);
      }
    });
  }

  private answer(io: Duplex, rank: number, line: string): void {
    const f = new Map<string, string>();
    for (const part of line.trim().split(/ +/)) {
      const eq = part.indexOf('=');
      if (eq > 0) f.set(part.slice(0, eq), part.slice(eq + 1));
    }
    const say = (s: string): void => void io.write(`${s}\n`);
    switch (f.get('cmd')) {
      case 'init':
        return say('cmd=response_to_init pmi_version=1 pmi_subversion=1 rc=0');
      case 'get_maxes':
        return say(`cmd=maxes kvsname_max=${MAXES.kvsname} keylen_max=${MAXES.key} vallen_max=${MAXES.value}`);
      case 'get_appnum':
        return say('cmd=appnum appnum=0');
      case 'get_my_kvsname':
        return say(`cmd=my_kvsname kvsname=${this.kvsname}`);
      case 'put': {
        const key = f.get('key') ?? '';
        if (this.kvs.has(key)) return say('cmd=put_result rc=-1 msg=duplicate_key');
        this.kvs.set(key, f.get('value') ?? '');
        return say('cmd=put_result rc=0 msg=success');
      }
      case 'get': {
        const key = f.get('key') ?? '';
        const v = this.kvs.get(key);
        return say(
          v === undefined
            ? `cmd=get_result rc=-1 msg=key_${key}_not_found value=unknown`
            : `cmd=get_result rc=0 msg=success value=${v}`,
        );
      }
      case 'barrier_in':
        this.atBarrier.push(io);
        if (this.atBarrier.length === this.size) for (const s of this.atBarrier.splice(0)) s.write('cmd=barrier_out\n');
        return;
      case 'finalize':
        return say('cmd=finalize_ack');
      case 'abort':
        if (this.aborted !== null) return;
        this.aborted = { rank, code: Number(f.get('exitcode') ?? 1) || 1, msg: f.get('error_msg') ?? '' };
        this.onAbort?.();
        return;
      default:
        return say(`cmd=${f.get('cmd') ?? 'unknown'}_result rc=-1 msg=unknown_command`);
    }
  }
}
