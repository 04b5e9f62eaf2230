// Joining a job of several processes (started by Hydra's mpiexec, or by `wasmpi run --procs`, which
// speaks the same protocol), in two rounds over PMI. First each process publishes which machine it
// runs on, and process 0 the job's secret (random, from node:crypto: only the job's processes read
// the key-value space, over their own PMI connections); they meet at a barrier and read it all.
// Each then listens, on the loopback address when every process runs on this machine (and network
// namespace), else on every interface; it publishes how many ranks it runs and its port, meets
// the others at a second barrier and reads theirs. From that every process
// knows the whole world (process p runs world ranks lo_p..hi_p-1, in process order), lays it out in
// its own shared memory, and hands its network thread the memory and the table.
import { Worker } from 'node:worker_threads';
import { hostname, networkInterfaces } from 'node:os';
import { readlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PmiClient } from './pmi.js';
import { createWorld } from '../../core/world.js';
import { rankCtl } from '../../core/layout.js';
import { R_STATE, STATE_DONE } from '../../core/abi.js';
import { fail, WasmpiError } from '../../errors.js';
import { createNet, type NetCommand, type NetReply, type PeerAddr } from './net.js';
import type { Core } from '../../core/core.js';
import { abortExitStatus, worldAbort } from '../../core/abort.js';

/** This process's part of a job. */
export interface Job {
  procs: number;
  myProc: number;
  /** The process of each world rank. */
  procOf: Int32Array;
  /** This process's world ranks: [lo, hi). */
  lo: number;
  hi: number;
  /** The threads of the job that want this machine's cores while it runs: the ranks of every
   *  process on this machine, and each such process's network side. */
  busy: number;
  memory: WebAssembly.Memory;
  core: Core;
  /** Waits until the network thread has sent everything and said goodbye, then leaves the job. */
  close(): Promise<void>;
}

/** Whether a launcher started this process as one of several: PMI_SIZE > 1 with PMI_FD, or Hydra's
 *  port mode (`mpiexec -pmi-port`: PMI_PORT and PMI_ID, the job's size told only over the
 *  connection; a job of one process is then left at once, joinJob answers null). */
export function inJob(env: Record<string, string | undefined> = process.env): boolean {
  if (env.PMI_FD !== undefined) return Number(env.PMI_SIZE) > 1;
  return env.PMI_PORT !== undefined && env.PMI_ID !== undefined;
}

/** Which machine and network namespace this is: processes that share both reach each other on
 *  the loopback address. */
function hostKey(): string {
  let ns = '';
  try {
    ns = readlinkSync('/proc/self/ns/net').replace(/\D/g, '');
  } catch {
    // no procfs: the host name alone
  }
  return `${hostname().replace(/[^\w.-]/g, '_')}/${ns}`;
}

/** This machine's IPv4 addresses, the external ones first. */
function addresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(a.address);
  out.push('127.0.0.1');
  return out;
}

/** The key of the job's secret in the key-value space, and its size (bytes; published as hex). */
const SECRET_KEY = 'wasmpi-secret';
const SECRET_BYTES = 32;

/** Round one: every process's machine, and the job's secret (process 0 makes it). */
async function meet(pmi: PmiClient, mine: string): Promise<{ hosts: string[]; secret: Uint8Array }> {
  if (pmi.rank === 0) await pmi.put(SECRET_KEY, randomBytes(SECRET_BYTES).toString('hex'));
  await pmi.put(`wasmpi-host-${pmi.rank}`, mine);
  await pmi.barrier();
  const hex = (await pmi.get(SECRET_KEY)) ?? '';
  if (!new RegExp(`^[0-9a-f]{${2 * SECRET_BYTES}}$`).test(hex))
    fail(
      'ERR_COMM',
      `process 0 of the job published no wasmpi secret (${hex.length} characters): is it a wasmpi program?`,
    );
  const hosts: string[] = [];
  for (let p = 0; p < pmi.size; p++) {
    const h = await pmi.get(`wasmpi-host-${p}`);
    if (h === undefined) fail('ERR_COMM', `process ${p} of the job published no machine: is it a wasmpi program?`);
    hosts.push(h);
  }
  return { hosts, secret: Buffer.from(hex, 'hex') };
}

/** The network side (net.ts), in this thread or in a thread of its own: commands go in, replies
 *  come out, awaited one kind at a time. */
interface NetLink {
  send: (m: NetCommand) => void;
  next: (ev: NetReply['ev']) => Promise<NetReply>;
  /** Whether the link keeps the process alive. */
  hold: (on: boolean) => void;
  end: () => Promise<void>;
}

