// One rank of examples/embed/host.mjs: a thread with its own instance of the core over the world's
// shared memory. Rank 0 sends one eager message to rank 1; rank 1 receives it, checks its bytes,
// adds it into an array of its own with the core's reduction kernel and checks the sums. Any
// mismatch throws, which fails the host.
import { parentPort, workerData } from 'node:worker_threads';

const { module, memory, rank, ABI } = workerData;
const core = new WebAssembly.Instance(module, { env: { memory } }).exports;
if (core.abiVersion() !== ABI) throw new Error(`wasmpi core ABI ${core.abiVersion()}, this host expects ${ABI}`);
// The layout's offsets and codes are exported globals: read them from the core, never hard-code them.
const K = (name) => core[name].value;
const u32 = () => new Uint32Array(memory.buffer); // memory.buffer: a fresh view follows growth
const header = (offset) => Atomics.load(u32(), (K('LAYOUT_BASE') + offset) >> 2);

// Attach: worldInit stores MAGIC last, so seeing it means the header is complete, and G_VERSION
// says which version of the core laid this memory out.
if (header(K('G_MAGIC')) !== K('MAGIC') || header(K('G_VERSION')) !== ABI) throw new Error('no world laid out');
core.rankSetState(rank, K('STATE_ALIVE'));

const TYPE_FLOAT64 = 10; // element type codes: docs/abi.md, "Reduction codes" (only pair types are globals)
const CTX = 0; // communicator context id: any number both sides agree on
const TAG = 7;
const N = 8;
const message = Float64Array.from({ length: N }, (_, i) => i + 0.5); // both ranks know what is sent
const bytes = message.byteLength;

if (rank === 0) {
  // The payload must lie in the shared memory: copy it to a heap block, send, free the block (an
  // eager send copies the bytes into the ring record, so the buffer is free at once).
  const src = core.shmAlloc(bytes);
  new Float64Array(memory.buffer, src, N).set(message);
  if (core.ringSendEager(0, 1, TYPE_FLOAT64, CTX, TAG, src, bytes) !== 1) throw new Error('ring 0->1 full');
  core.shmFree(src);
  parentPort.postMessage({ sent: bytes });
} else {
  const out = core.shmAlloc(bytes);
  const mine = core.shmAlloc(bytes);
  const own = Float64Array.from({ length: N }, (_, i) => 100 * (i + 1));
  new Float64Array(memory.buffer, mine, N).set(own);

  // Receive: ringRecvEager spins a while and returns -1 when nothing came; then sleep on this
  // rank's doorbell as docs/abi.md's "Sleeping" says: announce R_SLEEPING, re-check, wait.
  const ctl = header(K('G_RANK_CTL')) + rank * K('RANK_CTL_BYTES');
  const i32 = () => new Int32Array(memory.buffer);
  const deadline = Date.now() + 10_000;
  let n;
  while ((n = core.ringRecvEager(0, 1, CTX, TAG, TYPE_FLOAT64, out, bytes, 1000)) === -1) {
    if (Date.now() > deadline) throw new Error('rank 1: no message from rank 0 in 10 s');
    const seen = Atomics.load(i32(), (ctl + K('R_DOORBELL')) >> 2);
    Atomics.store(i32(), (ctl + K('R_SLEEPING')) >> 2, 1);
    if (core.ringPeek(0, 1) === 0) Atomics.wait(i32(), (ctl + K('R_DOORBELL')) >> 2, seen, 100);
    Atomics.store(i32(), (ctl + K('R_SLEEPING')) >> 2, 0);
  }
  // -2: a record this minimal host does not handle (another context, tag or type, rendezvous)
  if (n !== bytes) throw new Error(`rank 1: ringRecvEager returned ${n}, expected ${bytes} bytes`);
  const got = new Uint8Array(memory.buffer, out, n);
  const want = new Uint8Array(message.buffer);
  if (!got.every((b, i) => b === want[i])) {
    throw new Error(`rank 1: received ${new Float64Array(memory.buffer, out, N).join(' ')}, sent ${message.join(' ')}`);
  }

  // mine[i] = mine[i] + out[i], by the core's float64 sum kernel (0 = done, -1 = invalid op/type)
  if (core.reduce(K('OP_SUM'), TYPE_FLOAT64, mine, out, N) !== 0) throw new Error('reduce rejected OP_SUM');
  const sum = new Float64Array(memory.buffer, mine, N);
  sum.forEach((v, i) => {
    if (v !== own[i] + message[i]) throw new Error(`rank 1: sum[${i}] is ${v}, expected ${own[i] + message[i]}`);
  });
  core.shmFree(out);
  parentPort.postMessage({ bytes: n, tag: core.ringLastTag(), sumPtr: mine, count: N });
}
core.rankSetState(rank, K('STATE_DONE'));