function link(inThread: boolean): NetLink {
  const seen: NetReply[] = [];
  const waiting: Array<{ ev: string; resolve(r: NetReply): void; reject(e: Error): void }> = [];
  let broken: Error | null = null;
  const hand = () => {
    for (let i = 0; i < waiting.length; i++) {
      const w = waiting[i];
      const j = seen.findIndex((r) => r.ev === w.ev);
      if (j >= 0) {
        w.resolve(seen.splice(j, 1)[0]);
        waiting.splice(i--, 1);
      } else if (broken) {
        w.reject(broken);
        waiting.splice(i--, 1);
      }
    }
  };
  const reply = (r: NetReply) => {
    if (r.ev === 'error') console.error(`wasmpi: network: ${r.message}`);
    else seen.push(r);
    hand();
  };
  const next = (ev: NetReply['ev']) =>
    new Promise<NetReply>((resolve, reject) => {
      waiting.push({ ev, resolve, reject });
      hand();
    });
  if (inThread) {
    const on = createNet(reply, true);
    return { send: on, next, hold: () => {}, end: async () => {} };
  }
  const net = new Worker(new URL('./net-worker.mjs', import.meta.url));
  net.on('message', reply);
  net.on('error', (e) => {
    broken = e;
    hand();
  });
  net.on('exit', () => {
    broken ??= new WasmpiError('ERR_INTERN', 'the network thread exited');
    hand();
  });
  return {
    send: (m) => net.postMessage(m),
    next,
    hold: (on) => (on ? net.ref() : net.unref()),
    end: async () => {
      await net.terminate();
    },
  };
}

/** Joins the job as `ranks` ranks. `inThread`: the network side runs in this thread (one whose
 *  event loop stays free while the ranks run: launch's), else in a thread of its own. Null: the
 *  job has this process alone (Hydra's port mode says so only once connected). */
export async function joinJob(
  module: WebAssembly.Module,
  ranks: number,
  opts: { memoryBytes?: number; maxHeapBytes?: number; eagerBytes?: number } = {},
  inThread = false,
): Promise<Job | null> {
  const pmi = await PmiClient.fromEnv();
  if (pmi.size === 1) {
    await pmi.finalize();
    return null;
  }
  const net = link(inThread);
  const { next } = net;
  const mine = hostKey();
  const { hosts, secret } = await meet(pmi, mine);
  // a job on one machine is reachable from it alone
  const host = hosts.every((h) => h === mine) ? '127.0.0.1' : undefined;
  net.send({ cmd: 'listen', host, secret, myProc: pmi.rank, procs: pmi.size });
  const { port } = (await next('listening')) as { port: number };
  await pmi.put(`wasmpi-${pmi.rank}`, `${ranks},${port},${mine},${addresses().join('+')}`);
  await pmi.barrier();
  const counts: number[] = [];
  const peers: PeerAddr[] = [];
  let busy = 0;
  for (let p = 0; p < pmi.size; p++) {
    const v = await pmi.get(`wasmpi-${p}`);
    const parts = v?.split(',') ?? [];
    const n = Number(parts[0]);
    const at = Number(parts[1]);
    if (parts.length !== 4 || !Number.isInteger(n) || n < 1 || !Number.isInteger(at))
      fail(
        'ERR_COMM',
        `process ${p} of the job published no wasmpi address (${v ?? 'nothing'}): is it a wasmpi program?`,
      );
    counts.push(n);
    if (parts[2] === mine) busy += n + 1;
    const hosts = parts[2] === mine ? ['127.0.0.1'] : parts[3].split('+');
    peers.push({ hosts, port: at });
  }
  const procOf = new Int32Array(counts.reduce((a, b) => a + b, 0));
  let lo = 0;
  for (let p = 0, r = 0; p < counts.length; p++) {
    if (p === pmi.rank) lo = r;
    for (let i = 0; i < counts[p]; i++) procOf[r++] = p;
  }
  const { memory, core } = createWorld(module, { size: procOf.length, ...opts });
  const start: NetCommand = {
    cmd: 'start',
    module,
    memory,
    procOf,
    myProc: pmi.rank,
    peers,
  };
  net.send(start);
  await next('ready');
  // the network side never keeps the process alive by itself: the ranks (or launch) do
  net.hold(false);
  pmi.hold(false);
  let closing: Promise<void> | null = null;
  // A process that exits before its ranks have finalized (process.exit in a rank that is the main
  // thread) tells the process manager: its exit code alone may be 0, and then so would the job's.
  process.on('exit', (code) => {
    if (closing !== null) return;
    // a rank of this process called abort and the process ends before the job did (a rank that is
    // the main thread exits there): the process manager ends every process, with the abort's code
    const a = worldAbort(core);
    if (a !== null && a.rank >= lo && a.rank < lo + ranks) {
      pmi.abortNow(abortExitStatus(a.code), a.text);
      return;
    }
    let open = 0;
    for (let r = lo; r < lo + ranks; r++)
      if (Atomics.load(core.i32, (rankCtl(core, r) + R_STATE) >>> 2) < STATE_DONE) open++;
    if (open === 0) return;
    const why = `process ${pmi.rank} exited (code ${code}) before ${open} of its ranks finalized`;
    console.error(`wasmpi: ${why}: the job is aborted`);
    pmi.abortNow(code || 1, why);
    if (!code) process.exitCode = 1;
  });
  return {
    procs: pmi.size,
    myProc: pmi.rank,
    procOf,
    lo,
    hi: lo + ranks,
    busy,
    memory,
    core,
    close() {
      closing ??= (async () => {
        net.hold(true);
        pmi.hold(true);
        net.send({ cmd: 'finish' });
        await next('closed').catch(() => {});
        await net.end();
        await pmi.finalize().catch(() => {});
      })();
      return closing;
    },
  };
}
